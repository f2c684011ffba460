import {
  calendarDateDisplay,
  calendarDateText,
  formatShortDate,
  istCalendarDate,
  profileTexts,
  STUDENT_YEAR_OPTIONS,
  type Student,
  type StudentProfileUpdate,
  studentProfileTexts,
  studentYearLabel,
} from '@appointments/domain';
import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { parseStudentForm, type StudentField, studentFormValues } from '../model/student-form';
import { FieldGrid } from './field-grid';
import { InfoList } from './info-list';
import { ListField } from './list-field';
import { ProfileCard } from './profile-card';
import { ProfileField } from './profile-field';
import { ProfileHeader } from './profile-header';
import { ProfileLayout } from './profile-layout';
import { SocialLinks } from './social-links';
import { type ProfileEditor, useProfileEditor } from './use-profile-editor';

const YEAR_OPTIONS = STUDENT_YEAR_OPTIONS.map(({ value, label }) => ({ value: String(value), label }));

export interface StudentProfileScreenProps {
  student: Student;
  now: Date;
  onSave(update: StudentProfileUpdate): Promise<void>;
  onUpload(file: File): Promise<void>;
}

export function StudentProfileScreen({ student, now, onSave, onUpload }: StudentProfileScreenProps) {
  const saved = useMemo(() => studentFormValues(student), [student]);
  const editor = useProfileEditor({ saved, parse: (values) => parseStudentForm(values, now), save: onSave });
  const { cgpa, year } = student.profile;

  return (
    <chakra.form ref={editor.formRef} noValidate onSubmit={editor.submit}>
      <ProfileHeader
        name={student.name}
        email={student.email}
        picture={student.profile.profilePicture}
        subtitle={[studentProfileTexts.roleLabel, student.profile.course].filter(Boolean).join(' · ')}
        editing={editor.editing}
        saving={editor.saving}
        onEdit={editor.start}
        onCancel={editor.cancel}
        onUpload={onUpload}
      />
      <ProfileLayout
        main={
          <>
            <PersonalInformation
              editor={editor}
              email={student.email}
              today={calendarDateText(istCalendarDate(now))}
            />
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
          </>
        }
        side={
          <>
            <ProfileCard id="academic-info" title={studentProfileTexts.academicInfo}>
              <InfoList
                items={[
                  { label: studentProfileTexts.cgpa, value: cgpa === null ? 'N/A' : String(cgpa) },
                  { label: studentProfileTexts.year, value: studentYearLabel(year) ?? 'N/A' },
                  { label: profileTexts.joined, value: formatShortDate(student.createdAt) },
                ]}
              />
            </ProfileCard>
            <ProfileCard id="career-goals" title={studentProfileTexts.careerGoals}>
              <ListField
                editor={editor}
                field="profile.careerGoals"
                label={studentProfileTexts.careerGoals}
                bare
              />
            </ProfileCard>
            <ProfileCard id="social-links" title={profileTexts.socialLinks}>
              <SocialLinks
                editor={editor}
                links={[
                  { field: 'profile.socialLinks.linkedin', label: profileTexts.linkedin },
                  { field: 'profile.socialLinks.github', label: studentProfileTexts.github },
                ]}
              />
            </ProfileCard>
          </>
        }
      />
    </chakra.form>
  );
}

/** The props every field of this form takes from the editor. */
function bind(editor: ProfileEditor<StudentField>, field: StudentField) {
  return {
    field,
    editing: editor.editing,
    value: editor.values[field],
    error: editor.errors[field],
    onChange: editor.change,
  };
}

function PersonalInformation({
  editor,
  email,
  today,
}: {
  editor: ProfileEditor<StudentField>;
  email: string;
  today: string;
}) {
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
        <ProfileField {...bind(editor, 'profile.studentId')} label={studentProfileTexts.studentId} />
        <ProfileField
          {...bind(editor, 'profile.dateOfBirth')}
          label={studentProfileTexts.dateOfBirth}
          kind="date"
          max={today}
          display={calendarDateDisplay(editor.values['profile.dateOfBirth'])}
        />
        <ProfileField
          {...bind(editor, 'profile.address')}
          label={studentProfileTexts.address}
          kind="textarea"
          wide
        />
      </FieldGrid>
    </ProfileCard>
  );
}

function AcademicInformation({ editor }: { editor: ProfileEditor<StudentField> }) {
  return (
    <ProfileCard id="academic" title={profileTexts.academicInformation}>
      <FieldGrid editing={editor.editing}>
        <ProfileField {...bind(editor, 'profile.course')} label={studentProfileTexts.course} />
        <ProfileField
          {...bind(editor, 'profile.year')}
          label={studentProfileTexts.year}
          kind="select"
          options={YEAR_OPTIONS}
          placeholder={studentProfileTexts.yearPlaceholder}
          display={studentYearLabel(Number(editor.values['profile.year']))}
        />
        <ProfileField {...bind(editor, 'profile.section')} label={studentProfileTexts.section} />
        <ProfileField
          {...bind(editor, 'profile.cgpa')}
          label={studentProfileTexts.cgpa}
          kind="number"
          step="0.01"
          min="0"
          max="10"
        />
        <ListField
          editor={editor}
          field="profile.subjectsOfInterest"
          label={studentProfileTexts.subjectsOfInterest}
        />
      </FieldGrid>
    </ProfileCard>
  );
}
