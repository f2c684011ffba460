// Where a session happens: in person (at a location) or online (a video link). The join window
// (10 minutes before the start to the end) and which meeting hosts a teacher may give are decided
// here, once, for the API, the mails and the cards.
import { meetingPlaceTexts } from './meeting-place-texts';
import { type SessionTiming, sessionEndMillis } from './session-length';
import { toMillis } from './time/instant';

export const MEETING_KINDS = ['in_person', 'online'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** What a slot shows before it is booked: never a link. */
export type SlotPlace = { kind: 'in_person'; location: string } | { kind: 'online' };

export type MeetingProvider = 'google_meet' | 'zoom' | 'teams' | 'jitsi';

/** The place of a booked appointment, readable only by its student and its teacher. */
export type AppointmentPlace =
  | { kind: 'in_person'; location: string }
  | { kind: 'online'; url: string; provider: MeetingProvider };

/** Join opens this long before the start. */
export const JOIN_LEAD_MINUTES = 10;

/** A generated room's name carries this many random bytes (128 bits: not guessable). */
export const GENERATED_ROOM_BYTES = 16;

/** The Jitsi Meet server generated rooms use unless the operator configures another. */
export const DEFAULT_JITSI_SERVER = 'meet.jit.si';

const providerHosts: Array<{ provider: MeetingProvider; exact: string[]; suffixes: string[] }> = [
  { provider: 'google_meet', exact: ['meet.google.com'], suffixes: [] },
  { provider: 'zoom', exact: ['zoom.us'], suffixes: ['.zoom.us'] },
  { provider: 'teams', exact: ['teams.microsoft.com', 'teams.live.com'], suffixes: [] },
  { provider: 'jitsi', exact: ['meet.jit.si', '8x8.vc'], suffixes: [] },
];

/** The provider of a teacher's own meeting address, or null when its host is not one we accept. */
export function meetingProviderOf(url: string, jitsiServer: string = DEFAULT_JITSI_SERVER) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  if (host === jitsiServer.toLowerCase()) return 'jitsi' as const;
  const match = providerHosts.find(
    (entry) => entry.exact.includes(host) || entry.suffixes.some((suffix) => host.endsWith(suffix)),
  );
  return match?.provider ?? null;
}

/** A Jitsi room address split for the in-app call: the server and the room's name. */
export function jitsiRoomOf(url: string): { domain: string; roomName: string } | null {
  try {
    const parsed = new URL(url);
    const roomName = decodeURIComponent(parsed.pathname.replace(/^\/+/, ''));
    if (parsed.protocol !== 'https:' || roomName === '' || roomName.includes('/')) return null;
    return { domain: parsed.host, roomName };
  } catch {
    return null;
  }
}

export type JoinWindow =
  | { state: 'before'; opensAt: Date; endsAt: Date }
  | { state: 'open'; opensAt: Date; endsAt: Date }
  | { state: 'ended'; opensAt: Date; endsAt: Date };

/** Whether 'Join' is active now: from 10 minutes before the start until the session's end. */
export function joinWindow(session: SessionTiming, now: Date): JoinWindow {
  const opensAt = new Date(toMillis(session.dateTime) - JOIN_LEAD_MINUTES * 60_000);
  const endsAt = new Date(sessionEndMillis(session));
  const at = now.getTime();
  if (at < opensAt.getTime()) return { state: 'before', opensAt, endsAt };
  if (at >= endsAt.getTime()) return { state: 'ended', opensAt, endsAt };
  return { state: 'open', opensAt, endsAt };
}

/**
 * Where an in-person session meets: the slot's own location, else the teacher's office location (the
 * profile's office hours), else '' (to be confirmed by the teacher). The server applies it when it
 * stores a booked appointment's place; the slot picker applies it to a slot before booking.
 */
export function inPersonLocation(
  slotLocation: string | null | undefined,
  officeLocation: string | null | undefined,
): string {
  return slotLocation?.trim() || officeLocation?.trim() || '';
}

/** A slot's place with the office location filled in where the slot names none. */
export function slotPlaceAtOffice(place: SlotPlace, officeLocation: string | null | undefined): SlotPlace {
  if (place.kind === 'online') return place;
  return { kind: 'in_person', location: inPersonLocation(place.location, officeLocation) };
}

/**
 * The short label of a place, on slots, cards and mails: an in-person place always says where, or
 * that the teacher has still to say.
 */
export function placeSummary(place: { kind: MeetingKind; location?: string } | null | undefined): string {
  if (!place) return meetingPlaceTexts.inPerson;
  if (place.kind === 'online') return meetingPlaceTexts.online;
  const location = place.location?.trim() ?? '';
  return location === '' ? meetingPlaceTexts.inPersonToBeConfirmed : meetingPlaceTexts.inPersonAt(location);
}

/** One line for mails and calendar entries: the location, or the link of an online session. */
export function placeLine(place: AppointmentPlace): string {
  return place.kind === 'online' ? meetingPlaceTexts.onlineVia(new URL(place.url).host) : placeSummary(place);
}

/** Reads a stored place (from Firestore data), refusing anything malformed. */
export function appointmentPlaceFromData(data: unknown): AppointmentPlace | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (record.kind === 'in_person') {
    return { kind: 'in_person', location: typeof record.location === 'string' ? record.location : '' };
  }
  if (record.kind === 'online' && typeof record.url === 'string') {
    const provider = (record.provider as MeetingProvider | undefined) ?? 'jitsi';
    return { kind: 'online', url: record.url, provider };
  }
  return null;
}

export function slotPlaceFromData(data: unknown): SlotPlace | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (record.kind === 'online') return { kind: 'online' };
  if (record.kind === 'in_person') {
    return { kind: 'in_person', location: typeof record.location === 'string' ? record.location : '' };
  }
  return null;
}
