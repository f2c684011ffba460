import type { Contact, Message, ParticipantModel } from '@appointments/domain';
import { Box } from '@chakra-ui/react';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

export interface ConversationProps {
  contact: Contact;
  ownModel: ParticipantModel;
  messages: readonly Message[];
  loading: boolean;
  now: Date;
  onSend(content: string): Promise<void>;
  onBack(): void;
}

/** The right pane with a contact chosen: who, the thread, and the box to write in. */
export function Conversation({
  contact,
  ownModel,
  messages,
  loading,
  now,
  onSend,
  onBack,
}: ConversationProps) {
  return (
    <Box
      as="section"
      aria-labelledby="conversation-heading"
      display="flex"
      flexDirection="column"
      h="full"
      minH="0"
    >
      <ConversationHeader contact={contact} ownModel={ownModel} onBack={onBack} />
      <MessageList
        messages={messages}
        loading={loading}
        ownModel={ownModel}
        contactName={contact.name}
        now={now}
      />
      <MessageComposer onSend={onSend} />
    </Box>
  );
}
