// The appointments export (`GET /api/admin/export/appointments.csv`): one row per appointment in the range,
// each time both as IST wall-clock text (for people) and as ISO 8601 (for programs); every cell formula-safe
// through the CSV writer (csv.ts).
import type { CsvColumn } from '../csv';
import { insightOutcomeLabels } from '../insights-texts';
import { type InsightFacts, outcomeOf } from './rollup-cells';

export interface AppointmentCsvRow extends InsightFacts {
  id: string;
  studentName: string;
  studentEmail: string;
  bookingType: string;
  purpose: string;
}

const IST_OFFSET_MS = 330 * 60_000;

/** `2030-03-05 10:00`: the instant's IST wall clock. */
export function istCsvTime(instant: Date | null): string {
  if (!instant) return '';
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const isoTime = (instant: Date | null) => (instant ? instant.toISOString() : '');

export const appointmentCsvColumns: ReadonlyArray<CsvColumn<AppointmentCsvRow>> = [
  { header: 'Appointment ID', value: (row) => row.id },
  { header: 'Session (IST)', value: (row) => istCsvTime(row.dateTime) },
  { header: 'Session (ISO)', value: (row) => isoTime(row.dateTime) },
  { header: 'Length (minutes)', value: (row) => String(row.durationMinutes) },
  { header: 'Outcome', value: (row) => insightOutcomeLabels[outcomeOf(row)] },
  { header: 'Booking type', value: (row) => (row.bookingType === 'slot_booking' ? 'Slot' : 'Request') },
  { header: 'Teacher', value: (row) => row.teacherName },
  { header: 'Department', value: (row) => row.department },
  { header: 'Student', value: (row) => row.studentName },
  { header: 'Student email', value: (row) => row.studentEmail },
  { header: 'Purpose', value: (row) => row.purpose },
  { header: 'Requested (IST)', value: (row) => istCsvTime(row.requestedAt) },
  { header: 'Requested (ISO)', value: (row) => isoTime(row.requestedAt) },
  { header: 'Decided (IST)', value: (row) => istCsvTime(row.decidedAt) },
  { header: 'Decided (ISO)', value: (row) => isoTime(row.decidedAt) },
  { header: 'Created (IST)', value: (row) => istCsvTime(row.createdAt) },
  { header: 'Created (ISO)', value: (row) => isoTime(row.createdAt) },
];

/** `appointments-2030-03-01-to-2030-03-31.csv`. */
export function appointmentCsvFileName(range: { from: string; to: string }): string {
  return `appointments-${range.from}-to-${range.to}.csv`;
}
