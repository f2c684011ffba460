import {
  DEPARTMENT_OPTIONS,
  EXPERIENCE_MAX_YEARS,
  formatShortDate,
  performanceRatingText,
  profileTexts,
  type Teacher,
  type TeacherProfileUpdate,
  teacherProfileTexts,
} from '@appointments/domain';
import { useMemo } from 'react';
import { parseTeacherForm, teacherFormValues } from '../model/teacher-form';
import { ListField } from './list-field';
import { OfficeHoursCard } from './office-hours-card';
import { ProfileField } from './profile-field';
import { ProfileScreen } from './profile-screen';
import { RatingBadge } from './rating-badge';
import { bindField, useProfileEditor } from './use-profile-editor';

const DEPARTMENT_LIST_ID = 'profile-department-options';

export interface TeacherProfileScreenProps {
  teacher: Teacher;
  onSave(update: TeacherProfileUpdate): Promise<void>;
  onUpload(file: File): Promise<void>;
  /** The weekly office hours made on the dashboard, in words (undefined while loading, null if unreadable). */
  weeklyOfficeHours: readonly string[] | null | undefined;
}

export function TeacherProfileScreen({
  teacher,
  onSave,
  onUpload,
  weeklyOfficeHours,
}: TeacherProfileScreenProps) {
  const saved = useMemo(() => teacherFormValues(teacher), [teacher]);
  const editor = useProfileEditor({ saved, parse: parseTeacherForm, save: onSave });
  const headline = [teacher.profile.designation, teacher.subject].filter(Boolean).join(' · ');

  return (
    <ProfileScreen
      editor={editor}
      account={teacher}
      subtitle={headline || teacherProfileTexts.roleLabel}
      badges={<RatingBadge average={teacher.averageRating} />}
      onUpload={onUpload}
      personal={
        <>
          <ProfileField {...bindField(editor, 'profile.employeeId')} label={teacherProfileTexts.employeeId} />
          <ProfileField
            {...bindField(editor, 'profile.experience')}
            label={teacherProfileTexts.experience}
            kind="number"
            step="1"
            min="0"
            max={String(EXPERIENCE_MAX_YEARS)}
          />
        </>
      }
      academic={
        <>
          <ProfileField
            {...bindField(editor, 'department')}
            label={teacherProfileTexts.department}
            list={DEPARTMENT_LIST_ID}
          />
          {editor.editing && (
            <datalist id={DEPARTMENT_LIST_ID}>
              {DEPARTMENT_OPTIONS.map((department) => (
                <option key={department} value={department} />
              ))}
            </datalist>
          )}
          <ProfileField {...bindField(editor, 'subject')} label={teacherProfileTexts.subject} />
          <ProfileField
            {...bindField(editor, 'profile.designation')}
            label={teacherProfileTexts.designation}
          />
          <ProfileField {...bindField(editor, 'profile.education')} label={teacherProfileTexts.education} />
          <ListField
            editor={editor}
            field="profile.qualification"
            label={teacherProfileTexts.qualifications}
          />
        </>
      }
      moreSections={<OfficeHoursCard editor={editor} weeklyLines={weeklyOfficeHours} />}
      summary={{
        id: 'performance',
        title: teacherProfileTexts.performance,
        items: [
          {
            label: teacherProfileTexts.rating,
            value: performanceRatingText(teacher.averageRating, teacher.totalRatings),
          },
          { label: teacherProfileTexts.reviews, value: String(teacher.totalRatings) },
          { label: profileTexts.joined, value: formatShortDate(teacher.createdAt) },
        ],
      }}
      listPanel={{
        id: 'research-interests',
        title: teacherProfileTexts.researchInterests,
        field: 'profile.researchInterests',
      }}
      otherLink={{ field: 'profile.socialLinks.website', label: teacherProfileTexts.website }}
    />
  );
}
