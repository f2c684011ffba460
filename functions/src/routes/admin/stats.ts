import type { AdminDashboardStats } from '@appointments/domain';
import type { Request, Response } from 'express';
import { appointmentTotals } from '../../data/appointment-totals';
import { sendData } from '../../http/respond';
import { accountCounters } from '../../services/account-counters';

/**
 * The figures from the two role counters (services/account-counters.ts) and the appointment totals' shards
 * (data/appointment-totals.ts), a few document reads whatever the college's size. The appointment totals are
 * exact at every commit; `?fresh=true` (the panel saw an account change, or Refresh) counts the accounts now,
 * for a write the trigger may not have counted yet.
 */
export async function adminStats(req: Request, res: Response) {
  const [[students, teachers], appointments] = await Promise.all([
    accountCounters(['student', 'teacher'], req.query.fresh === 'true'),
    appointmentTotals(),
  ]);
  if (!students || !teachers) throw new Error('account counters missing');
  const stats: AdminDashboardStats = {
    totalStudents: students.total,
    approvedStudents: students.total - students.pending,
    totalTeachers: teachers.total,
    activeTeachers: teachers.total - teachers.pending,
    totalAppointments: appointments.total,
    completedAppointments: appointments.completed,
    pendingAppointments: appointments.pending,
    pendingApprovals: students.pending + teachers.pending,
    breakdown: { pendingStudents: students.pending, pendingTeachers: teachers.pending },
  };
  sendData(res, stats);
}
