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

const na = accountListTexts.notAvailable;

export function StudentCard({ student, now, ...controls }: StudentCardProps) {
  const { profile, stats } = student;
  return (
    <ManagedAccountCard
      account={student}
      headingId={`student-${student._id}`}
      details={[
        { label: studentListTexts.course, value: profile.course || na },
        { label: studentListTexts.year, value: profile.year ?? na },
        { label: studentListTexts.studentId, value: profile.studentId || na },
        { label: accountListTexts.joined, value: formatShortDate(student.createdAt) },
        { label: studentListTexts.cgpa, value: profile.cgpa ?? na },
        { label: accountListTexts.lastLogin, value: lastLoginSummary(student.lastLogin, now) },
      ]}
      figures={[
        { label: studentListTexts.appointments, value: stats.totalAppointments },
        { label: studentListTexts.completed, value: stats.completedSessions },
        { label: studentListTexts.pending, value: stats.pendingRequests },
      ]}
      {...controls}
    />
  );
}
