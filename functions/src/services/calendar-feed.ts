// A person's private calendar subscription: the secret address (made on first ask, replaced on rotate)
// and the feed it serves. One feed document per person keyed by uid; the address is found by its token
// with an equality query (one document), then the person's own appointments in the window through the
// (personId, status, dateTime) index: the reads depend on that person's sessions, never on the college.

import { createHash } from 'node:crypto';
import {
  appointmentPlaceFromData,
  calendarFeedPath,
  FEED_FUTURE_MS,
  FEED_MAX_EVENTS,
  FEED_PAST_MS,
} from '@appointments/domain';
import type { CalendarFeedDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { appointmentsCollection } from '../data/appointments';
import { calendarFeedRef, calendarFeedsCollection } from '../data/calendar-feeds';
import { appointmentPlaceRef } from '../data/places';
import { db } from '../lib/firebase';
import { appOriginParam } from '../lib/mail-params';
import { newSecretToken } from '../lib/secret-token';
import { appointmentEventDetails } from '../notifications/calendar-download';
import { addAppointmentEvent, productCalendar } from '../notifications/calendar-invite';

export type FeedRole = 'student' | 'teacher';

const feedUrl = (token: string) => `${appOriginParam.value()}${calendarFeedPath(token)}`;

/** The person's address, made on the first ask (a transaction: two first asks agree on one token). */
export async function feedAddress(uid: string, role: FeedRole, now: Date): Promise<string> {
  const ref = calendarFeedRef(uid);
  const existing = (await ref.get()).data();
  if (existing) return feedUrl(existing.token);
  const token = await db().runTransaction(async (transaction) => {
    const fresh = (await transaction.get(ref)).data();
    if (fresh) return fresh.token;
    const made: CalendarFeedDocument = { role, token: newSecretToken(), createdAt: Timestamp.fromDate(now) };
    transaction.set(ref, made);
    return made.token;
  });
  return feedUrl(token);
}

/** A new address; the old one answers 404 from this moment. */
export async function rotateFeedAddress(uid: string, role: FeedRole, now: Date): Promise<string> {
  const made: CalendarFeedDocument = { role, token: newSecretToken(), createdAt: Timestamp.fromDate(now) };
  await calendarFeedRef(uid).set(made);
  return feedUrl(made.token);
}

export interface FeedFile {
  body: string;
  etag: string;
  lastModified: Date;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed behind `token`, or null when no active account has that address (the caller answers 404). */
export async function feedFile(token: string, now: Date): Promise<FeedFile | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await calendarFeedsCollection().where('token', '==', token).limit(1).get();
  const feed = found.docs[0];
  if (!feed) return null;
  const { role, createdAt } = feed.data();
  const uid = feed.id;
  const [account, appointments] = await Promise.all([
    (role === 'student' ? studentRef(uid) : teacherRef(uid)).get(),
    appointmentsCollection()
      .where(`${role}Id`, '==', uid)
      .where('status', 'in', ['approved', 'canceled'])
      .where('dateTime', '>=', Timestamp.fromMillis(now.getTime() - FEED_PAST_MS))
      .where('dateTime', '<=', Timestamp.fromMillis(now.getTime() + FEED_FUTURE_MS))
      .orderBy('dateTime')
      .limit(FEED_MAX_EVENTS)
      .get(),
  ]);
  // A suspended or deleted account's calendar stops with it.
  if (account.get('isApproved') !== true) return null;
  const listed = appointments.docs.filter((snapshot) => isListed(snapshot.data(), now));
  const places =
    listed.length === 0
      ? []
      : await db().getAll(...listed.map((snapshot) => appointmentPlaceRef(snapshot.id)));
  const calendar = productCalendar('PUBLISH');
  let lastModified = createdAt.toMillis();
  listed.forEach((snapshot, index) => {
    const stored = snapshot.data();
    const place = appointmentPlaceFromData((places[index] as DocumentSnapshot | undefined)?.data());
    const updatedAt = stored.updatedAt.toMillis();
    lastModified = Math.max(lastModified, updatedAt);
    addAppointmentEvent(calendar, appointmentEventDetails({ id: snapshot.id, ...stored, place }, role), {
      canceled: stored.status === 'canceled',
      stamp: new Date(updatedAt),
    });
  });
  const body = calendar.toString();
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    // HTTP dates have whole seconds; a change within the same second still changes the ETag.
    lastModified: new Date(Math.floor(lastModified / 1000) * 1000),
  };
}

/** Approved sessions, and those called off in the last 30 days (shown as CANCELLED). */
function isListed(
  appointment: {
    status: string;
    canceledAt: { toMillis(): number } | null;
    approvedAt: { toMillis(): number } | null;
  },
  now: Date,
): boolean {
  if (appointment.status === 'approved') return true;
  // A request declined before approval was never in anyone's calendar.
  return (
    appointment.status === 'canceled' &&
    appointment.approvedAt !== null &&
    appointment.canceledAt !== null &&
    appointment.canceledAt.toMillis() >= now.getTime() - FEED_PAST_MS
  );
}
