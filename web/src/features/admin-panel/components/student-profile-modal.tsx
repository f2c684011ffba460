import {
  accountListTexts,
  formatDateTime,
  lastLoginDetail,
  type Student,
  studentListTexts,
} from '@appointments/domain';
import { AccountProfileModal } from './account-profile-modal';
import { StatusBadge } from './badges';

const na = accountListTexts.notAvailable;

/** View Profile: everything the admin may see of a student, read-only. */
export function StudentProfileModal({ student, onClose }: { student: Student; onClose(): void }) {
  const { profile, stats } = student;
  return (
    <AccountProfileModal
      account={student}
      title={studentListTexts.profileTitle(student.name)}
      badge={<StatusBadge approved={student.isApproved} />}
      details={[
        { label: studentListTexts.studentId, value: profile.studentId || na },
        { label: studentListTexts.course, value: profile.course || na },
        { label: studentListTexts.year, value: profile.year ?? na },
        { label: studentListTexts.cgpa, value: profile.cgpa ?? na },
        { label: studentListTexts.phone, value: profile.phone || na },
        { label: studentListTexts.address, value: profile.address || na },
        { label: studentListTexts.accountCreated, value: formatDateTime(student.createdAt) },
        { label: accountListTexts.lastLogin, value: lastLoginDetail(student.lastLogin) },
      ]}
      statsTitle={studentListTexts.appointmentStats}
      stats={[
        { label: studentListTexts.appointments, value: stats.totalAppointments },
        { label: studentListTexts.completed, value: stats.completedSessions },
        { label: studentListTexts.pending, value: stats.pendingRequests },
      ]}
      bioTitle={studentListTexts.bio}
      noBio={studentListTexts.noBio}
      onClose={onClose}
    />
  );
}
