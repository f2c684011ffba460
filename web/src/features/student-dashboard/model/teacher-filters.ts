// Find Teachers' department dropdown and card order: pure, so the dropdown, the total and the grid agree.
import { nextBookableSlot, type TeacherCard } from '@appointments/domain';

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

export interface ListedTeacher {
  card: TeacherCard;
  /** The earliest slot the student may still book (nextBookableSlot), or null. */
  nextFree: Date | null;
}

/**
 * The order the query asks the server for (`nextSlotAt`, then rating, then name), computed again on the minute
 * clock: the stored `nextSlotAt` can still name a slot that has just passed (or is too close to book) until
 * the expiry job removes it, and such a teacher belongs with those without a free slot.
 */
export function sortTeachersBySoonestSlot(teachers: readonly TeacherCard[], now: Date): ListedTeacher[] {
  const never = Number.POSITIVE_INFINITY;
  return teachers
    .map((card) => ({ card, nextFree: nextBookableSlot(card, now) }))
    .sort(
      (a, b) =>
        (a.nextFree?.getTime() ?? never) - (b.nextFree?.getTime() ?? never) ||
        b.card.averageRating - a.card.averageRating ||
        byName(a.card.name, b.card.name) ||
        a.card._id.localeCompare(b.card._id),
    );
}
