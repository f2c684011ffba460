import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, SEARCH_TERM_MAX_LENGTH } from '../constants';
import { SELF_REGISTER_ROLES } from '../entities';
import { validationMessages } from '../validation-messages';
import { cleanTextField, documentIdField } from './fields';

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
