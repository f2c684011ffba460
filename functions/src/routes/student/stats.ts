import type { StudentDashboardStats } from '@appointments/domain';
import { collections } from '@appointments/domain';
import type { Request, Response } from 'express';
import { appointmentFromSnapshot, appointmentsCollection } from '../../data/appointments';
import { countOf, monthOverMonth } from '../../data/counting';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';

const recentCount = 5;

export async function studentStats(req: Request, res: Response) {
  const now = nowOf(req);
  const mine = appointmentsCollection().where('studentId', '==', callerOf(req).uid);
  const pending = mine.where('status', '==', 'pending');
  const approved = mine.where('status', '==', 'approved');
  const teachers = db().collection(collections.teachers).where('isApproved', '==', true);

  const [totals, changes, recent] = await Promise.all([
    Promise.all([countOf(mine), countOf(pending), countOf(approved), countOf(teachers)]),
    Promise.all([
      monthOverMonth(mine, 'createdAt', now),
      monthOverMonth(pending, 'createdAt', now),
      monthOverMonth(approved, 'createdAt', now),
      monthOverMonth(teachers, 'createdAt', now),
    ]),
    mine.orderBy('createdAt', 'desc').limit(recentCount).get(),
  ]);
  const [totalAppointments, pendingAppointments, approvedAppointments, availableTeachers] = totals;
  const [totalChange, pendingChange, approvedChange, teachersChange] = changes;

  const stats: StudentDashboardStats = {
    totalAppointments,
    pendingAppointments,
    approvedAppointments,
    availableTeachers,
    monthlyChange: totalChange,
    monthlyChanges: {
      totalAppointments: totalChange,
      pendingAppointments: pendingChange,
      approvedAppointments: approvedChange,
      availableTeachers: teachersChange,
    },
    recentAppointments: recent.docs.map(appointmentFromSnapshot),
  };
  sendData(res, stats, { message: 'Statistics loaded' });
}
