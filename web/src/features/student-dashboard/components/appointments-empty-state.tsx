import { myAppointmentsTexts, noStatusAppointmentsText } from '@appointments/domain';
import { Box, Text } from '@chakra-ui/react';
import type { StatusFilter } from '../model/appointment-filters';

interface AppointmentsEmptyStateProps {
  hasAny: boolean;
  searching: boolean;
  status: StatusFilter;
}

/** Says why the list is empty: nothing booked yet, nothing matching the search, or none in that status. */
export function AppointmentsEmptyState({ hasAny, searching, status }: AppointmentsEmptyStateProps) {
  let detail: string | null = null;
  if (!hasAny) detail = myAppointmentsTexts.noneYet;
  else if (status !== 'all' && !searching) detail = noStatusAppointmentsText(status);
  return (
    <Box textAlign="center" py="8">
      <Text fontWeight="semibold" color="gray.900">
        {searching && hasAny ? myAppointmentsTexts.noMatching : myAppointmentsTexts.noAppointmentsFound}
      </Text>
      {detail && <Text color="gray.700">{detail}</Text>}
    </Box>
  );
}
