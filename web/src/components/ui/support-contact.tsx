import { supportContact } from '@appointments/domain';
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Mail, MapPin } from 'lucide-react';
import { cardSurface } from './card';
import { CARD_PADDING } from './layout-spacing';

/** The support e-mail with its reply note, and the teaching centre's address. */
export function SupportDetails() {
  return (
    <Box>
      <Flex gap="3" align="flex-start">
        <Box as="span" color="brand.fg" mt="1" aria-hidden="true">
          <Mail size={18} />
        </Box>
        <Box>
          <chakra.a
            href={`mailto:${supportContact.email}`}
            color="brand.fg"
            fontWeight="medium"
            textDecoration="underline"
          >
            {supportContact.email}
          </chakra.a>
          <Text textStyle="caption" color="ink.muted">
            {supportContact.replyNote}
          </Text>
        </Box>
      </Flex>
      <Flex gap="3" align="flex-start" mt="4">
        <Box as="span" color="brand.fg" mt="1" aria-hidden="true">
          <MapPin size={18} />
        </Box>
        <Box>
          <Text fontWeight="semibold" color="ink">
            {supportContact.addressLabel}
          </Text>
          <chakra.address fontStyle="normal" color="ink.muted">
            {supportContact.address}
          </chakra.address>
        </Box>
      </Flex>
    </Box>
  );
}

/** Support e-mail, the reply-within-24-hours note and the teaching centre's address (spec section 1), on a card. */
export function SupportContact({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <Box as="section" aria-labelledby="support-contact-title" {...cardSurface} p={CARD_PADDING}>
      <Heading
        as={headingLevel}
        id="support-contact-title"
        textStyle={headingLevel === 'h1' ? 'pageTitle' : 'cardTitle'}
        color="ink"
        mb="4"
      >
        {supportContact.title}
      </Heading>
      <SupportDetails />
    </Box>
  );
}
