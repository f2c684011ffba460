// What POST /admin/roster/{students,teachers} reads and answers. A roster is a CSV file whose header row names
// its columns in any order, with the names the admin CSV export writes ('Name', 'Email', 'Student ID', …) so
// an exported list edited in a spreadsheet imports back; columns a roster does not take (Status, Joined Date)
// are ignored. Each row is checked by the schema of its role; a problem is reported by line and column.
import { z } from 'zod';
import {
  DEPARTMENT_OPTIONS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  STUDENT_YEAR_MAX,
  STUDENT_YEAR_MIN,
} from '../constants';
import { type RosterRole, rosterMessages } from '../roster-texts';
import { validationMessages } from '../validation-messages';
import { emailAddressField, optionalPhoneField, optionalText, personNameField, requiredText } from './fields';
import { optionalIntegerField } from './number-fields';

export const ROSTER_ROLES = ['student', 'teacher'] as const;

/** A roster column: the field it fills and the header the export writes for it. */
export interface RosterColumn<Field extends string = string> {
  field: Field;
  header: string;
  required: boolean;
}

export const studentRosterColumns = [
  { field: 'name', header: 'Name', required: true },
  { field: 'email', header: 'Email', required: true },
  { field: 'studentId', header: 'Student ID', required: false },
  { field: 'course', header: 'Course', required: false },
  { field: 'year', header: 'Year', required: false },
  { field: 'section', header: 'Section', required: false },
] as const satisfies readonly RosterColumn[];

export const teacherRosterColumns = [
  { field: 'name', header: 'Name', required: true },
  { field: 'email', header: 'Email', required: true },
  { field: 'department', header: 'Department', required: true },
  { field: 'subject', header: 'Subject', required: true },
  { field: 'designation', header: 'Designation', required: false },
  { field: 'phone', header: 'Phone', required: false },
] as const satisfies readonly RosterColumn[];

export const rosterColumns: Record<RosterRole, readonly RosterColumn[]> = {
  student: studentRosterColumns,
  teacher: teacherRosterColumns,
};

/** A header as typed in a spreadsheet: case, spacing and a byte-order mark do not matter. */
const headerKey = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

export type HeaderCheck = { ok: true; indexes: Record<string, number> } | { ok: false; message: string };

/** Where each roster field is in the file's header row; a missing required column or one named twice is refused. */
export function matchRosterHeader(role: RosterRole, header: readonly string[]): HeaderCheck {
  const keys = header.map(headerKey);
  const indexes: Record<string, number> = {};
  for (const column of rosterColumns[role]) {
    const key = headerKey(column.header);
    const first = keys.indexOf(key);
    if (first < 0) {
      if (column.required) return { ok: false, message: rosterMessages.columnMissing(column.header) };
      continue;
    }
    if (keys.indexOf(key, first + 1) >= 0)
      return { ok: false, message: rosterMessages.columnTwice(column.header) };
    indexes[column.field] = first;
  }
  return { ok: true, indexes };
}

// The export neutralises a cell a spreadsheet would read as a formula with a leading apostrophe (csv.ts);
// importing the same cell back drops it again.
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/** The cells of a record by field, only for the columns the file has (a missing column leaves a value alone). */
export function rosterCells(
  indexes: Record<string, number>,
  record: readonly string[],
): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [field, index] of Object.entries(indexes))
    cells[field] = (record[index] ?? '').replace(FORMULA_GUARD, '');
  return cells;
}

const nameField = personNameField(NAME_MAX_LENGTH, {
  length: NAME_MIN_LENGTH,
  message: validationMessages.nameTooShort,
});

const departmentByKey = new Map<string, string>(DEPARTMENT_OPTIONS.map((name) => [name.toLowerCase(), name]));

/** One of the college's departments, in its own spelling whatever the case typed. */
const departmentField = requiredText(
  validationMessages.departmentRequired,
  'Department',
  SHORT_TEXT_MAX_LENGTH,
).transform((name, context) => {
  const known = departmentByKey.get(name.toLowerCase());
  if (known) return known;
  context.addIssue({ code: 'custom', message: rosterMessages.unknownDepartment(DEPARTMENT_OPTIONS) });
  return z.NEVER;
});

export const studentRosterRowSchema = z.object({
  name: nameField,
  email: emailAddressField,
  studentId: optionalText('Student ID', 50).optional(),
  course: optionalText('Course', SHORT_TEXT_MAX_LENGTH).optional(),
  year: optionalIntegerField(validationMessages.yearInvalid, STUDENT_YEAR_MIN, STUDENT_YEAR_MAX).optional(),
  section: optionalText('Section', 50).optional(),
});
export type StudentRosterRow = z.output<typeof studentRosterRowSchema>;

export const teacherRosterRowSchema = z.object({
  name: nameField,
  email: emailAddressField,
  department: departmentField,
  subject: requiredText(validationMessages.subjectRequired, 'Subject', SHORT_TEXT_MAX_LENGTH),
  designation: optionalText('Designation', SHORT_TEXT_MAX_LENGTH).optional(),
  phone: optionalPhoneField.optional(),
});
export type TeacherRosterRow = z.output<typeof teacherRosterRowSchema>;

export type RosterRow = StudentRosterRow | TeacherRosterRow;

/** One refused cell: the file's line (the header is line 1), the column's header, and why. */
export interface RosterError {
  line: number;
  column: string;
  message: string;
}

export type RowCheck<Row> = { ok: true; row: Row } | { ok: false; errors: RosterError[] };

/**
 * Checks one record's cells with its role's schema. An optional field the file has no column for is left out
 * of the row, so applying it keeps what the account has; a cell left blank clears the value.
 */
export function checkRosterRow(
  role: RosterRole,
  cells: Record<string, string>,
  line: number,
): RowCheck<RosterRow> {
  const schema = role === 'student' ? studentRosterRowSchema : teacherRosterRowSchema;
  const result = schema.safeParse(cells);
  if (result.success) {
    const row = Object.fromEntries(
      Object.entries(result.data).filter(([field]) => field in cells),
    ) as RosterRow;
    return { ok: true, row };
  }
  const headerOf = new Map(rosterColumns[role].map((column) => [column.field, column.header]));
  const seen = new Set<string>();
  const errors: RosterError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ line, column: headerOf.get(field) ?? field, message: issue.message });
  }
  return { ok: false, errors };
}

/** What a preview or an apply answers: the file's data rows and what each came to. */
export interface RosterResult {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: RosterError[];
}

/** A person a previous roster of this role created whom the file leaves out: listed, suspended only on confirmation. */
export interface AbsentPerson {
  _id: string;
  name: string;
  email: string;
}

/** The preview also lists the absent (an apply of part of a file cannot know who is absent). */
export interface RosterPreview extends RosterResult {
  absent: AbsentPerson[];
}

/** POST /admin/roster/{students,teachers}/suspend-absent: the listed people to suspend. */
export const suspendAbsentSchema = z.object({
  ids: z
    .array(
      z
        .string({ error: rosterMessages.idsRequired })
        .trim()
        .min(1, rosterMessages.idsRequired)
        .max(128)
        .regex(/^[^/]+$/, rosterMessages.idsRequired),
      { error: rosterMessages.idsRequired },
    )
    .min(1, rosterMessages.idsRequired)
    .max(500, 'At most 500 people at once'),
});
export type SuspendAbsentRequest = z.output<typeof suspendAbsentSchema>;

export interface SuspendAbsentResult {
  suspended: number;
  /** Listed ids that were not an absent roster member still approved (already suspended, or back on a roster). */
  skipped: number;
}
