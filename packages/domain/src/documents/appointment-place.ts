// `appointments/{id}/private/place`: where the session happens, for its student and teacher only; the
// rules compare the two ids it repeats.
import * as z from 'zod/mini';

const ids = { studentId: z.string(), teacherId: z.string() };

export const appointmentPlaceDocument = z.discriminatedUnion('kind', [
  z.strictObject({ ...ids, kind: z.literal('in_person'), location: z._default(z.string(), '') }),
  z.strictObject({
    ...ids,
    kind: z.literal('online'),
    url: z.string(),
    provider: z.enum(['google_meet', 'zoom', 'teams', 'jitsi']),
  }),
]);
