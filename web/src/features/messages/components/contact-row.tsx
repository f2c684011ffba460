import { type Contact, messagesTexts } from '@appointments/domain';
import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { contactSubtitle } from '../model/contacts';

interface ContactRowProps {
  contact: Contact;
  selected: boolean;
  /** The conversation's last message, shown under the name instead of the subject or email. */
  preview?: string;
  unread?: boolean;
  onSelect(contact: Contact): void;
}

export function ContactRow({ contact, selected, preview, unread = false, onSelect }: ContactRowProps) {
  return (
    <li>
      <chakra.button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(contact)}
        display="flex"
        alignItems="center"
        gap="3"
        w="full"
        textAlign="left"
        px="3"
        py="2.5"
        rounded="md"
        bg={selected ? 'blue.50' : 'transparent'}
        borderWidth="1px"
        borderColor={selected ? 'blue.300' : 'transparent'}
        _hover={{ bg: selected ? 'blue.50' : 'gray.100' }}
        cursor="pointer"
      >
        {/* The name is printed beside it, so the picture is decorative. */}
        <PersonAvatar name={contact.name} picture={contact.profile?.profilePicture} size="10" />
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" color="gray.900" truncate>
            {contact.name}
          </Text>
          <Text fontSize="sm" color="gray.700" fontWeight={unread ? 'semibold' : 'normal'} truncate>
            {preview ?? contactSubtitle(contact)}
          </Text>
        </Box>
        {unread && (
          <Box as="span" flexShrink={0} boxSize="2.5" rounded="full" bg="blue.600">
            <VisuallyHidden>{messagesTexts.unread}</VisuallyHidden>
          </Box>
        )}
      </chakra.button>
    </li>
  );
}
