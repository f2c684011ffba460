// The kinds of notification a person gets, by mail and in the app: one list, in a module of its own so the
// stored documents' schemas (zod/mini) can name it without loading the preferences' form schema.
export const MAIL_KINDS = ['bookingRequests', 'decisions', 'reminders', 'messages', 'account'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
