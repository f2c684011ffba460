// Every kind of stored document, written by the product's own code paths (registration's builders, a booking,
// a decision and its notices, a message, a rating, office hours, a deletion, the counters' triggers, a reset link, a rate limit)
// to the emulator, then read back raw and checked against its schema: strictly (no field the schema does not
// name, none of the wrong type) and without its defaults (nothing the schema would fill in was missing).
import { collections, createOfficeHoursSchema } from '@appointments/domain';
import {
  accountCounterDocument,
  appointmentDocument,
  appointmentPlaceDocument,
  appointmentTotalsShardDocument,
  auditLogEntryDocument,
  bookedStudentDocument,
  bulkJobDocument,
  calendarFeedMonthDocument,
  conversationDocument,
  insightRollupDocument,
  mailDocument,
  messageDocument,
  notificationDocument,
  officeHoursSeriesDocument,
  passwordResetDocument,
  pushDeliveryDocument,
  pushDeviceDocument,
  rateLimitDocument,
  ratingDocument,
  readDocument,
  slotDocument,
  studentDocument,
  teacherCardDocument,
  teacherDepartmentDocument,
  teacherInsightRollupDocument,
  teacherMatchingDocument,
  teacherPrivateDocument,
  waitlistLevelsDocument,
} from '@appointments/domain/documents';
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherRef } from '../src/data/accounts';
import { stageResetToken } from '../src/data/password-resets';
import { consumeRateLimits } from '../src/lib/rate-limit';
import { lexicalEmbedder } from '../src/matching/lexical-embedder';
import { deliverPush } from '../src/notifications/deliver-push';
import { deleteAccount } from '../src/services/account-deletion';
import { createOfficeHours } from '../src/services/availability';
import { bookAppointment } from '../src/services/booking';
import { decideInBulk } from '../src/services/bulk-decisions';
import { sendMessage } from '../src/services/messages';
import { registerPushDevice } from '../src/services/push-devices';
import { rateTeacher } from '../src/services/rating';
import { createSelfRegisteredAccount } from '../src/services/registration';
import { decideAppointment } from '../src/services/teacher-decisions';
import { followTeacherWrite } from '../src/services/teacher-write-followers';
import { useServiceEmulator } from './support/emulator';
import {
  addSlot,
  addStudent,
  addTeacher,
  hoursAfter,
  registration,
  testAdmin,
  testNow,
} from './support/fixtures';

// Auth too: a deletion removes the account's Auth user.
const { db } = useServiceEmulator({ accounts: true });

type Schema = Parameters<typeof readDocument>[0];

const everySchema: Record<string, Schema> = {
  accountCounterDocument,
  appointmentDocument,
  appointmentPlaceDocument,
  appointmentTotalsShardDocument,
  auditLogEntryDocument,
  bookedStudentDocument,
  bulkJobDocument,
  conversationDocument,
  insightRollupDocument,
  mailDocument,
  messageDocument,
  notificationDocument,
  officeHoursSeriesDocument,
  passwordResetDocument,
  pushDeliveryDocument,
  pushDeviceDocument,
  rateLimitDocument,
  ratingDocument,
  slotDocument,
  studentDocument,
  teacherCardDocument,
  teacherDepartmentDocument,
  teacherInsightRollupDocument,
  teacherMatchingDocument,
  teacherPrivateDocument,
};

/**
 * The totals' shards and the insights' rollups are only ever incremented (a merge of the figures a write
 * moved), so they hold the figures moved so far: the others read as the schema's defaults. Every other kind
 * is written whole.
 */
const incrementedByDesign = new Set<Schema>([
  appointmentTotalsShardDocument,
  insightRollupDocument,
  teacherInsightRollupDocument,
]);

/** Which schema a stored document's path belongs to. */
function schemaOf(path: string): Schema {
  const segments = path.split('/');
  const [top] = segments;
  const sub = segments.length === 4 ? segments[2] : undefined;
  if (top === collections.teachers && sub === collections.teacherPrivate) return teacherPrivateDocument;
  if (top === collections.teachers && sub === collections.slots) return slotDocument;
  if (top === collections.teachers && sub === collections.officeHours) return officeHoursSeriesDocument;
  if (top === collections.teachers && sub === collections.teacherStudents) return bookedStudentDocument;
  if (top === collections.appointments && sub === collections.appointmentPrivate)
    return appointmentPlaceDocument;
  if (top === collections.conversations && sub === collections.messages) return messageDocument;
  const bySegment: Record<string, Schema> = {
    [collections.students]: studentDocument,
    [collections.teachers]: teacherCardDocument,
    [collections.appointments]: appointmentDocument,
    [collections.conversations]: conversationDocument,
    [collections.ratings]: ratingDocument,
    [collections.mail]: mailDocument,
    [collections.accountCounters]: accountCounterDocument,
    [collections.appointmentTotals]: appointmentTotalsShardDocument,
    [collections.insightRollups]: insightRollupDocument,
    [collections.teacherInsightRollups]: teacherInsightRollupDocument,
    [collections.calendarFeedMonths]: calendarFeedMonthDocument,
    [collections.teacherDepartments]: teacherDepartmentDocument,
    [collections.teacherMatching]: teacherMatchingDocument,
    [collections.passwordResets]: passwordResetDocument,
    [collections.rateLimits]: rateLimitDocument,
    [collections.auditLog]: auditLogEntryDocument,
    [collections.notifications]: notificationDocument,
    [collections.pushDevices]: pushDeviceDocument,
    [collections.pushDeliveries]: pushDeliveryDocument,
    [collections.bulkJobs]: bulkJobDocument,
  };
  if (path === `${collections.insightRollups}/waitlist-levels`) return waitlistLevelsDocument;
  const schema = segments.length === 2 && top ? bySegment[top] : undefined;
  if (!schema) throw new Error(`no schema for ${path}`);
  return schema;
}

