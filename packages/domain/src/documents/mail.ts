// `mail/{id}`: an outgoing mail in the shape of the "Trigger Email from Firestore" extension. A new one has
// no `delivery`: the sender (deliverMail, or the extension) fills it in.
import * as z from 'zod/mini';
import { timestamp } from './fields';

const attachment = z.strictObject({
  filename: z.string(),
  content: z.string(),
  contentType: z.string(),
});

export const mailDocument = z.strictObject({
  to: z.string(),
  message: z.strictObject({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z.optional(z.array(attachment)),
    /** Extra headers (List-Unsubscribe); nodemailer and the extension both pass them on. */
    headers: z.optional(z.record(z.string(), z.string())),
  }),
  delivery: z.optional(
    z.strictObject({
      state: z.enum(['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR']),
      attempts: z._default(z.number(), 0),
      error: z._default(z.nullable(z.string()), null),
      startTime: z._default(z.nullable(timestamp()), null),
      endTime: z._default(z.nullable(timestamp()), null),
      leaseExpireTime: z._default(z.nullable(timestamp()), null),
      info: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
});
