import { formatDateTime, formatTime, type WaitlistEntryAnswer, waitlistTexts } from '@appointments/domain';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

interface WaitlistSectionProps {
  entries: readonly WaitlistEntryAnswer[];
  onTake(offerId: string): Promise<void>;
  onPass(offerId: string): Promise<void>;
  onLeave(entryId: string): Promise<void>;
}

/** The student's lines and any seat held for them: 'Take it' / 'Pass' on an offer, one click to leave a line. */
export function WaitlistSection({ entries, onTake, onPass, onLeave }: WaitlistSectionProps) {
  const [busy, setBusy] = useState<string | null>(null);
  if (entries.length === 0) return null;
  async function run(id: string, action: () => Promise<void>) {
    setBusy(id);
    try {
      await action();
    } catch {
      // The toast has said why; the live entries show what stands.
    } finally {
      setBusy(null);
    }
  }
  return (
    <Box
      as="section"
      aria-labelledby="waitlist-heading"
      borderWidth="1px"
      rounded="lg"
      p={{ base: 4, md: 5 }}
    >
      <Heading id="waitlist-heading" as="h2" size="md" mb="3">
        {waitlistTexts.heading}
      </Heading>
      <Stack gap="3">
        {entries.map((entry) => (
          <Flex
            key={entry._id}
            data-testid="waitlist-entry"
            direction={{ base: 'column', sm: 'row' }}
            gap="2"
            justify="space-between"
            align={{ base: 'stretch', sm: 'center' }}
            borderWidth={entry.offer ? '2px' : '1px'}
            borderColor={entry.offer ? 'green.600' : 'gray.200'}
            rounded="md"
            p="3"
          >
            <Stack gap="0">
              <Text fontWeight="semibold">{entry.teacherName}</Text>
              <Text fontSize="sm" color="gray.700">
                {entry.dateTime ? formatDateTime(entry.dateTime) : waitlistTexts.anyTime}
              </Text>
              {entry.offer ? (
                <Text fontSize="sm" color="green.800" role="status">
                  {`${waitlistTexts.offerTitle}: ${formatDateTime(entry.offer.dateTime)}. ${waitlistTexts.offerUntil(formatTime(entry.offer.expiresAt))}`}
                </Text>
              ) : (
                <Text fontSize="sm" color="gray.700">
                  {waitlistTexts.position(entry.position)}
                </Text>
              )}
            </Stack>
            <Flex gap="2" wrap="wrap">
              {entry.offer ? (
                <>
                  <Button
                    size="sm"
                    colorPalette="green"
                    disabled={busy !== null}
                    onClick={() => run(entry._id, () => onTake(entry.offer?.offerId ?? ''))}
                  >
                    {waitlistTexts.take}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy !== null}
                    onClick={() => run(entry._id, () => onPass(entry.offer?.offerId ?? ''))}
                  >
                    {waitlistTexts.pass}
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => run(entry._id, () => onLeave(entry._id))}
                >
                  {waitlistTexts.leave}
                </Button>
              )}
            </Flex>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
