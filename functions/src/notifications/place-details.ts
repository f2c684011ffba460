// The session's place in mails (a 'Where' row, and the link of an online session) and in its
// calendar entry (LOCATION, and URL pointing at the call rather than the app).
import { type AppointmentPlace, meetingPlaceTexts, placeSummary } from '@appointments/domain';

export function placeDetails(place: AppointmentPlace | null | undefined): [string, string][] {
  if (!place) return [];
  const rows: [string, string][] = [[meetingPlaceTexts.placeLabel, placeSummary(place)]];
  if (place.kind === 'online') rows.push([meetingPlaceTexts.mailLinkLabel, place.url]);
  return rows;
}

/** LOCATION and URL of the invitation; without a known place, only the app's own link. */
export function placeInviteFields(
  place: AppointmentPlace | null | undefined,
  appUrl: string,
): { location?: string; url: string } {
  if (!place) return { url: appUrl };
  if (place.kind === 'online') return { location: place.url, url: place.url };
  return { location: placeSummary(place), url: appUrl };
}
