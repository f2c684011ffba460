// The profile page's choice of notification mails: one switch per kind, saved as soon as it is
// changed (the API answers with what it stored, and the switches show that).
import { MAIL_KINDS, type MailKind, type MailPreferences, mailPreferencesTexts } from '@appointments/domain';
import { chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ProfileCard } from '@/components/ui/profile-card';
import { notify } from '@/lib/notify';
import { fetchMailPreferences, saveMailPreferences } from './mail-preferences-api';

const t = mailPreferencesTexts;

function reasonOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function MailPreferencesCard() {
  const [preferences, setPreferences] = useState<MailPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchMailPreferences()
      .then((loaded) => current && setPreferences(loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  async function toggle(kind: MailKind) {
    if (!preferences) return;
    setSaving(true);
    try {
      setPreferences(await saveMailPreferences({ ...preferences, [kind]: !preferences[kind] }));
      notify.success(t.saved);
    } catch (error) {
      notify.error(reasonOf(error, t.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileCard id="mail-preferences" title={t.title}>
      <Text fontSize="sm" color="gray.700" mb="3">
        {t.intro}
      </Text>
      {failed && <Text color="red.700">{t.loadFailed}</Text>}
      {!preferences && !failed && <Text role="status">{t.loading}</Text>}
      {preferences && (
        <Stack gap="2" as="ul" listStyleType="none">
          {MAIL_KINDS.map((kind) => (
            <li key={kind}>
              <chakra.label display="flex" gap="2" alignItems="flex-start" color="gray.900">
                <input
                  type="checkbox"
                  checked={preferences[kind]}
                  disabled={saving}
                  aria-describedby={`mail-kind-${kind}-hint`}
                  onChange={() => toggle(kind)}
                />
                <span>
                  {t.kinds[kind].label}
                  <Text
                    as="span"
                    display="block"
                    id={`mail-kind-${kind}-hint`}
                    fontSize="sm"
                    color="gray.700"
                  >
                    {t.kinds[kind].hint}
                  </Text>
                </span>
              </chakra.label>
            </li>
          ))}
        </Stack>
      )}
    </ProfileCard>
  );
}
