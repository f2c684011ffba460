import {
  accountListTexts,
  formatShortDate,
  lastLoginSummary,
  type Student,
  studentListTexts,
} from '@appointments/domain';
import type { AccountCardControls } from './account-card-actions';
import { ManagedAccountCard } from './managed-account-card';

interface StudentCardProps extends AccountCardControls {
  student: Student;
  now: Date;
}

/** The facts a student has, each with its label where the value alone would not say what it is. */
export function studentFacts(student: Student, now: Date): string[] {
  const { profile } = student;
  return [
    profile.course,
    profile.year ? `${studentListTexts.year} ${profile.year}` : '',
    profile.studentId,
    profile.cgpa != null ? `${studentListTexts.cgpa} ${profile.cgpa}` : '',
    `${accountListTexts.joined} ${formatShortDate(student.createdAt)}`,
    `${accountListTexts.lastLogin}: ${lastLoginSummary(student.lastLogin, now)}`,
  ].filter((fact): fact is string => Boolean(fact));
}

export function StudentCard({ student, now, ...controls }: StudentCardProps) {
  return (
    <ManagedAccountCard
      account={student}
      headingId={`student-${student._id}`}
      facts={studentFacts(student, now)}
      {...controls}
    />
  );
}
