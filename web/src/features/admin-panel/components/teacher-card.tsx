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

/** Rating to one decimal, or N/A while nobody has rated (the profile's wording). */
export function teacherRating(teacher: Teacher): string {
  return averageRatingOr(teacher.averageRating, teacher.totalRatings, accountListTexts.notAvailable);
}

/** The facts a teacher has; a rating only once someone rated. */
export function teacherFacts(teacher: Teacher, now: Date): string[] {
  return [
    teacher.subject,
    teacher.department,
    teacher.profile.phone,
    teacher.totalRatings > 0 ? `${teacherListTexts.rating} ${teacherRating(teacher)}` : '',
    `${accountListTexts.lastLogin}: ${lastLoginSummary(teacher.lastLogin, now)}`,
  ].filter((fact): fact is string => Boolean(fact));
}

export function TeacherCard({ teacher, now, ...controls }: TeacherCardProps) {
  return (
    <ManagedAccountCard
      account={teacher}
      headingId={`teacher-${teacher._id}`}
      facts={teacherFacts(teacher, now)}
      {...controls}
    />
  );
}
