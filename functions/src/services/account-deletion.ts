import { apiErrorMessages, collections, displayStatus } from '@appointments/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { accountRef, studentRef, teacherPrivateRef, teacherRef } from '../data/accounts';
import { addDeltas, counterDeltas, type Deltas } from '../data/appointment-counters';
import { addToAppointmentTotals, withdrawnCounters } from '../data/appointment-totals';
import { type AuditActor, recordAudit } from '../data/audit-log';
import { FeedMonthChanges } from '../data/calendar-feed-months';
import { converters } from '../data/converters';
import { InsightRollupChanges } from '../data/insight-rollups';
import { PendingUpdates } from '../data/pending-updates';
import { appointmentPlaceRef } from '../data/places';
import { sessionNotesRef } from '../data/session-notes';
import { notFound } from '../http/api-error';
import { auth, bucket, db } from '../lib/firebase';
import { teacherMatchingRef } from '../matching/profile-embedding';
import { moveStudentCounter, readStudentCounter } from './account-counters';

export type DeletableRole = 'student' | 'teacher';

export interface DeletionSummary {
  name: string;
  appointments: number;
  ratings: number;
  conversations: number;
}

async function docsWhere(transaction: Transaction, collection: string, field: string, uid: string) {
  return (await transaction.get(db().collection(collection).where(field, '==', uid))).docs;
}

/** A student's ratings leave: each rated teacher's sum, count and average are recomputed. */
function withdrawRatings(ratings: DocumentSnapshot[], teachers: DocumentSnapshot[], updates: PendingUpdates) {
  ratings.forEach((rating, index) => {
    const teacher = teachers[index];
    if (!teacher?.exists) return;
    const totalRatings = Math.max(0, Number(teacher.get('totalRatings') ?? 0) - 1);
    const ratingSum = Math.max(0, Number(teacher.get('ratingSum') ?? 0) - Number(rating.get('rating') ?? 0));
    const averageRating = totalRatings === 0 ? 0 : Math.round((ratingSum / totalRatings) * 100) / 100;
    updates.set(teacher.ref, { totalRatings, ratingSum, averageRating });
  });
}

/**
 * Deletes a student or teacher everywhere: profile (a teacher's matching document too), appointments (the other side's counters
 * follow), ratings (averages recomputed), conversations, booked-student marks, slots, picture
 * and Auth user, with an audit-log entry. The Firestore part is one transaction, whole or not at
 * all. The Auth user is disabled first so the account cannot act meanwhile, and re-enabled if the
 * transaction fails. An account that does not exist (or that a concurrent deletion took first) is missing.
 */
