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
import { useMemo } from 'react';
import { parseStudentForm, studentFormValues } from '../model/student-form';
import { ListField } from './list-field';
import { ProfileField } from './profile-field';
import { ProfileScreen } from './profile-screen';
import { bindField, useProfileEditor } from './use-profile-editor';

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
    <ProfileScreen
      editor={editor}
      account={student}
      subtitle={[studentProfileTexts.roleLabel, student.profile.course].filter(Boolean).join(' · ')}
      onUpload={onUpload}
      personal={
        <>
          <ProfileField {...bindField(editor, 'profile.studentId')} label={studentProfileTexts.studentId} />
          <ProfileField
            {...bindField(editor, 'profile.dateOfBirth')}
            label={studentProfileTexts.dateOfBirth}
            kind="date"
            max={calendarDateText(istCalendarDate(now))}
            display={calendarDateDisplay(editor.values['profile.dateOfBirth'])}
          />
          <ProfileField
            {...bindField(editor, 'profile.address')}
            label={studentProfileTexts.address}
            kind="textarea"
            wide
          />
        </>
      }
      academic={
        <>
          <ProfileField {...bindField(editor, 'profile.course')} label={studentProfileTexts.course} />
          <ProfileField
            {...bindField(editor, 'profile.year')}
            label={studentProfileTexts.year}
            kind="select"
            options={YEAR_OPTIONS}
            placeholder={studentProfileTexts.yearPlaceholder}
            display={studentYearLabel(Number(editor.values['profile.year']))}
          />
          <ProfileField {...bindField(editor, 'profile.section')} label={studentProfileTexts.section} />
          <ProfileField
            {...bindField(editor, 'profile.cgpa')}
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
        </>
      }
      summary={{
        id: 'academic-info',
        title: studentProfileTexts.academicInfo,
        items: [
          { label: studentProfileTexts.cgpa, value: cgpa === null ? 'N/A' : String(cgpa) },
          { label: studentProfileTexts.year, value: studentYearLabel(year) ?? 'N/A' },
          { label: profileTexts.joined, value: formatShortDate(student.createdAt) },
        ],
      }}
      listPanel={{ id: 'career-goals', title: studentProfileTexts.careerGoals, field: 'profile.careerGoals' }}
      otherLink={{ field: 'profile.socialLinks.github', label: studentProfileTexts.github }}
    />
  );
}
