import type { Contact, Message, SelfRegisterRole } from '@appointments/domain';
import { useMemo, useState } from 'react';
import { asThreadMessage, newClientMessageId, queueMessage, useOutbox } from '../api/outbox';
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
  const outbox = useOutbox();
  // What waits to be sent to this contact, and what the outbox sent while this screen was open.
  const messages = useMemo(() => {
    const waiting = outbox.queued
      .filter((entry) => entry.senderId === ownId && entry.receiver === contact._id)
      .map(asThreadMessage);
    return mergeMessages(thread.items, [...sent, ...outbox.delivered, ...waiting]);
  }, [thread.items, sent, outbox, ownId, contact._id]);

  // Without a network the message waits on the device (api/outbox.ts) and is sent when the network is back.
  async function send(content: string) {
    const payload = {
      content,
      receiver: contact._id,
      receiverModel: receiverModelFor(ownRole),
      clientMessageId: newClientMessageId(),
    };
    if (!navigator.onLine) {
      queueMessage({ ...payload, senderId: ownId, senderModel: ownRole });
      return;
    }
    const message = await sendWithNotice(payload);
    setSent((current) => [...current, message]);
  }

  return (
    <Conversation
      contact={contact}
      ownModel={ownRole}
      messages={messages}
      loading={thread.loading}
      now={now}
      onSend={send}
      onBack={onBack}
    />
  );
}
