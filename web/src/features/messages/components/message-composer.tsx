import { MESSAGE_MAX_LENGTH, messagesTexts, validationMessages } from '@appointments/domain';
import { Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';

interface MessageComposerProps {
  /** Rejects when the message was not sent; the text then stays in the box. */
  onSend(content: string): Promise<void>;
}

/** The required message box and its send button. A failed send says so and keeps what was typed. */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const text = content.trim();
    if (text === '') {
      setProblem(validationMessages.messageRequired);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await onSend(text);
      setContent('');
    } catch {
      setProblem(messagesTexts.sendFailedKept);
    } finally {
      setSending(false);
    }
  }

  return (
    <chakra.form onSubmit={submit} p="3" borderTopWidth="1px" borderColor="gray.200" bg="white">
      <Flex gap="2">
        <Input
          name="content"
          bg="white"
          required
          autoComplete="off"
          maxLength={MESSAGE_MAX_LENGTH}
          aria-label={messagesTexts.messageLabel}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'message-problem' : undefined}
          placeholder={messagesTexts.messagePlaceholder}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        {/* Darker than the palette's own shades: its hover colour is too light for white text (AA). */}
        <Button
          type="submit"
          colorPalette="blue"
          bg="blue.700"
          _hover={{ bg: 'blue.800' }}
          loading={sending}
          loadingText={messagesTexts.sending}
        >
          {messagesTexts.send}
        </Button>
      </Flex>
      {problem && (
        <Text id="message-problem" role="alert" mt="2" fontSize="sm" color="red.700">
          {problem}
        </Text>
      )}
    </chakra.form>
  );
}