export async function deleteAccount(
  role: DeletableRole,
  uid: string,
  actor: AuditActor,
  now: Date,
): Promise<DeletionSummary> {
  const missing = () =>
    notFound(role === 'student' ? apiErrorMessages.studentNotFound : apiErrorMessages.teacherNotFound);
  const profileRef = accountRef(role, uid);
  if (!(await profileRef.get()).exists) throw missing();

  await auth()
    .updateUser(uid, { disabled: true })
    .catch(() => undefined);
  await auth()
    .revokeRefreshTokens(uid)
    .catch(() => undefined);

  const ownField = role === 'student' ? 'studentId' : 'teacherId';
  let conversations: DocumentReference[] = [];
  let summary: DeletionSummary | undefined;
  try {
    summary = await db().runTransaction(async (transaction) => {
      const profile = await transaction.get(profileRef);
      // A concurrent deletion got here first: nothing left to delete, nothing to record.
      if (!profile.exists) return undefined;
      const studentCounter = role === 'student' ? await readStudentCounter(transaction) : null;
      const appointments = await docsWhere(transaction, collections.appointments, ownField, uid);
      const ratings = await docsWhere(transaction, collections.ratings, ownField, uid);
      const threads = await docsWhere(transaction, collections.conversations, ownField, uid);
      const ratedTeachers =
        role === 'student' && ratings.length > 0
          ? await transaction.getAll(...ratings.map((rating) => teacherRef(String(rating.get('teacherId')))))
          : [];
      const bookedMarks =
        role === 'student'
          ? (
              await transaction.get(
                db().collectionGroup(collections.teacherStudents).where('studentId', '==', uid),
              )
            ).docs
          : [];
      const teacherSubcollections =
        role === 'teacher'
          ? [
              ...(await transaction.get(teacherRef(uid).collection(collections.slots))).docs,
              ...(await transaction.get(teacherRef(uid).collection(collections.teacherStudents))).docs,
            ]
          : [];

      const updates = new PendingUpdates();
      // What leaves the college's appointment totals: a student's counters go with the student; a teacher's
      // appointments move each of their students' counters.
      const leavingTotals: Deltas = role === 'student' ? withdrawnCounters(profile) : {};
      for (const appointment of appointments) {
        const deltas = counterDeltas(displayStatus(appointment.get('status') as string), undefined);
        if (role === 'student')
          updates.increment(teacherRef(String(appointment.get('teacherId'))), deltas.teacher);
        else {
          updates.increment(studentRef(String(appointment.get('studentId'))), deltas.student);
          addDeltas(leavingTotals, deltas.student);
        }
      }
      addToAppointmentTotals(transaction, leavingTotals);
      const rollups = new InsightRollupChanges();
      for (const appointment of appointments)
        rollups.add(converters.appointment.fromFirestore(appointment), undefined);
      rollups.apply(transaction);
      // The sessions leave the other person's calendar feed (and this person's, which nobody reads again).
      const feed = new FeedMonthChanges();
      for (const appointment of appointments)
        feed.move(appointment.id, converters.appointment.fromFirestore(appointment), undefined);
      feed.apply(transaction);
      for (const mark of bookedMarks) {
        const teacher = mark.ref.parent.parent;
        if (teacher) updates.increment(teacher, { 'stats.totalStudents': -1 });
      }
      withdrawRatings(ratings, ratedTeachers, updates);
      updates.apply(transaction, new Set([profileRef.path]));

      for (const doc of [...appointments, ...ratings, ...threads, ...bookedMarks, ...teacherSubcollections]) {
        transaction.delete(doc.ref);
      }
      for (const appointment of appointments) {
        transaction.delete(appointmentPlaceRef(appointment.id));
        transaction.delete(sessionNotesRef(appointment.id, String(appointment.get('teacherId'))));
      }
      transaction.delete(profileRef);
      if (studentCounter) {
        const pending = profile.get('isApproved') === true ? 0 : -1;
        moveStudentCounter(transaction, studentCounter, { total: -1, pending });
      }
      if (role === 'teacher') {
        transaction.delete(teacherPrivateRef(uid));
        // The trigger would remove it after the card goes too; deleting it here leaves no moment in which
        // the search still finds a deleted teacher.
        transaction.delete(teacherMatchingRef(uid));
      }

      const result: DeletionSummary = {
        name: String(profile.get('name') ?? ''),
        appointments: appointments.length,
        ratings: ratings.length,
        conversations: threads.length,
      };
      recordAudit(transaction, {
        action: 'delete-account',
        actor,
        at: now,
        target: { role, id: uid, name: result.name, email: String(profile.get('email') ?? '') },
        details: {
          appointments: result.appointments,
          ratings: result.ratings,
          conversations: result.conversations,
        },
      });
      conversations = threads.map((thread) => thread.ref);
      return result;
    });
  } catch (error) {
    await auth()
      .updateUser(uid, { disabled: false })
      .catch(() => undefined);
    throw error;
  }
  if (!summary) throw missing();
  await removeLeftovers(uid, conversations);
  return summary;
}

/**
 * What a transaction cannot hold: message subcollections (unbounded), reset links, push devices and Storage objects. All
 * are unreachable once the profile is gone, and deleting them again is harmless.
 */
async function removeLeftovers(uid: string, conversations: DocumentReference[]) {
  for (const conversation of conversations) await db().recursiveDelete(conversation);
  // Reset links of a deleted account must not outlive it (their TTL would remove them later anyway).
  const resets = await db().collection(collections.passwordResets).where('uid', '==', uid).get();
  await Promise.all(resets.docs.map((reset) => reset.ref.delete()));
  // Nor the web push tokens of the person's browsers.
  const devices = await db().collection(collections.pushDevices).where('uid', '==', uid).get();
  await Promise.all(devices.docs.map((device) => device.ref.delete()));
  await bucket()
    .deleteFiles({ prefix: `profile-pictures/${uid}/` })
    .catch((error: unknown) => console.warn('Could not delete profile pictures of', uid, error));
  await auth().deleteUser(uid);
}
