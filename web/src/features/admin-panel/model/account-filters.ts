// Search and filters of the admin lists: pure, so the cards, the counts in the dropdowns, the header and the
// empty states always agree.
import type { Student, Teacher } from '@appointments/domain';

export type StatusFilter = 'all' | 'active' | 'pending';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'pending'];
export const ALL_DEPARTMENTS = '';

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

function matches(term: string, fields: readonly string[]): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || fields.some((field) => field.toLowerCase().includes(needle));
}

function hasStatus(account: { isApproved: boolean }, status: StatusFilter): boolean {
  return status === 'all' || (status === 'active') === account.isApproved;
}

/** The pending-students box promises name, email or course; all three are searched. */
export function searchPendingStudents(students: readonly Student[], term: string): Student[] {
  return students.filter((s) => matches(term, [s.name, s.email, s.profile.course]));
}

/** Name, email, course and student ID, case-insensitive substring: what the placeholder promises. */
export function filterStudents(students: readonly Student[], term: string, status: StatusFilter): Student[] {
  return students.filter(
    (s) => hasStatus(s, status) && matches(term, [s.name, s.email, s.profile.course, s.profile.studentId]),
  );
}

/** Name, email, subject and department (the pending list and the management list alike). */
export function searchTeachers(teachers: readonly Teacher[], term: string): Teacher[] {
  return teachers.filter((t) => matches(term, [t.name, t.email, t.subject, t.department]));
}

export function filterTeachers(
  teachers: readonly Teacher[],
  term: string,
  department: string,
  status: StatusFilter,
): Teacher[] {
  return searchTeachers(teachers, term).filter(
    (t) => hasStatus(t, status) && (department === ALL_DEPARTMENTS || t.department.trim() === department),
  );
}

export type StatusCounts = Record<StatusFilter, number>;

export function statusCounts(accounts: readonly { isApproved: boolean }[]): StatusCounts {
  const active = accounts.filter((account) => account.isApproved).length;
  return { all: accounts.length, active, pending: accounts.length - active };
}

/** The departments present among the teachers, alphabetical: the department filter's options. */
export function departmentsPresent(teachers: readonly Teacher[]): string[] {
  const names = new Set(teachers.map((t) => t.department.trim()).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b));
}

export type EmptyReason = 'none' | 'search' | 'filter';

/**
 * Why a list shows nothing: there is nothing at all, the search alone finds nothing, or the other filters
 * exclude what the search found.
 */
export function emptyReason(total: number, term: string, searchMatches: number): EmptyReason {
  if (total === 0) return 'none';
  return term.trim() !== '' && searchMatches === 0 ? 'search' : 'filter';
}
