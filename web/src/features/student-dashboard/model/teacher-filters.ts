// Find Teachers' department dropdown and card order: pure, so the dropdown, the total and the grid agree.
import type { TeacherCard } from '@appointments/domain';

export const ALL_DEPARTMENTS = '';

// The same order as String#localeCompare, without building a collator for every comparison.
const byName = new Intl.Collator().compare;

export interface DepartmentCount {
  department: string;
  count: number;
}

/**
 * The stored per-department counts (`teacherDepartments`) as the dropdown lists them: named departments
 * that have a teacher, alphabetical. The total counts every approved teacher, those without a department too.
 */
export function listedDepartments(counts: readonly DepartmentCount[]): {
  departments: DepartmentCount[];
  total: number;
} {
  return {
    departments: counts
      .filter(({ department, count }) => department.trim() !== '' && count > 0)
      .sort((a, b) => byName(a.department, b.department)),
    total: counts.reduce((sum, { count }) => sum + Math.max(0, count), 0),
  };
}

/** Alphabetical, so live updates do not reshuffle the grid. */
export function sortTeachersByName(teachers: readonly TeacherCard[]): TeacherCard[] {
  return [...teachers].sort((a, b) => byName(a.name, b.name) || a._id.localeCompare(b._id));
}
