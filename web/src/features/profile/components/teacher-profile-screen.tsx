import {
  DEPARTMENT_OPTIONS,
  EXPERIENCE_MAX_YEARS,
  formatShortDate,
  officeHoursRangeText,
  performanceRatingText,
  profileTexts,
  type Teacher,
  type TeacherProfileUpdate,
  teacherProfileTexts,
} from '@appointments/domain';
import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { parseTeacherForm, type TeacherField, teacherFormValues } from '../model/teacher-form';
import { FieldGrid } from './field-grid';
import { InfoList } from './info-list';
import { ListField } from './list-field';
import { ProfileCard } from './profile-card';
import { ProfileField } from './profile-field';
import { ProfileHeader } from './profile-header';
import { ProfileLayout } from './profile-layout';
import { RatingBadge } from './rating-badge';
import { SocialLinks } from './social-links';
import { type ProfileEditor, useProfileEditor } from './use-profile-editor';

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
    <chakra.form ref={editor.formRef} noValidate onSubmit={editor.submit}>
      <ProfileHeader
        name={teacher.name}
        email={teacher.email}
        picture={teacher.profile.profilePicture}
        subtitle={headline || teacherProfileTexts.roleLabel}
        badges={<RatingBadge average={teacher.averageRating} />}
        editing={editor.editing}
        saving={editor.saving}
        onEdit={editor.start}
        onCancel={editor.cancel}
        onUpload={onUpload}
      />
      <ProfileLayout
        main={
          <>
            <PersonalInformation editor={editor} email={teacher.email} />
            <AcademicInformation editor={editor} />
            <ProfileCard id="about" title={profileTexts.aboutMe}>
              <FieldGrid editing={editor.editing}>
                <ProfileField
                  {...bind(editor, 'profile.bio')}
                  label={profileTexts.bio}
                  kind="textarea"
                  placeholder={profileTexts.bioPlaceholder}
                  wide
                />
              </FieldGrid>
            </ProfileCard>
            <OfficeHours editor={editor} />
          </>
        }
        side={
          <>
            <ProfileCard id="performance" title={teacherProfileTexts.performance}>
              <InfoList
                items={[
                  {
                    label: teacherProfileTexts.rating,
                    value: performanceRatingText(teacher.averageRating, teacher.totalRatings),
                  },
                  { label: teacherProfileTexts.reviews, value: String(teacher.totalRatings) },
                  { label: profileTexts.joined, value: formatShortDate(teacher.createdAt) },
                ]}
              />
            </ProfileCard>
            <ProfileCard id="research-interests" title={teacherProfileTexts.researchInterests}>
              <ListField
                editor={editor}
                field="profile.researchInterests"
                label={teacherProfileTexts.researchInterests}
                bare
              />
            </ProfileCard>
            <ProfileCard id="social-links" title={profileTexts.socialLinks}>
              <SocialLinks
                editor={editor}
                links={[
                  { field: 'profile.socialLinks.linkedin', label: profileTexts.linkedin },
                  { field: 'profile.socialLinks.website', label: teacherProfileTexts.website },
                ]}
              />
            </ProfileCard>
          </>
        }
      />
    </chakra.form>
  );
}

function bind(editor: ProfileEditor<TeacherField>, field: TeacherField) {
  return {
    field,
    editing: editor.editing,
    value: editor.values[field],
    error: editor.errors[field],
    onChange: editor.change,
  };
}

function PersonalInformation({ editor, email }: { editor: ProfileEditor<TeacherField>; email: string }) {
  return (
    <ProfileCard id="personal" title={profileTexts.personalInformation}>
      <FieldGrid editing={editor.editing}>
        <ProfileField {...bind(editor, 'name')} label={profileTexts.fullName} />
        <ProfileField
          field="email"
          label={profileTexts.email}
          editing={editor.editing}
          value={email}
          readOnly
          kind="email"
          hint={profileTexts.emailNote}
          onChange={() => {}}
        />
        <ProfileField {...bind(editor, 'profile.phone')} label={profileTexts.phone} kind="tel" />
        <ProfileField {...bind(editor, 'profile.employeeId')} label={teacherProfileTexts.employeeId} />
        <ProfileField
          {...bind(editor, 'profile.experience')}
          label={teacherProfileTexts.experience}
          kind="number"
          step="1"
          min="0"
          max={String(EXPERIENCE_MAX_YEARS)}
        />
      </FieldGrid>
    </ProfileCard>
  );
}

function AcademicInformation({ editor }: { editor: ProfileEditor<TeacherField> }) {
  return (
    <ProfileCard id="academic" title={profileTexts.academicInformation}>
      <FieldGrid editing={editor.editing}>
        <ProfileField
          {...bind(editor, 'department')}
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
        <ProfileField {...bind(editor, 'subject')} label={teacherProfileTexts.subject} />
        <ProfileField {...bind(editor, 'profile.designation')} label={teacherProfileTexts.designation} />
        <ProfileField {...bind(editor, 'profile.education')} label={teacherProfileTexts.education} />
        <ListField editor={editor} field="profile.qualification" label={teacherProfileTexts.qualifications} />
      </FieldGrid>
    </ProfileCard>
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
              {...bind(editor, 'profile.officeHours.startTime')}
              label={teacherProfileTexts.startTime}
              kind="time"
            />
            <ProfileField
              {...bind(editor, 'profile.officeHours.endTime')}
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
          {...bind(editor, 'profile.officeHours.location')}
          label={teacherProfileTexts.location}
        />
      </FieldGrid>
    </ProfileCard>
  );
}
