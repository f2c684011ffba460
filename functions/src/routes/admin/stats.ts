import type { AdminDashboardStats } from '@appointments/domain';
import { collections } from '@appointments/domain';
import type { Request, Response } from 'express';
import { AggregateField } from 'firebase-admin/firestore';
import { countOf } from '../../data/counting';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';

/** Integer sums come back as numbers; a field nobody has yet sums to null. */
const asCount = (value: number | null | undefined) => Number(value ?? 0);

/**
 * The figures from four aggregations, run together. Aggregations bill one read per 1,000 index entries
 * matched, so what is counted matters:
 * - the appointment figures are the sums of every student's appointment counters (`stats.totalAppointments`,
 *   `stats.completedSessions`, `stats.pendingRequests`), which every write that creates, moves or deletes an
 *   appointment keeps in its own transaction (data/appointment-counters.ts), and every appointment has
 *   exactly one student; one pass over the students instead of three over the (ten times larger)
 *   appointments;
 * - approval counts count the unapproved (the few) and derive the approved from the totals.
 */
export async function adminStats(_req: Request, res: Response) {
  const students = db().collection(collections.students);
  const teachers = db().collection(collections.teachers);
  const [studentFigures, pendingStudents, totalTeachers, pendingTeachers] = await Promise.all([
    students
      .aggregate({
        total: AggregateField.count(),
        appointments: AggregateField.sum('stats.totalAppointments'),
        completed: AggregateField.sum('stats.completedSessions'),
        pending: AggregateField.sum('stats.pendingRequests'),
      })
      .get()
      .then((snapshot) => snapshot.data()),
    countOf(students.where('isApproved', '==', false)),
    countOf(teachers),
    countOf(teachers.where('isApproved', '==', false)),
  ]);
  const totalStudents = studentFigures.total;
  const stats: AdminDashboardStats = {
    totalStudents,
    approvedStudents: totalStudents - pendingStudents,
    totalTeachers,
    activeTeachers: totalTeachers - pendingTeachers,
    totalAppointments: asCount(studentFigures.appointments),
    completedAppointments: asCount(studentFigures.completed),
    pendingAppointments: asCount(studentFigures.pending),
    pendingApprovals: pendingStudents + pendingTeachers,
    breakdown: { pendingStudents, pendingTeachers },
  };
  sendData(res, stats);
}
