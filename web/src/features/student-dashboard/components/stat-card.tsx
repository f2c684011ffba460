import { Box, Text } from '@chakra-ui/react';

interface StatCardProps {
  label: string;
  value: number | string;
  /** The month-over-month line, or any note under the figure. */
  note?: string | undefined;
}

export function StatCard({ label, value, note }: StatCardProps) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="gray.900">
        {value}
      </Text>
      {note && (
        <Text fontSize="sm" color="gray.700">
          {note}
        </Text>
      )}
    </Box>
  );
}
