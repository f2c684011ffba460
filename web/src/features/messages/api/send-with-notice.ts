// The spec left a failed send unhandled; here it says so (the server's reason when it gives one) and
// rethrows, so the composer keeps the typed text for another try.
import type { Message, MessageSendInput } from '@appointments/domain';
import { messagesTexts } from '@appointments/domain';
import { notify } from '@/lib/notify';
import { sendMessage } from './messages-api';

export async function sendWithNotice(payload: MessageSendInput): Promise<Message> {
  try {
    return await sendMessage(payload);
  } catch (error) {
    notify.error(error instanceof Error && error.message ? error.message : messagesTexts.sendFailed);
    throw error;
  }
}
