import * as z from 'zod/mini';

/** What a slot and an office-hours series say of the place: never a link (students read slots). */
export const slotPlaceFields = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('in_person'), location: z._default(z.string(), '') }),
  z.strictObject({ kind: z.literal('online') }),
]);
