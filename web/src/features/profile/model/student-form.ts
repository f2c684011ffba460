import { createStudentProfileSchema, type Student, type StudentProfileUpdate } from '@appointments/domain';
import { type FieldErrors, parseForm } from '@/lib/form-errors';
import { type FormValues, formValuesFrom, nestFormValues } from './form-values';

export const STUDENT_FIELDS = [
  'name',
  'profile.phone',
  'profile.studentId',
  'profile.dateOfBirth',
  'profile.address',
  'profile.course',
  'profile.year',
  'profile.section',
  'profile.cgpa',
  'profile.subjectsOfInterest',
  'profile.bio',
  'profile.careerGoals',
  'profile.socialLinks.linkedin',
  'profile.socialLinks.github',
] as const;

export type StudentField = (typeof STUDENT_FIELDS)[number];
export type StudentFormValues = FormValues<StudentField>;

export function studentFormValues(student: Student): StudentFormValues {
  return formValuesFrom(student, STUDENT_FIELDS);
}

/** The PUT body, or each field's message: the same schema the server runs, so the messages agree. */
export function parseStudentForm(
  values: StudentFormValues,
  now: Date = new Date(),
): { data: StudentProfileUpdate; errors: null } | { data: null; errors: FieldErrors } {
  return parseForm(
    createStudentProfileSchema(() => now),
    nestFormValues(values),
  );
}
