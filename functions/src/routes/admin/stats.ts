import type { AdminDashboardStats } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { accountCounters } from '../../services/account-counters';

/**
 * The figures from the two role counters (services/account-counters.ts), two document reads whatever the
 * college's size. The appointment figures are the sums of every student's appointment counters, which every
 * write that creates, moves or deletes an appointment keeps in its own transaction
 * (data/appointment-counters.ts); every appointment has exactly one student. `?fresh=true` (the panel saw an
 * account change, or Refresh) counts now instead, for a write the trigger may not have counted yet.
 */
export async function adminStats(req: Request, res: Response) {
  const [students, teachers] = await accountCounters(['student', 'teacher'], req.query.fresh === 'true');
  if (!students || !teachers) throw new Error('account counters missing');
  const appointments = students.appointments ?? { total: 0, completed: 0, pending: 0 };
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
