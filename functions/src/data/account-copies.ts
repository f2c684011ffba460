import {
  type DocumentReference,
  FieldPath,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { studentRef, teacherRef } from './accounts';
import { appointmentsCollection } from './appointments';
import { FeedMonthChanges } from './calendar-feed-months';
import { converters } from './converters';
import { InsightRollupChanges } from './insight-rollups';

type CopiedRole = 'student' | 'teacher';

/** The account fields each appointment keeps a copy of, by role (the picture is kept by the upload). */
const copiedFields: Record<CopiedRole, readonly string[]> = {
  teacher: ['name', 'subject', 'department'],
  student: ['name', 'email'],
};

const pageSize = 400;

/** What the feed's copy needs to find an appointment's entry. */
const FEED_KEYS = ['studentId', 'teacherId', 'status', 'approvedAt', 'dateTime'] as const;

function feedKeysOf(appointment: QueryDocumentSnapshot) {
  return {
    studentId: String(appointment.get('studentId')),
    teacherId: String(appointment.get('teacherId')),
    status: String(appointment.get('status')),
    approvedAt: (appointment.get('approvedAt') as Timestamp | null | undefined) ?? null,
    dateTime: appointment.get('dateTime') as Timestamp,
  };
}

/** The names the feed's entries copy: the teacher's name; the student's name and email. */
function feedNames(role: CopiedRole, values: Record<string, string>): Record<string, string> {
  if (role === 'teacher') return { teacherName: values.name ?? '' };
  return { studentName: values.name ?? '', studentEmail: values.email ?? '' };
}

export function copiedFieldsChanged(
  role: CopiedRole,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): boolean {
  return copiedFields[role].some((field) => before[field] !== after[field]);
}

/**
 * Brings every appointment's copy of an account's name (and a teacher's subject and department) up
 * to the account's current values. Paged by document id, 400 writes per batch, so thousands of
 * appointments never make one oversized write; each page re-reads the account, so of two quick
 * renames the later one wins on every page. Idempotent: appointments whose copy is already current
 * are not written. Called in the request that changes the profile; a Firestore trigger on the
 * account document can call it unchanged. Returns the number of appointments written.
 */
export async function refreshAccountCopies(role: CopiedRole, uid: string): Promise<number> {
  const account = role === 'teacher' ? teacherRef(uid) : studentRef(uid);
  const fields = copiedFields[role];
  let written = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = appointmentsCollection()
      .where(`${role}Id`, '==', uid)
      .orderBy(FieldPath.documentId())
      // The feed entry's place and month: only an appointment with an entry has its names copied there.
      .select(...fields.map((field) => `${role}.${field}`), ...FEED_KEYS)
      .limit(pageSize);
    if (after) query = query.startAfter(after);
    const [page, current] = await Promise.all([query.get(), account.get()]);
    if (!current.exists) return written;
    const values = Object.fromEntries(fields.map((field) => [field, current.get(field) ?? '']));
    if (role === 'teacher' && page.docs.some((doc) => doc.get('teacher.department') !== values.department)) {
      written += await moveDepartment(
        page.docs.map((doc) => doc.ref),
        values as Record<string, string>,
      );
      after = page.docs.at(-1);
      if (page.size < pageSize) return written;
      continue;
    }
    const batch = db().batch();
    const feed = new FeedMonthChanges();
    let changed = 0;
    for (const appointment of page.docs) {
      const stale = fields.filter((field) => appointment.get(`${role}.${field}`) !== values[field]);
      if (stale.length === 0) continue;
      batch.update(
        appointment.ref,
        Object.fromEntries(stale.map((field) => [`${role}.${field}`, values[field]])),
      );
      feed.rename(appointment.id, feedKeysOf(appointment), feedNames(role, values));
      changed += 1;
    }
    feed.applyTo(batch);
    if (changed > 0) await batch.commit();
    written += changed;
    after = page.docs.at(-1);
    if (page.size < pageSize) return written;
  }
}

/**
 * A page of a teacher's appointments whose department changes: in a transaction, since the insights' rollups
 * (data/insight-rollups.ts) move each appointment from the old department to the new one with it.
 */
async function moveDepartment(refs: DocumentReference[], values: Record<string, string>): Promise<number> {
  return db().runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(
      ...refs.map((ref) => ref.withConverter(converters.appointment)),
    );
    const rollups = new InsightRollupChanges();
    const feed = new FeedMonthChanges();
    let changed = 0;
    for (const snapshot of snapshots) {
      const stored = snapshot.data();
      if (!stored) continue;
      const stale = copiedFields.teacher.filter(
        (field) => stored.teacher[field as keyof typeof stored.teacher] !== values[field],
      );
      if (stale.length === 0) continue;
      transaction.update(
        snapshot.ref,
        Object.fromEntries(stale.map((field) => [`teacher.${field}`, values[field]])),
      );
      rollups.add(stored, {
        ...stored,
        teacher: {
          ...stored.teacher,
          name: values.name ?? '',
          subject: values.subject ?? '',
          department: values.department ?? '',
        },
      });
      feed.rename(snapshot.id, stored, feedNames('teacher', values));
      changed += 1;
    }
    rollups.apply(transaction);
    feed.apply(transaction);
    return changed;
  });
}
