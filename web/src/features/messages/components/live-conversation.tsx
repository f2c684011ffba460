import type { Contact, Message, SelfRegisterRole } from '@appointments/domain';
import { useState } from 'react';
import { sendWithNotice } from '../api/send-with-notice';
import { useMarkRead } from '../api/use-mark-read';
import { useThread } from '../api/use-thread';
import { conversationIdFor, receiverModelFor } from '../model/contacts';
import { mergeMessages } from '../model/thread';
import { Conversation } from './conversation';

interface LiveConversationProps {
  contact: Contact;
  ownRole: SelfRegisterRole;
  ownId: string;
  now: Date;
  onBack(): void;
}

/** A conversation fed by its Firestore listener; sending goes through the API. Mount one per contact. */
export function LiveConversation({ contact, ownRole, ownId, now, onBack }: LiveConversationProps) {
  const thread = useThread(conversationIdFor(ownRole, ownId, contact._id));
  const [sent, setSent] = useState<Message[]>([]);
  useMarkRead(contact._id, ownRole, thread.items);

  async function send(content: string) {
    const message = await sendWithNotice({
      content,
      receiver: contact._id,
      receiverModel: receiverModelFor(ownRole),
    });
    setSent((current) => [...current, message]);
  }

  return (
    <Conversation
      contact={contact}
      ownModel={ownRole}
      messages={mergeMessages(thread.items, sent)}
      loading={thread.loading}
      now={now}
      onSend={send}
      onBack={onBack}
    />
  );
}
