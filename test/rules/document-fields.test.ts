// The fields a client may read and write, against the stored documents' schemas (packages/domain/src/documents).
// firestore.rules grants reads of whole documents and no write at all, so the claim is: every document kind the
// rules open to a client reads, for the role allowed, exactly the fields its schema names (nothing missing,
// nothing more), and no client, not even that reader, may write a document of the kind, even one its schema
// accepts. The teacher's card, which students read, names none of the private part's fields.
import { appointmentPlaceDoc, collections, teacherPrivateDoc } from '@appointments/domain';
import {
  adminDocument,
  appointmentDocument,
  appointmentPlaceDocument,
  bookedStudentDocument,
  buildDocument,
  conversationDocument,
  messageDocument,
  notificationDocument,
  pushDeviceDocument,
  ratingDocument,
  readDocument,
  slotDocument,
  studentDocument,
  teacherCardDocument,
  teacherDepartmentDocument,
  teacherPrivateDocument,
} from '@appointments/domain/documents';
import { startEmulator } from '@appointments/emulator';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDoc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Schema = Parameters<typeof readDocument>[0];
type Reader = 'studentA' | 'teacherT' | 'admin1';

const at = Timestamp.fromDate(new Date('2030-03-04T04:30:00.000Z'));
const people = { studentId: 'studentA', teacherId: 'teacherT' };

interface ExposedKind {
  name: string;
  path: string;
  /** A role the rules let read it. */
  reader: Reader;
  schema: Schema;
  /** The document, before the schema's defaults. */
  fields: Record<string, unknown>;
}

const exposed: ExposedKind[] = [
  {
    name: 'student',
    path: `${collections.students}/studentA`,
    reader: 'studentA',
    schema: studentDocument,
    fields: { name: 'Asha', email: 'asha@college.test', isApproved: true, createdAt: at },
  },
  {
    name: 'teacher card',
    path: `${collections.teachers}/teacherT`,
    reader: 'studentA',
    schema: teacherCardDocument,
    fields: { name: 'Meera', isApproved: true, createdAt: at, slotTimes: [at] },
  },
  {
    name: 'teacher private part',
    path: `${collections.teachers}/teacherT/${collections.teacherPrivate}/${teacherPrivateDoc}`,
    reader: 'teacherT',
    schema: teacherPrivateDocument,
    fields: { phone: '9876543210', employeeId: 'E1', lastLogin: at },
  },
  {
    name: 'slot',
    path: `${collections.teachers}/teacherT/${collections.slots}/s1`,
    reader: 'studentA',
    schema: slotDocument,
    fields: {
      teacherId: 'teacherT',
      dateTime: at,
      createdAt: at,
      durationMinutes: 30,
      seriesId: null,
      place: { kind: 'in_person', location: 'Lab 2' },
    },
  },
  {
    name: 'booked student',
    path: `${collections.teachers}/teacherT/${collections.teacherStudents}/studentA`,
    reader: 'teacherT',
    schema: bookedStudentDocument,
    fields: { studentId: 'studentA', firstBookedAt: at },
  },
  {
    name: 'department count',
    path: `${collections.teacherDepartments}/optics`,
    reader: 'studentA',
    schema: teacherDepartmentDocument,
    fields: { name: 'Optics', count: 1, asOf: at },
  },
  {
    name: 'appointment',
    path: `${collections.appointments}/a1`,
    reader: 'studentA',
    schema: appointmentDocument,
    fields: { ...people, status: 'pending', dateTime: at, createdAt: at, updatedAt: at, placeKind: 'online' },
  },
  {
    name: 'appointment place',
    path: `${collections.appointments}/a1/${collections.appointmentPrivate}/${appointmentPlaceDoc}`,
    reader: 'teacherT',
    schema: appointmentPlaceDocument,
    fields: { ...people, kind: 'online', url: 'https://meet.jit.si/0123456789abcdef', provider: 'jitsi' },
  },
  {
    name: 'rating',
    path: `${collections.ratings}/teacherT_studentA`,
    reader: 'teacherT',
    schema: ratingDocument,
    fields: { ...people, rating: 5, review: 'Clear', ratedAt: at, createdAt: at },
  },
  {
    name: 'conversation',
    path: `${collections.conversations}/studentA_teacherT`,
    reader: 'studentA',
    schema: conversationDocument,
    fields: { ...people, lastMessage: 'Hello', lastMessageAt: at, lastSenderModel: 'student' },
  },
  {
    name: 'message',
    path: `${collections.conversations}/studentA_teacherT/${collections.messages}/m1`,
    reader: 'teacherT',
    schema: messageDocument,
    fields: {
      content: 'Hello',
      senderId: 'studentA',
      senderModel: 'student',
      receiverId: 'teacherT',
      sentAt: at,
    },
  },
  {
    name: 'notification',
    path: `${collections.notifications}/n1`,
    reader: 'studentA',
    schema: notificationDocument,
    fields: {
      to: 'asha@college.test',
      kind: 'decisions',
      title: 'Your appointment is approved',
      body: 'Meera approved your appointment.',
      link: '/student/dashboard',
      createdAt: at,
      readAt: null,
      expireAt: at,
    },
  },
  {
    name: 'admin',
    path: `${collections.admins}/admin1`,
    reader: 'admin1',
    schema: adminDocument,
    fields: { name: 'Admin', email: 'admin@college.test', createdAt: at },
  },
];

