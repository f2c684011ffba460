import { type Appointment, bookingTypeLabel, displayStatus, statusLabel } from '@appointments/domain';
import { chakra, Flex } from '@chakra-ui/react';

// Explicit colours: the theme carries no badge recipe (bundle budget). Pairs keep AA contrast.
const STATUS_COLORS = {
  pending: { bg: 'yellow.100', color: 'yellow.900' },
  approved: { bg: 'green.100', color: 'green.900' },
  completed: { bg: 'blue.100', color: 'blue.900' },
  canceled: { bg: 'red.100', color: 'red.900' },
} as const;

const Pill = chakra('span', {
  base: {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    rounded: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
  },
});

/** Rank (Next, #2, #3), booking type and status; an unknown status reads as pending. */
export function AppointmentBadges({ appointment, rank }: { appointment: Appointment; rank: string | null }) {
  return (
    <Flex gap="2" wrap="wrap" align="flex-start">
      {rank && (
        <Pill bg="purple.700" color="white">
          {rank}
        </Pill>
      )}
      <Pill bg="gray.100" color="gray.900">
        {bookingTypeLabel(appointment.bookingType)}
      </Pill>
      <Pill {...STATUS_COLORS[displayStatus(appointment.status)]}>{statusLabel(appointment.status)}</Pill>
    </Flex>
  );
}
