// My Appointments filtering: the search, the status filter and the counts line read the same rules.
import { type Appointment, type AppointmentStatus, displayStatus } from '@appointments/domain';

export type StatusFilter = AppointmentStatus | 'all';

export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'pending',
  'approved',
  'completed',
  'canceled',
];

/** The fields the search box looks in (spec: teacher, subject, department, purpose). */
export function searchableFields(appointment: Appointment): string[] {
  return [
    appointment.teacher.name,
    appointment.teacher.subject,
    appointment.teacher.department,
    appointment.purpose,
  ];
}

export function matchesSearch(appointment: Appointment, search: string): boolean {
  const term = search.trim().toLowerCase();
  return term === '' || searchableFields(appointment).some((field) => field.toLowerCase().includes(term));
}

export function matchesStatus(appointment: Appointment, status: StatusFilter): boolean {
  return status === 'all' || displayStatus(appointment.status) === status;
}

/** Every teacher, or one teacher's sessions by their id. */
export const ALL_TEACHERS = 'all';

export interface TeacherChoice {
  teacherId: string;
  name: string;
  count: number;
}

/** The teachers the student has appointments with, by name, each with how many: the teacher filter's options. */
export function teacherChoices(appointments: readonly Appointment[]): TeacherChoice[] {
  const byTeacher = new Map<string, TeacherChoice>();
  for (const { teacherId, teacher } of appointments) {
    const choice = byTeacher.get(teacherId) ?? { teacherId, name: teacher.name, count: 0 };
    choice.count += 1;
    byTeacher.set(teacherId, choice);
  }
  return [...byTeacher.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function filterAppointments(
  appointments: readonly Appointment[],
  search: string,
  status: StatusFilter,
  teacherId: string = ALL_TEACHERS,
): Appointment[] {
  return appointments.filter(
    (item) =>
      matchesStatus(item, status) &&
      matchesSearch(item, search) &&
      (teacherId === ALL_TEACHERS || item.teacherId === teacherId),
  );
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` around case-insensitive occurrences of `term`, for highlighting. */
export function splitMatches(text: string, term: string): TextPart[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [{ text, match: false }];
  const parts: TextPart[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
