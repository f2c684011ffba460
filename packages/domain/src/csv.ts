// What the admin CSV exports contain; the server serialises with a CSV library.
import { formatIsoDate } from './time/format';
import { type DateInput, isValidDateInput } from './time/instant';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/** The teacher fields the export reads; a full Teacher fits. */
export interface TeacherCsvRow {
  name: string;
  email: string;
  subject?: string | null;
  department?: string | null;
  isApproved: boolean;
  createdAt?: DateInput | null;
  totalSessions?: number | null;
  averageRating?: number | null;
  stats?: { totalStudents?: number | null; totalSessions?: number | null } | null;
  profile?: { phone?: string | null; experience?: number | null } | null;
}

/** The student fields the export reads; a full Student fits. */
export interface StudentCsvRow {
  name: string;
  email: string;
  isApproved: boolean;
  createdAt?: DateInput | null;
  stats?: { totalAppointments?: number | null } | null;
  profile?: { course?: string | null; year?: number | null; studentId?: string | null } | null;
}

export function accountStatusLabel(isApproved: boolean): 'Active' | 'Pending' {
  return isApproved ? 'Active' : 'Pending';
}

function dateCell(value: DateInput | null | undefined): string {
  return isValidDateInput(value) ? formatIsoDate(value) : '';
}

function numberCell(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

// Ratings are 1 to 5, so an average of 0 means nobody has rated yet.
function ratingCell(average: number | null | undefined): string {
  return typeof average === 'number' && average > 0 ? average.toFixed(1) : 'N/A';
}

export const teacherCsvColumns: ReadonlyArray<CsvColumn<TeacherCsvRow>> = [
  { header: 'Name', value: (t) => t.name },
  { header: 'Email', value: (t) => t.email },
  { header: 'Subject', value: (t) => t.subject ?? '' },
  { header: 'Department', value: (t) => t.department ?? '' },
  { header: 'Status', value: (t) => accountStatusLabel(t.isApproved) },
  { header: 'Joined Date', value: (t) => dateCell(t.createdAt) },
  { header: 'Phone', value: (t) => t.profile?.phone ?? '' },
  { header: 'Experience', value: (t) => numberCell(t.profile?.experience) },
  { header: 'Total Students', value: (t) => numberCell(t.stats?.totalStudents ?? 0) },
  { header: 'Total Sessions', value: (t) => numberCell(t.stats?.totalSessions ?? t.totalSessions ?? 0) },
  { header: 'Rating', value: (t) => ratingCell(t.averageRating) },
];

export const studentCsvColumns: ReadonlyArray<CsvColumn<StudentCsvRow>> = [
  { header: 'Name', value: (s) => s.name },
  { header: 'Email', value: (s) => s.email },
  { header: 'Status', value: (s) => accountStatusLabel(s.isApproved) },
  { header: 'Joined Date', value: (s) => dateCell(s.createdAt) },
  { header: 'Course', value: (s) => s.profile?.course ?? '' },
  { header: 'Year', value: (s) => numberCell(s.profile?.year) },
  { header: 'Student ID', value: (s) => s.profile?.studentId ?? '' },
  { header: 'Total Appointments', value: (s) => numberCell(s.stats?.totalAppointments ?? 0) },
];

// A spreadsheet reads a cell starting with one of these as a formula (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/;
// A sign followed by digits only, such as a stored phone number '+919876543210': a spreadsheet reads
// it as a number, never a formula, so it keeps its own text (no apostrophe showing in the cell).
const SIGNED_NUMBER = /^[+-]\d+$/;

/** Neutralises a cell a spreadsheet would read as a formula, with a leading apostrophe; other cells are kept as they are. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The header row, every cell neutralised. */
export function csvHeader<Row>(columns: ReadonlyArray<CsvColumn<Row>>): string[] {
  return columns.map((column) => neutraliseFormula(column.header));
}

/** One item's row, every cell neutralised: what a streamed export writes item by item. */
export function csvRecord<Row>(columns: ReadonlyArray<CsvColumn<Row>>, row: Row): string[] {
  return columns.map((column) => neutraliseFormula(column.value(row)));
}

/** Header row then one row per item, every cell neutralised. */
export function csvTable<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string[][] {
  return [csvHeader(columns), ...rows.map((row) => csvRecord(columns, row))];
}

/**
 * The response header of a CSV export giving how many rows the file will have (an aggregation count taken
 * as the export starts), so the browser can show its progress while the rows stream in.
 */
export const CSV_TOTAL_ROWS_HEADER = 'x-total-rows';

/** 'teachers-2025-03-03.csv', dated by the IST calendar day. */
export function csvFileName(kind: 'teachers' | 'students', now: Date): string {
  return `${kind}-${formatIsoDate(now)}.csv`;
}
