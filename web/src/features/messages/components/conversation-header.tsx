import { type Contact, messagesTexts } from '@appointments/domain';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { contactSubtitle } from '../model/contacts';

interface ConversationHeaderProps {
  contact: Contact;
  onBack(): void;
}

export function ConversationHeader({ contact, onBack }: ConversationHeaderProps) {
  return (
    <Flex align="center" gap="3" p="3" borderBottomWidth="1px" borderColor="gray.200">
      {/* Small screens show the thread alone; the list is one step back. */}
      <Button
        size="sm"
        variant="outline"
        colorPalette="blue"
        display={{ base: 'inline-flex', md: 'none' }}
        flexShrink={0}
        // The short visible word leaves the contact's name room; the full name starts with it (WCAG 2.5.3).
        aria-label={messagesTexts.backToContacts}
        onClick={onBack}
      >
        <span aria-hidden="true">←</span> {messagesTexts.back}
      </Button>
      <PersonAvatar name={contact.name} picture={contact.profile?.profilePicture} size="10" />
      <Box minW="0">
        <Heading as="h2" id="conversation-heading" size="md" color="gray.900" truncate>
          {contact.name}
        </Heading>
        <Text fontSize="sm" color="gray.700" truncate>
          {contactSubtitle(contact)}
        </Text>
      </Box>
    </Flex>
  );
}
