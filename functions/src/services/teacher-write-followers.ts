// What follows every write to a teacher document, in one trigger rather than three: each booking, decision or
// slot change writes the teacher's counters, and three functions on the same document were three invocations
// per write (three worker processes at once on the local stack), most of them finding nothing to do.
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Embedder } from '../matching/embedder';
import { matchingTouched, refreshProfileEmbedding } from '../matching/profile-embedding';
import { counterTouched, refreshAccountCounter } from './account-counters';
import { departmentsTouched, recountTeacherDepartments } from './teacher-departments';
import { nextSlotTouched, refreshNextSlotAt } from './teacher-next-slot';

export interface TeacherWrite {
  teacherId: string;
  before?: DocumentSnapshot;
  after?: DocumentSnapshot;
  /** The event's time, to the nanosecond (account-counters.ts says why). */
  writtenAt: Timestamp;
}

/**
 * Keeps, for one teacher write: the matching document (`teacherMatching/{id}`: the profile's embedding and the
 * mirrored approval; docs/architecture.md, "Matching"), the per-department counts of approved teachers
 * (`teacherDepartments`), the teachers' role counter (`accountCounters/teachers`) and the card's `nextSlotAt`
 * (services/teacher-next-slot.ts), each only when the write's own snapshots say it can have moved. Only the
 * last writes the teacher document, and only when its slot times moved their earliest; the event that write
 * causes finds the field current, so it stops there. The counts are recounts, safe to repeat, and a failed
 * one fails the call so the event is delivered again; a failed embedding only is logged (the next profile
 * write embeds again), so an embedding service that is down does not keep the counts' retries going.
 */
export async function followTeacherWrite(write: TeacherWrite, embedder: () => Embedder): Promise<void> {
  const { teacherId, before, after, writtenAt } = write;
  const departments = departmentsTouched(before, after);
  const [embedding, ...counts] = await Promise.allSettled([
    matchingTouched(before, after)
      ? Promise.resolve().then(() => refreshProfileEmbedding(teacherId, after, embedder()))
      : undefined,
    departments.length > 0 ? recountTeacherDepartments(departments, writtenAt.toDate()) : undefined,
    counterTouched(before, after) ? refreshAccountCounter('teacher', writtenAt) : undefined,
    nextSlotTouched(after) ? refreshNextSlotAt(after.ref) : undefined,
  ]);
  if (embedding.status === 'rejected')
    logger.error('The teacher profile was not embedded', { teacherId, error: String(embedding.reason) });
  const failed = counts.find((count) => count.status === 'rejected');
  if (failed) throw failed.reason;
}
