import { successMessages } from '@appointments/domain';
import { Box, Heading, Text } from '@chakra-ui/react';

/** Shown after registration while the page waits to move on to /login. */
export function RegistrationSuccess() {
  return (
    <Box role="status" textAlign="center" py="6">
      <Text fontSize="4xl" aria-hidden="true">
        ✓
      </Text>
      <Heading as="h2" size="xl" color="green.800">
        {successMessages.registrationTitle}
      </Heading>
      <Text mt="2" color="gray.700">
        {successMessages.registration}
      </Text>
    </Box>
  );
}
