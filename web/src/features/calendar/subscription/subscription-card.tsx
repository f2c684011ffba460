// The private calendar subscription on the profile pages: the secret address, one link per calendar app
// (webcal:// opens Apple Calendar and Outlook; Google has its own page), how to add it by hand, and a
// new address when the old one has leaked (the old one stops at once, so it asks first).
import { calendarFeedTexts, googleSubscribeLink, webcalAddress } from '@appointments/domain';
import { Button, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ProfileCard } from '@/components/ui/profile-card';
import { notify } from '@/lib/notify';
import { fetchFeedAddress, rotateFeedAddress } from './subscription-api';

const t = calendarFeedTexts;

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t.loadFailed;
}

export function CalendarSubscriptionCard() {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);

  useEffect(() => {
    let current = true;
    fetchFeedAddress()
      .then((loaded) => current && setUrl(loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t.copied);
    } catch {
      // No clipboard (an insecure origin): the address stays selectable in its field.
    }
  }

  async function rotate() {
    setRotating(true);
    try {
      setUrl(await rotateFeedAddress());
      setConfirming(false);
      notify.success(t.rotated);
    } catch (error) {
      notify.error(reasonOf(error));
    } finally {
      setRotating(false);
    }
  }

  return (
    <ProfileCard id="calendar-subscription" title={t.title}>
      <Text fontSize="sm" color="gray.700" mb="3">
        {t.intro}
      </Text>
      {failed && <Text color="red.700">{t.loadFailed}</Text>}
      {url && (
        <Stack gap="3">
          <label htmlFor="calendar-feed-url">
            <Text as="span" fontSize="sm" fontWeight="medium">
              {t.addressLabel}
            </Text>
          </label>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            <Input
              id="calendar-feed-url"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              fontFamily="mono"
              fontSize="sm"
            />
            <Button variant="outline" onClick={copy} flexShrink={0}>
              {t.copy}
            </Button>
          </Flex>
          <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
            <Button asChild variant="outline" size="sm">
              <Link href={googleSubscribeLink(url)} target="_blank" rel="noreferrer">
                {t.google}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href={webcalAddress(url)}>{t.outlook}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href={webcalAddress(url)}>{t.apple}</Link>
            </Button>
          </Flex>
          <Stack as="ul" gap="1" fontSize="sm" color="gray.700" ps="4" listStyleType="disc">
            <li>{t.googleHelp}</li>
            <li>{t.outlookHelp}</li>
            <li>{t.appleHelp}</li>
          </Stack>
          {confirming ? (
            <Stack gap="2" role="group" aria-label={t.rotate}>
              <Text fontSize="sm">{t.rotateConfirm}</Text>
              <Flex gap="2" wrap="wrap">
                <Button colorPalette="red" onClick={rotate} loading={rotating}>
                  {t.rotate}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)} disabled={rotating}>
                  {t.keep}
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Button variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
              {t.rotate}
            </Button>
          )}
        </Stack>
      )}
    </ProfileCard>
  );
}
