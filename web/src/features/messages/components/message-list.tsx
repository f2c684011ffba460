import { type Message, messagesTexts, type ParticipantModel } from '@appointments/domain';
import { Box, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: readonly Message[];
  loading: boolean;
  ownModel: ParticipantModel;
  contactName: string;
  now: Date;
}

/** The thread, kept scrolled to the newest message as messages arrive. */
export function MessageList({ messages, loading, ownModel, contactName, now }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?._id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again whenever the newest message changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId, loading]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={messagesTexts.conversationLabel(contactName)}
      // Focusable so keyboard users can scroll the thread.
      tabIndex={0}
      flex="1"
      minH="0"
      overflowY="auto"
      bg="gray.50"
      p="4"
    >
      {messages.length === 0 ? (
        <EmptyThread loading={loading} contactName={contactName} />
      ) : (
        <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="2">
          {messages.map((message) => (
            <MessageBubble
              key={message._id}
              message={message}
              own={message.senderModel === ownModel}
              senderName={contactName}
              now={now}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function EmptyThread({ loading, contactName }: { loading: boolean; contactName: string }) {
  if (loading) {
    return (
      <Text color="gray.700" textAlign="center" py="8">
        {messagesTexts.loadingMessages}
      </Text>
    );
  }
  return (
    <Box textAlign="center" py="10">
      <Text fontWeight="semibold" color="gray.900">
        {messagesTexts.startConversation}
      </Text>
      <Text color="gray.700">{messagesTexts.startConversationHint(contactName)}</Text>
    </Box>
  );
}
