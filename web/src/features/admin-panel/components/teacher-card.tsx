import {
  accountListTexts,
  averageRatingOr,
  lastLoginSummary,
  type Teacher,
  teacherListTexts,
} from '@appointments/domain';
import type { AccountCardControls } from './account-card-actions';
import { ManagedAccountCard } from './managed-account-card';

interface TeacherCardProps extends AccountCardControls {
  teacher: Teacher;
  now: Date;
}

const na = accountListTexts.notAvailable;

/** Rating to one decimal, or N/A while nobody has rated. */
export function teacherRating(teacher: Teacher): string {
  return averageRatingOr(teacher.averageRating, teacher.totalRatings, na);
}

export function TeacherCard({ teacher, now, ...controls }: TeacherCardProps) {
  return (
    <ManagedAccountCard
      account={teacher}
      headingId={`teacher-${teacher._id}`}
      details={[
        { label: accountListTexts.phone, value: teacher.profile.phone || na },
        { label: teacherListTexts.subject, value: teacher.subject || na },
        { label: teacherListTexts.department, value: teacher.department || na },
        { label: accountListTexts.lastLogin, value: lastLoginSummary(teacher.lastLogin, now) },
      ]}
      figures={[
        { label: teacherListTexts.students, value: teacher.stats.totalStudents },
        { label: teacherListTexts.sessions, value: teacher.stats.totalSessions },
        { label: teacherListTexts.rating, value: teacherRating(teacher) },
      ]}
      {...controls}
    />
  );
}
