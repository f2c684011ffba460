// A person's private calendar subscription: the secret address (made on first ask, replaced on rotate)
// and the feed it serves. One feed document per person keyed by uid; the address is found by its token
// with an equality query (one document), then the account and the person's feed months of the window
// (data/calendar-feed-months.ts, at most 8): the reads depend neither on the college nor on the person's load.

import { createHash } from 'node:crypto';
import {
  appointmentPlaceFromData,
  calendarFeedPath,
  FEED_FUTURE_MS,
  FEED_MAX_EVENTS,
  FEED_PAST_MS,
} from '@appointments/domain';
import type { CalendarFeedDocument, CalendarFeedMonthDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { calendarFeedMonthRef, feedMonthsBetween } from '../data/calendar-feed-months';
import { calendarFeedRef, calendarFeedsCollection } from '../data/calendar-feeds';
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
  const from = now.getTime() - FEED_PAST_MS;
  const until = now.getTime() + FEED_FUTURE_MS;
  const [account, ...months] = await db().getAll(
    role === 'student' ? studentRef(uid) : teacherRef(uid),
    ...feedMonthsBetween(from, until).map((month) => calendarFeedMonthRef(uid, month)),
  );
  // A suspended or deleted account's calendar stops with it.
  if (account?.get('isApproved') !== true) return null;
  const listed = months
    .flatMap((month) =>
      Object.entries((month as DocumentSnapshot<CalendarFeedMonthDocument>).data()?.events ?? {}),
    )
    .filter(([, entry]) => {
      const start = entry.dateTime.toMillis();
      return start >= from && start <= until && isListed(entry, now);
    })
    // The order the appointments' index gives: by start, then by id.
    .sort(
      ([a, first], [b, second]) => first.dateTime.toMillis() - second.dateTime.toMillis() || (a < b ? -1 : 1),
    )
    .slice(0, FEED_MAX_EVENTS);
  const calendar = productCalendar('PUBLISH');
  let lastModified = createdAt.toMillis();
  for (const [id, entry] of listed) {
    const updatedAt = entry.updatedAt.toMillis();
    lastModified = Math.max(lastModified, updatedAt);
    const facts = {
      id,
      dateTime: entry.dateTime,
      durationMinutes: entry.durationMinutes,
      purpose: entry.purpose,
      bookingType: '',
      teacher: { name: entry.teacherName },
      student: { name: entry.studentName, email: entry.studentEmail },
      place: appointmentPlaceFromData(entry.place),
    };
    addAppointmentEvent(calendar, appointmentEventDetails(facts, role), {
      canceled: entry.status === 'canceled',
      stamp: new Date(updatedAt),
    });
  }
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
