// The insights' figures for a range (docs/api.md, "Insights"): read from the rollups the appointment writes
// keep (data/insight-rollups.ts), never from the appointments: at most 25 months × 2 shards, the waitlist
// levels and the five best-rated teachers (56 documents), whatever the size of the college.
import {
  type AdminInsights,
  type DayRange,
  departmentFigures,
  departmentKey,
  type InsightsFigures,
  insightsFigures,
  monthsOf,
  type TeacherRating,
  TOP_TEACHERS,
  topTeachersBySessions,
} from '@appointments/domain';
import { teachersCollection } from '../data/accounts';
import { readCollegeMonths, readTeacherMonths, readWaitlistLevels } from '../data/insight-rollup-store';

/** The best-rated approved teachers (of the department): their ratings over all time, not the range's. */
async function topRated(department: string | null): Promise<TeacherRating[]> {
  let query = teachersCollection().where('isApproved', '==', true);
  if (department !== null) query = query.where('department', '==', department);
  const snapshot = await query.orderBy('averageRating', 'desc').limit(TOP_TEACHERS).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .filter((teacher) => teacher.totalRatings > 0)
    .map((teacher) => ({
      teacherId: teacher.id,
      name: teacher.name,
      averageRating: teacher.averageRating,
      totalRatings: teacher.totalRatings,
    }));
}

export async function adminInsights(range: DayRange, department: string | null): Promise<AdminInsights> {
  const [months, byRating, waitlistLevels] = await Promise.all([
    readCollegeMonths(monthsOf(range)),
    topRated(department),
    readWaitlistLevels(),
  ]);
  const keys = department === null ? null : [departmentKey(department)];
  return {
    ...insightsFigures(months, range, keys, waitlistLevels),
    department,
    departments: departmentFigures(months, range),
    topTeachers: { bySessions: topTeachersBySessions(months, range, keys), byRating },
  };
}

export async function teacherInsights(teacherId: string, range: DayRange): Promise<InsightsFigures> {
  return insightsFigures(await readTeacherMonths(teacherId, monthsOf(range)), range);
}
