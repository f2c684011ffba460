import { type Teacher, type TeacherProfileUpdate, teacherProfileSchema } from '@appointments/domain';
import { type FieldErrors, parseForm } from '@/lib/form-errors';
import { type FormValues, formValuesFrom, nestFormValues } from './form-values';

export const TEACHER_FIELDS = [
  'name',
  'profile.phone',
  'profile.employeeId',
  'profile.experience',
  'department',
  'subject',
  'profile.designation',
  'profile.education',
  'profile.qualification',
  'profile.bio',
  'profile.officeHours.days',
  'profile.officeHours.startTime',
  'profile.officeHours.endTime',
  'profile.officeHours.location',
  'profile.meetingLink',
  'profile.researchInterests',
  'profile.socialLinks.linkedin',
  'profile.socialLinks.website',
] as const;

export type TeacherField = (typeof TEACHER_FIELDS)[number];
export type TeacherFormValues = FormValues<TeacherField>;

export function teacherFormValues(teacher: Teacher): TeacherFormValues {
  return formValuesFrom(teacher, TEACHER_FIELDS);
}

export function parseTeacherForm(
  values: TeacherFormValues,
): { data: TeacherProfileUpdate; errors: null } | { data: null; errors: FieldErrors } {
  return parseForm(teacherProfileSchema, nestFormValues(values));
}
