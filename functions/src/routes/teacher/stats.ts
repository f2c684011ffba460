import {
  collections,
  istDayBounds,
  istWeekBounds,
  percentChange,
  type TeacherDashboardStats,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { type Query, Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../../data/accounts';
import { appointmentsCollection } from '../../data/appointments';
import { countOf, monthOverMonth } from '../../data/counting';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';

function countBetween(query: Query, field: string, range: { start: Date; end: Date }) {
  return countOf(
    query
      .where(field, '>=', Timestamp.fromDate(range.start))
      .where(field, '<', Timestamp.fromDate(range.end)),
  );
}

export async function teacherStats(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  const now = nowOf(req);
  const mine = appointmentsCollection().where('teacherId', '==', teacherId);
  const students = teacherRef(teacherId).collection(collections.teacherStudents);

  const [card, totalAppointments, pendingRequests, approvedToday, approvedYesterday, thisWeek, lastWeek] =
    await Promise.all([
      teacherRef(teacherId).get(),
      countOf(mine),
      countOf(mine.where('status', '==', 'pending')),
      countBetween(mine, 'approvedAt', istDayBounds(now)),
      countBetween(mine, 'approvedAt', istDayBounds(now, -1)),
      countBetween(mine, 'createdAt', istWeekBounds(now)),
      countBetween(mine, 'createdAt', istWeekBounds(now, -1)),
    ]);
  const [totalStudents, studentGrowth] = await Promise.all([
    countOf(students),
    monthOverMonth(students, 'firstBookedAt', now),
  ]);

  const stats: TeacherDashboardStats = {
    totalAppointments,
    pendingRequests,
    approvedToday,
    approvedYesterday,
    totalStudents,
    weeklyChange: percentChange(thisWeek, lastWeek),
    studentGrowth,
    averageRating: Number(card.get('averageRating') ?? 0),
    totalRatings: Number(card.get('totalRatings') ?? 0),
    subject: String(card.get('subject') ?? ''),
  };
  sendData(res, stats, { message: 'Statistics loaded' });
}
