import { supportContact } from '@appointments/domain';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';

/** Support e-mail, the reply-within-24-hours note and the teaching centre's address (spec section 1). */
export function SupportContact({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <Box as="section" aria-labelledby="support-contact-title" bg="white" rounded="xl" p="6" borderWidth="1px">
      <Heading as={headingLevel} id="support-contact-title" size="lg" color="gray.900">
        {supportContact.title}
      </Heading>
      <Text mt="3" color="gray.800">
        <chakra.a href={`mailto:${supportContact.email}`} color="blue.700" textDecoration="underline">
          {supportContact.email}
        </chakra.a>
      </Text>
      <Text color="gray.700">{supportContact.replyNote}</Text>
      <Text mt="3" fontWeight="semibold" color="gray.900">
        {supportContact.addressLabel}
      </Text>
      <chakra.address fontStyle="normal" color="gray.800">
        {supportContact.address}
      </chakra.address>
    </Box>
  );
}
