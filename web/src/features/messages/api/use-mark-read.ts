import type { Message, SelfRegisterRole } from '@appointments/domain';
import { useEffect } from 'react';
import { markConversationRead } from './messages-api';

/**
 * While the conversation is on screen, each message from the contact counts as read (the server then
 * mails none of them); a tab in the background reads nothing until it is shown again.
 */
export function useMarkRead(contactId: string, ownRole: SelfRegisterRole, messages: Message[]): void {
  const newestFromContact = messages.findLast((message) => message.senderModel !== ownRole)?._id;
  useEffect(() => {
    if (!newestFromContact) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      // Best effort: failing to mark read only means a mail the person may not need.
      markConversationRead(contactId).catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [contactId, newestFromContact]);
}
