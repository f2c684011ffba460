import { formatDateTime, type IsoDateTime, waitlistTexts } from '@appointments/domain';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

interface WaitlistChoicesProps {
  /** Full group sessions: each has its own line. */
  full: readonly IsoDateTime[];
  /** The teacher has no free slot: the general line ('any time in the next 14 days'). */
  general: boolean;
  onJoin(dateTime: IsoDateTime | null): Promise<void>;
}

/** The waitlists the booking modal offers: a full session's line, or the teacher's general one. */
export function WaitlistChoices({ full, general, onJoin }: WaitlistChoicesProps) {
  const [busy, setBusy] = useState<string | null>(null);
  if (full.length === 0 && !general) return null;
  async function join(dateTime: IsoDateTime | null) {
    setBusy(dateTime ?? 'general');
    try {
      await onJoin(dateTime);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Stack gap="2" borderWidth="1px" borderColor="gray.200" rounded="md" p="3" data-testid="waitlist-choices">
      {full.map((dateTime) => (
        <Flex key={dateTime} gap="2" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm">{`${formatDateTime(dateTime)} · Full`}</Text>
          <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => join(dateTime)}>
            {waitlistTexts.join}
          </Button>
        </Flex>
      ))}
      {general && (
        <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => join(null)}>
          {waitlistTexts.joinGeneral}
        </Button>
      )}
    </Stack>
  );
}
