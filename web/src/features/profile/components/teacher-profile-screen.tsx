import {
  DEPARTMENT_OPTIONS,
  EXPERIENCE_MAX_YEARS,
  formatShortDate,
  meetingPlaceTexts,
  officeHoursRangeText,
  performanceRatingText,
  profileTexts,
  type Teacher,
  type TeacherProfileUpdate,
  teacherProfileTexts,
} from '@appointments/domain';
import { useMemo } from 'react';
import { ProfileCard } from '@/components/ui/profile-card';
import { parseTeacherForm, type TeacherField, teacherFormValues } from '../model/teacher-form';
import { FieldGrid } from './field-grid';
import { ListField } from './list-field';
import { ProfileField } from './profile-field';
import { ProfileScreen } from './profile-screen';
import { RatingBadge } from './rating-badge';
import { bindField, type ProfileEditor, useProfileEditor } from './use-profile-editor';

const DEPARTMENT_LIST_ID = 'profile-department-options';

export interface TeacherProfileScreenProps {
  teacher: Teacher;
  onSave(update: TeacherProfileUpdate): Promise<void>;
  onUpload(file: File): Promise<void>;
}

export function TeacherProfileScreen({ teacher, onSave, onUpload }: TeacherProfileScreenProps) {
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
      moreSections={<OfficeHours editor={editor} />}
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

function OfficeHours({ editor }: { editor: ProfileEditor<TeacherField> }) {
  const hours = officeHoursRangeText(
    editor.values['profile.officeHours.startTime'],
    editor.values['profile.officeHours.endTime'],
  );
  return (
    <ProfileCard id="office-hours" title={teacherProfileTexts.officeHours}>
      <FieldGrid editing={editor.editing}>
        <ListField
          editor={editor}
          field="profile.officeHours.days"
          label={teacherProfileTexts.days}
          hint={teacherProfileTexts.daysHint}
        />
        {editor.editing ? (
          <>
            <ProfileField
              {...bindField(editor, 'profile.officeHours.startTime')}
              label={teacherProfileTexts.startTime}
              kind="time"
            />
            <ProfileField
              {...bindField(editor, 'profile.officeHours.endTime')}
              label={teacherProfileTexts.endTime}
              kind="time"
            />
          </>
        ) : (
          <ProfileField
            field="hours"
            label={`${teacherProfileTexts.startTime} – ${teacherProfileTexts.endTime}`}
            editing={false}
            value={hours ?? ''}
            onChange={() => {}}
          />
        )}
        <ProfileField
          {...bindField(editor, 'profile.officeHours.location')}
          label={teacherProfileTexts.location}
        />
        <ProfileField
          {...bindField(editor, 'profile.meetingLink')}
          label={meetingPlaceTexts.meetingLinkLabel}
          hint={editor.editing ? meetingPlaceTexts.meetingLinkHint : undefined}
          wide
        />
      </FieldGrid>
    </ProfileCard>
  );
}