/** Every document in the store, the subcollections' included. */
async function everyDocument(): Promise<QueryDocumentSnapshot<DocumentData>[]> {
  const found: QueryDocumentSnapshot<DocumentData>[] = [];
  const walk = async (collectionsHere: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collectionsHere) {
      const documents = await collection.get();
      for (const document of documents.docs) {
        found.push(document);
        await walk(await document.ref.listCollections());
      }
    }
  };
  await walk(await db().listCollections());
  return found;
}

/** Plain data for comparison: Timestamps and vectors as their millis and numbers. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object' && value !== null) {
    if ('toMillis' in value && typeof value.toMillis === 'function') return { millis: value.toMillis() };
    if ('toArray' in value && typeof value.toArray === 'function') return { vector: value.toArray() };
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  }
  return value;
}

const officeHours = createOfficeHoursSchema(() => testNow).parse({
  days: [0, 2],
  startTime: '10:00',
  endTime: '11:00',
  slotMinutes: 30,
  fromDate: '2030-03-05',
  untilDate: '2030-03-18',
  place: { kind: 'online' },
});

describe('stored documents', () => {
  it('are written by the product exactly as their schemas name them, every kind', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    await addStudent('s2');
    const slotTime = hoursAfter(48);
    await addSlot('t1', slotTime, 45);
    const booked = await bookAppointment(
      's1',
      {
        bookingType: 'slot_booking',
        teacherId: 't1',
        dateTime: slotTime.toISOString(),
        purpose: 'Lab report',
      },
      testNow,
    );
    await decideAppointment('t1', booked._id, 'approved', testNow);
    await bookAppointment(
      's2',
      {
        bookingType: 'custom_request',
        teacherId: 't1',
        dateTime: hoursAfter(72).toISOString(),
        purpose: 'Advice',
        place: { kind: 'online' },
      },
      testNow,
    );
    await createOfficeHours('t1', officeHours, testNow);
    await sendMessage(
      { uid: 's1', role: 'student' },
      { content: 'Hello', receiver: 't1', receiverModel: 'teacher' },
      testNow,
    );
    await rateTeacher('s1', { teacherId: 't1', rating: 5, review: 'Clear' }, hoursAfter(50));
    const teacherWrite = await teacherRef('t1').get();
    const writtenAt = teacherWrite.updateTime;
    if (!writtenAt) throw new Error('the teacher was not stored');
    await followTeacherWrite({ teacherId: 't1', after: teacherWrite, writtenAt }, () => lexicalEmbedder);
    const batch = db().batch();
    stageResetToken(batch, { uid: 's1', email: 's1@college.test' }, testNow);
    await batch.commit();
    await consumeRateLimits([{ limit: { scope: 'login', max: 10, windowMs: 60_000 }, key: 's1' }], testNow);
    const leaving = await createSelfRegisteredAccount(
      registration('student', 'leaving@college.test'),
      testNow,
    );
    await deleteAccount('student', leaving, testAdmin, testNow);
    // A bulk decision the admin's browser follows: its progress document (the id names nobody: nothing moves).
    await decideInBulk(
      'student',
      { action: 'suspend', ids: ['no-such-student'], jobId: 'job-round-trip-0001' },
      testAdmin,
      testNow,
    );
    // A device with web push on, and the push of the teacher's first notice to it.
    process.env.PUSH_ENABLED = 'true';
    process.env.PUSH_VAPID_KEY = 'BPublicKeyForTests';
    await registerPushDevice(
      { uid: 't1', email: 't1@college.test' },
      { token: `fcm-${'x'.repeat(40)}`, label: 'Phone' },
      testNow,
    );
    const notice = (
      await db().collection(collections.notifications).where('to', '==', 't1@college.test').get()
    ).docs[0];
    await deliverPush(
      notice?.id ?? '',
      { sendEach: async (messages) => messages.map(() => ({ kind: 'sent' as const })) },
      testNow,
    );
    delete process.env.PUSH_ENABLED;
    delete process.env.PUSH_VAPID_KEY;

    const documents = await everyDocument();
    const kinds = new Set(documents.map((document) => schemaOf(document.ref.path)));
    // Every schema has at least one document written by the calls above.
    const unwritten = Object.entries(everySchema).filter(([, schema]) => !kinds.has(schema));
    expect(unwritten.map(([name]) => name)).toEqual([]);
    for (const document of documents) {
      const schema = schemaOf(document.ref.path);
      const stored = comparable(document.data());
      const read = comparable(readDocument(schema, document.data(), document.ref.path));
      if (incrementedByDesign.has(schema))
        expect.soft(read, document.ref.path).toMatchObject(stored as object);
      else expect.soft(read, document.ref.path).toEqual(stored);
    }
    expect((await studentRef('s1').get()).data()?.stats.totalAppointments).toBe(1);
  });
});
