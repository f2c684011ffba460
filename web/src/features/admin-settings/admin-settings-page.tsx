import { type CollegeSettings, collegeSettingsTexts as texts } from '@appointments/domain';
import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { Notice } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { CardSkeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/api-client';
import { fetchSettings, saveSettings } from './api/settings-api';
import { AdminNavLinks } from './components/admin-nav-links';
import { PausedStudentsSection } from './components/paused-students-section';
import { SettingInput } from './components/setting-input';
import { effectOf } from './model/setting-effects';
import {
  checkForm,
  fieldErrorsOf,
  formOf,
  type SettingField,
  type SettingsForm,
  settingsOf,
} from './model/settings-form';

type FieldErrors = Partial<Record<SettingField, string>>;

const sections: { id: keyof typeof texts.sections; fields: SettingField[] }[] = [
  {
    id: 'booking',
    fields: [
      'booking.maxOpenPerTeacher',
      'booking.maxOpenTotal',
      'booking.minNoticeMinutes',
      'booking.maxDaysAhead',
      'booking.cancelCutoffMinutes',
      'booking.defaultSessionMinutes',
      'booking.reminderHoursBefore',
    ],
  },
  { id: 'registration', fields: ['registration.selfRegistration', 'registration.autoApproval'] },
  { id: 'signIn', fields: ['signIn.methods', 'signIn.allowedDomains'] },
  {
    id: 'registrationLimits',
    fields: ['registrationLimits.perAddressPerMinute', 'registrationLimits.perAddressPerHour'],
  },
  { id: 'noShow', fields: ['noShow.enabled', 'noShow.threshold', 'noShow.windowDays', 'noShow.pauseDays'] },
  { id: 'waitlist', fields: ['waitlist.offerMinutes'] },
];

const choices: Partial<Record<SettingField, Readonly<Record<string, string>>>> = {
  'registration.selfRegistration': texts.options.selfRegistration,
  'registration.autoApproval': texts.options.autoApproval,
  'noShow.enabled': texts.options.onOff,
};

const inputId = (field: SettingField) => `setting-${field.replace('.', '-')}`;

function useSettings() {
  const [saved, setSaved] = useState<CollegeSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchSettings()
      .then((settings) => current && setSaved(settings))
      .catch(
        (error: unknown) =>
          current && setLoadError(error instanceof Error ? error.message : texts.loadFailed),
      );
    return () => {
      current = false;
    };
  }, []);
  return { saved, setSaved, loadError };
}

function SettingsFormView({
  saved,
  onSaved,
}: {
  saved: CollegeSettings;
  onSaved(settings: CollegeSettings): void;
}) {
  const [form, setForm] = useState<SettingsForm>(() => formOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'failed'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: SettingField, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setStatus(null);
    // A field's message goes once it is edited; the next check (on save) tells again what still fails.
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(form);
    if (!checked.valid) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const stored = await saveSettings(settingsOf(form));
      onSaved(stored);
      setForm(formOf(stored));
      setErrors({});
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) setErrors(fieldErrorsOf(error.errors));
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : texts.loadFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="8">
        {sections.map((section) => (
          <Section key={section.id} id={section.id} title={texts.sections[section.id]} variant="card">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {section.fields.map((field) => (
                <SettingInput
                  key={field}
                  id={inputId(field)}
                  label={texts.labels[field]}
                  value={form[field]}
                  onChange={(value) => change(field, value)}
                  effect={effectOf(field, form)}
                  error={errors[field]}
                  options={choices[field]}
                  inputMode={field.startsWith('signIn') ? 'text' : 'numeric'}
                />
              ))}
            </SimpleGrid>
          </Section>
        ))}
        {status?.kind === 'saved' && <Notice tone="success">{texts.saved}</Notice>}
        {status?.kind === 'failed' && <AlertBox>{status.message}</AlertBox>}
        <Flex gap="3" wrap="wrap">
          <SubmitButton busy={busy}>{busy ? texts.saving : texts.save}</SubmitButton>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              setForm(formOf(saved));
              setErrors({});
              setStatus(null);
            }}
          >
            {texts.reset}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** /admin/settings: the college's own policies, each with its effect in words, saved through the API. */
export default function AdminSettingsPage() {
  const { saved, setSaved, loadError } = useSettings();
  return (
    <Page
      offline="actions"
      title={texts.pageTitle}
      description={texts.pageIntro}
      actions={<AdminNavLinks current="settings" />}
    >
      {loadError && <AlertBox>{loadError}</AlertBox>}
      {!saved && !loadError && (
        <Stack aria-busy="true" gap="6">
          <CardSkeleton lines={6} />
          <CardSkeleton lines={3} />
        </Stack>
      )}
      {saved && <SettingsFormView saved={saved} onSaved={setSaved} />}
      {saved && <PausedStudentsSection />}
    </Page>
  );
}
