import { messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';

interface IdlePanelProps {
  /** Null for an account that has no conversations (an admin). */
  ownRole: SelfRegisterRole | null;
  hasContacts: boolean;
}

/** The right pane before a contact is chosen. */
export function IdlePanel({ ownRole: role, hasContacts }: IdlePanelProps) {
  const choosing = role !== null && hasContacts;
  return (
    <Box
      h="full"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      p="8"
      gap="2"
    >
      <chakra.svg viewBox="0 0 24 24" boxSize="12" color="blue.700" aria-hidden="true" fill="none">
        <path d="M4 5h16v11H9l-5 4V5z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </chakra.svg>
      <Heading as="h2" size="lg" color="gray.900">
        {choosing ? messagesTexts.selectContact : messagesTexts.welcomeTitle}
      </Heading>
      <Text color="gray.700" maxW="md">
        {role === null
          ? messagesTexts.adminNote
          : choosing
            ? messagesTexts.selectContactHint(role)
            : messagesTexts.welcomeBody(role)}
      </Text>
    </Box>
  );
}
