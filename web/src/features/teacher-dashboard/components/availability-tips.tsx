import { availabilityTexts } from '@appointments/domain';
import { Box, Text } from '@chakra-ui/react';

export function AvailabilityTips() {
  return (
    <Box bg="blue.50" rounded="md" p="4">
      <Text as="h3" fontWeight="semibold" color="blue.900" mb="1">
        {availabilityTexts.tipsHeading}
      </Text>
      <Box as="ul" pl="5" listStyleType="disc" color="gray.800">
        <li>{availabilityTexts.tipVanish}</li>
        <li>{availabilityTexts.tipPeakHours}</li>
      </Box>
    </Box>
  );
}
