// Find Teachers filtering: pure, so the cards, the dropdown counts and the summary agree.
import type { TeacherCard } from '@appointments/domain';

export const ALL_DEPARTMENTS = '';

// The same order as String#localeCompare, without building a collator for every comparison.
const byName = new Intl.Collator().compare;

export interface DepartmentCount {
  department: string;
  count: number;
}

/** Each distinct non-empty department with how many teachers are in it, alphabetical. */
export function departmentCounts(teachers: readonly TeacherCard[]): DepartmentCount[] {
  const counts = new Map<string, number>();
  for (const { department } of teachers) {
    const name = department.trim();
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([department, count]) => ({ department, count }))
    .sort((a, b) => byName(a.department, b.department));
}

/** Search is case-insensitive over name and subject (spec); department is an exact choice. */
export function filterTeachers(
  teachers: readonly TeacherCard[],
  search: string,
  department: string,
): TeacherCard[] {
  const term = search.trim().toLowerCase();
  return teachers.filter(
    (teacher) =>
      (department === ALL_DEPARTMENTS || teacher.department.trim() === department) &&
      (term === '' ||
        teacher.name.toLowerCase().includes(term) ||
        teacher.subject.toLowerCase().includes(term)),
  );
}

/** Alphabetical, so live updates do not reshuffle the grid. */
export function sortTeachersByName(teachers: readonly TeacherCard[]): TeacherCard[] {
  return [...teachers].sort((a, b) => byName(a.name, b.name));
}
