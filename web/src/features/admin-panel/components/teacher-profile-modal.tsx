import {
  accountListTexts,
  accountStatusLabel,
  experienceYearsText,
  formatShortDate,
  lastLoginDetail,
  type Teacher,
  teacherListTexts,
} from '@appointments/domain';
import { AccountProfileModal } from './account-profile-modal';
import { teacherRating } from './teacher-card';

const na = accountListTexts.notAvailable;

/** View Profile: everything the admin may see of a teacher, private fields included, read-only. */
export function TeacherProfileModal({ teacher, onClose }: { teacher: Teacher; onClose(): void }) {
  const { profile } = teacher;
  return (
    <AccountProfileModal
      account={teacher}
      title={teacherListTexts.profileTitle(teacher.name)}
      details={[
        { label: teacherListTexts.status, value: accountStatusLabel(teacher.isApproved) },
        { label: teacherListTexts.subject, value: teacher.subject || na },
        { label: teacherListTexts.department, value: teacher.department || na },
        { label: teacherListTexts.experience, value: experienceYearsText(profile.experience) },
        { label: teacherListTexts.education, value: profile.education || na },
        { label: accountListTexts.phone, value: profile.phone || na },
        { label: accountListTexts.joined, value: formatShortDate(teacher.createdAt) },
        { label: accountListTexts.lastLogin, value: lastLoginDetail(teacher.lastLogin) },
      ]}
      statsTitle={teacherListTexts.teachingStats}
      stats={[
        { label: teacherListTexts.students, value: teacher.stats.totalStudents },
        { label: teacherListTexts.sessions, value: teacher.stats.totalSessions },
        { label: teacherListTexts.rating, value: teacherRating(teacher) },
        { label: teacherListTexts.ratings, value: teacher.totalRatings },
      ]}
      bioTitle={teacherListTexts.bio}
      noBio={teacherListTexts.noBio}
      onClose={onClose}
    />
  );
}
