import { type Appointment, bookingTypeLabel, formatShortDateTime, statusLabel } from '@appointments/domain';
import { Box, Button } from '@chakra-ui/react';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ListRow } from '@/components/ui/list-row';
import { scrollToSection } from '@/lib/smooth-scroll';
import { pendingRequestTexts } from '../dashboard-texts';

/** The first few; the rest are one tap away in My Appointments. */
const SHOWN = 3;

/** The requests no teacher has answered yet, each with its status, beside (or under) the next session. */
export function WaitingRequests({ requests }: { requests: readonly Appointment[] }) {
  if (requests.length === 0) return null;
  const hidden = requests.length - SHOWN;
  return (
    <Card
      as="section"
      aria-labelledby="waiting-requests-heading"
      title={<span id="waiting-requests-heading">{pendingRequestTexts.heading(requests.length)}</span>}
      titleAs="h2"
    >
      <Box as="ul" listStyleType="none">
        {requests.slice(0, SHOWN).map((request) => (
          <ListRow
            as="li"
            key={request._id}
            title={request.teacher.name}
            meta={pendingRequestTexts.requested(formatShortDateTime(request.dateTime))}
            trailing={
              <>
                <Chip tone="neutral" fontSize="xs">
                  {bookingTypeLabel(request.bookingType)}
                </Chip>
                <Chip tone="warning" fontSize="xs">
                  {statusLabel(request.status)}
                </Chip>
              </>
            }
          />
        ))}
      </Box>
      {hidden > 0 && (
        <Button
          mt="2"
          size="xs"
          variant="plain"
          colorPalette="blue"
          onClick={() => scrollToSection('myAppointments')}
        >
          {pendingRequestTexts.more(hidden)}
        </Button>
      )}
    </Card>
  );
}
