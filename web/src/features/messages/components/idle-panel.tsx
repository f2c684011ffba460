import { messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { Box, Heading, Text } from '@chakra-ui/react';

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
      <Text fontSize="4xl" aria-hidden="true">
        💬
      </Text>
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
