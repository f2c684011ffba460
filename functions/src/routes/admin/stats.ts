import type { AdminDashboardStats } from '@appointments/domain';
import type { Request, Response } from 'express';
import { appointmentsCollection } from '../../data/appointments';
import { collections } from '../../data/collections';
import { countOf } from '../../data/counting';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';

export async function adminStats(_req: Request, res: Response) {
  const students = db().collection(collections.students);
  const teachers = db().collection(collections.teachers);
  const [
    totalStudents,
    approvedStudents,
    totalTeachers,
    activeTeachers,
    totalAppointments,
    completedAppointments,
    pendingAppointments,
  ] = await Promise.all([
    countOf(students),
    countOf(students.where('isApproved', '==', true)),
    countOf(teachers),
    countOf(teachers.where('isApproved', '==', true)),
    countOf(appointmentsCollection()),
    countOf(appointmentsCollection().where('status', '==', 'completed')),
    countOf(appointmentsCollection().where('status', '==', 'pending')),
  ]);
  const pendingStudents = totalStudents - approvedStudents;
  const pendingTeachers = totalTeachers - activeTeachers;
  const stats: AdminDashboardStats = {
    totalStudents,
    approvedStudents,
    totalTeachers,
    activeTeachers,
    totalAppointments,
    completedAppointments,
    pendingAppointments,
    pendingApprovals: pendingStudents + pendingTeachers,
    breakdown: { pendingStudents, pendingTeachers },
  };
  sendData(res, stats);
}
