// The place fields the teacher and the student send: a slot's place, a custom request's kind and
// the teacher's own meeting link. Used by the forms and by the API alike.
import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../constants';
import { DEFAULT_JITSI_SERVER, MEETING_KINDS, meetingProviderOf } from '../meeting-place';
import { meetingPlaceErrors } from '../meeting-place-texts';
import { optionalText } from './fields';

const kindField = z.enum(MEETING_KINDS, { error: meetingPlaceErrors.kindInvalid });

/**
 * A teacher's own meeting address: empty (online sessions then get a generated Jitsi room) or an
 * https address on Google Meet, Zoom, Microsoft Teams or Jitsi (`jitsiServer` is the operator's).
 */
export function meetingLinkField(jitsiServer: string = DEFAULT_JITSI_SERVER) {
  return z
    .string({ error: meetingPlaceErrors.linkInvalid })
    .trim()
    .max(URL_MAX_LENGTH, { error: meetingPlaceErrors.linkInvalid, abort: true })
    .refine((value) => value === '' || URL.canParse(value), {
      error: meetingPlaceErrors.linkInvalid,
      abort: true,
    })
    .refine((value) => value === '' || new URL(value).protocol === 'https:', {
      error: meetingPlaceErrors.linkNotHttps,
      abort: true,
    })
    .refine((value) => value === '' || meetingProviderOf(value, jitsiServer) !== null, {
      error: meetingPlaceErrors.linkHostRefused,
    })
    .nullish()
    .transform((value) => value ?? '');
}
export const optionalMeetingLinkField = meetingLinkField();

/** A new slot's (or office-hours series') place; an empty location means the office location. */
export const slotPlaceInputSchema = z
  .object({
    kind: kindField,
    location: optionalText('Location', SHORT_TEXT_MAX_LENGTH),
  })
  .prefault({ kind: 'in_person' });
export type SlotPlaceInput = z.output<typeof slotPlaceInputSchema>;

/** A custom request's place: the student chooses; online unless they ask to meet in person. */
export const requestPlaceInputSchema = z.object({ kind: kindField }).prefault({ kind: 'online' });
