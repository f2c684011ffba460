import { type Contact, messagesTexts, type ParticipantModel, sessionRecordTexts } from '@appointments/domain';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { loadPastSessionsDialog } from '@/features/teacher-dashboard';
import { contactSubtitle } from '../model/contacts';

const PastSessionsDialog = lazy(async () => ({
  default: (await loadPastSessionsDialog()).PastSessionsDialog,
}));

interface ConversationHeaderProps {
  contact: Contact;
  /** A teacher may open the student's past sessions with them from here. */
  ownModel?: ParticipantModel;
  onBack(): void;
}

export function ConversationHeader({ contact, ownModel, onBack }: ConversationHeaderProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
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
      {ownModel === 'teacher' && (
        <Button size="sm" variant="ghost" ml="auto" flexShrink={0} onClick={() => setHistoryOpen(true)}>
          {sessionRecordTexts.openHistory}
        </Button>
      )}
      {historyOpen && (
        <Suspense fallback={null}>
          <PastSessionsDialog
            studentId={contact._id}
            studentName={contact.name}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
