import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, SEARCH_TERM_MAX_LENGTH } from '../constants';
import { SELF_REGISTER_ROLES } from '../entities';
import { validationMessages } from '../validation-messages';
import { cleanTextField, documentIdField } from './fields';

/** A client-chosen message id: a UUID fits, and so does any 16–64 letters, digits and dashes. */
export const CLIENT_MESSAGE_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** POST /message/send. */
export const messageSendSchema = z.object({
  content: cleanTextField(validationMessages.messageRequired).pipe(
    z
      .string()
      .min(1, { error: validationMessages.messageRequired, abort: true })
      .max(MESSAGE_MAX_LENGTH, { error: validationMessages.messageTooLong }),
  ),
  receiver: documentIdField(validationMessages.receiverRequired),
  receiverModel: z.enum(SELF_REGISTER_ROLES, { error: validationMessages.receiverModelInvalid }),
  // The sender's own id for this message (a UUID from the device): a send repeated with the same id (the first
  // answer was lost, a message queued offline is retried) stores the message once (docs/api.md).
  clientMessageId: z
    .string({ error: validationMessages.clientMessageIdInvalid })
    .regex(CLIENT_MESSAGE_ID_PATTERN, { error: validationMessages.clientMessageIdInvalid })
    .optional(),
});
export type MessageSendInput = z.input<typeof messageSendSchema>;
export type MessageSendPayload = z.output<typeof messageSendSchema>;

/** GET /teacher/list and /student/list: `?search=` (optional; blank lists the first page by name). */
export const contactSearchSchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX_LENGTH, { error: validationMessages.searchTooLong })
    .optional()
    .default(''),
});
