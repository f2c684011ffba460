// Hundreds of accounts awaiting approval at once, each with an Auth user (claims `approved: false`) and the
// document registration writes, built by the functions' own document builders: what a bulk decision acts on.
import { rebuildAccountCounters } from '@appointments/functions/backfill';
import { newStudentDocument, newTeacherDocuments } from '@appointments/functions/seed';
import { adminAuth, adminDb, storedDoc } from './admin';

/** Auth's import takes at most 1,000 users per call. */
const IMPORT_SIZE = 1000;

export interface PendingAccounts {
  ids: string[];
  emails: string[];
}

/** `count` pending accounts of the role whose names all carry `tag` as a word. */
export async function pendingAccounts(
  role: 'student' | 'teacher',
  tag: string,
  count: number,
): Promise<PendingAccounts> {
  const ids = Array.from({ length: count }, (_, i) => `${tag}-${role[0]}${i}`);
  const emails = ids.map((id) => `${id.toLowerCase()}@college.test`);
  for (let start = 0; start < count; start += IMPORT_SIZE) {
    const result = await adminAuth.importUsers(
      ids.slice(start, start + IMPORT_SIZE).map((uid, offset) => ({
        uid,
        email: emails[start + offset],
        customClaims: { role, approved: false },
      })),
    );
    if (result.failureCount > 0) throw new Error(`Auth import failed: ${JSON.stringify(result.errors[0])}`);
  }
  const writer = adminDb.bulkWriter();
  const now = new Date();
  ids.forEach((uid, i) => {
    const account = { uid, name: `Bulk ${role} ${i} ${tag}`, email: emails[i] ?? '', isApproved: false, now };
    if (role === 'student') {
      void writer.set(storedDoc.student(uid), newStudentDocument(account));
    } else {
      const teacher = newTeacherDocuments({
        ...account,
        department: 'Physics',
        subject: 'Optics',
        phone: '',
      });
      void writer.set(storedDoc.teacher(uid), teacher.card);
      void writer.set(storedDoc.teacherPrivate(uid), teacher.private);
    }
  });
  await writer.close();
  // Written around the API, so no account write's transaction moved the role counters: rebuilt, as the seed does.
  await rebuildAccountCounters();
  return { ids, emails };
}