let env: RulesTestEnvironment;
let stopEmulator: () => Promise<void>;

function dbOf(reader: Reader): Firestore {
  const claims =
    reader === 'admin1'
      ? { role: 'admin', approved: true }
      : reader === 'studentA'
        ? { role: 'student', approved: true, email: 'asha@college.test' }
        : { role: 'teacher', approved: true };
  return env.authenticatedContext(reader, claims).firestore() as unknown as Firestore;
}

/** Plain data for comparison: Timestamps as their millis. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value instanceof Timestamp) return { millis: value.toMillis() };
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  }
  return value;
}

const shapeKeys = (schema: Schema) => Object.keys((schema as unknown as { shape: object }).shape).sort();

beforeAll(async () => {
  const emulator = await startEmulator({
    host: '127.0.0.1',
    port: 0,
    quiet: true,
    securityRules: true,
    storagePort: false,
  });
  stopEmulator = emulator.stop;
  const { readFileSync } = await import('node:fs');
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-fields',
    firestore: { host: '127.0.0.1', port: emulator.port, rules },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    // The teacher reads as an active teacher only while their card says approved (the rules look it up).
    for (const kind of exposed) await setDoc(doc(db, kind.path), buildDocument(kind.schema, kind.fields));
  });
});

afterAll(async () => {
  await env?.cleanup();
  await stopEmulator?.();
});

describe('the fields a client may read and write, against the schemas', () => {
  for (const kind of exposed) {
    it(`${kind.name}: its reader reads exactly the schema's fields, and nobody writes it`, async () => {
      const db = dbOf(kind.reader);
      const snapshot = await assertSucceeds(getDoc(doc(db, kind.path)));
      const data = snapshot.data();
      // Strictly through the schema: an unknown field would be dropped and a missing one defaulted.
      expect(comparable(readDocument(kind.schema, data, kind.path))).toEqual(comparable(data));
      expect(comparable(data)).toEqual(comparable(buildDocument(kind.schema, kind.fields)));

      const whole = buildDocument(kind.schema, kind.fields) as Record<string, unknown>;
      await assertFails(setDoc(doc(db, kind.path), whole));
      await assertFails(setDoc(doc(db, `${kind.path}-copy`), whole));
      await assertFails(updateDoc(doc(db, kind.path), { [Object.keys(whole)[0] ?? 'name']: 'changed' }));
      await assertFails(setDoc(doc(dbOf('admin1'), `${kind.path}-by-admin`), whole));
    });
  }

  it('a push device, built through its schema, is read and written by nobody, its own person included', async () => {
    const path = `${collections.pushDevices}/d1`;
    const device = buildDocument(pushDeviceDocument, {
      uid: 'studentA',
      email: 'asha@college.test',
      token: 'fcm-registration-token',
      createdAt: at,
      registeredAt: at,
    });
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, path), device);
    });
    for (const reader of ['studentA', 'admin1'] as const) {
      await assertFails(getDoc(doc(dbOf(reader), path)));
      await assertFails(setDoc(doc(dbOf(reader), path), device));
    }
  });

  it("the card students read names none of the private part's fields, and a slot no link", () => {
    const card = shapeKeys(teacherCardDocument);
    expect(card.filter((field) => shapeKeys(teacherPrivateDocument).includes(field))).toEqual([]);
    expect(() =>
      // A link on a slot is refused by its schema (students read slots); the cast is the point of the check.
      buildDocument(slotDocument, { dateTime: at, place: { kind: 'online', url: 'https://x' } as never }),
    ).toThrow();
  });
});
