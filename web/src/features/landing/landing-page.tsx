import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ApiStatus } from './api-status';

export default function LandingPage() {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="6" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          College Appointments
        </Heading>
        <Text fontSize="lg">Smart scheduling for academic success.</Text>
        <ApiStatus />
      </Stack>
    </Box>
  );
}
