import { appointmentRequestTexts, type StatusCounts } from '@appointments/domain';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

/**
 * The summary figures under the request list, over all requests, not the filtered view. The total and the
 * pending count are the welcome section's figures, so they are not repeated here.
 */
export function AppointmentSummary({ counts, upcoming }: { counts: StatusCounts; upcoming: number }) {
  const figures = [
    { label: appointmentRequestTexts.summaryApproved, value: counts.approved },
    { label: appointmentRequestTexts.summaryCompleted, value: counts.completed },
    { label: appointmentRequestTexts.summaryUpcoming, value: upcoming },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 3 }} gap="3" mt="6">
      {figures.map((figure) => (
        <Box key={figure.label} bg="gray.50" rounded="md" p={{ base: '2', sm: '3' }} textAlign="center">
          <Text as="dt" fontSize={{ base: 'xs', sm: 'sm' }} color="gray.700">
            {figure.label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold" color="gray.900">
            {figure.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
