// What one appointment adds to the insights rollups (docs/architecture/data-model.md, "Insights rollups").
// The rollups are the sum of `appointmentCells` over every stored appointment: each write moves them by
// cells(after) − cells(before) in its own transaction, so a full scan and the rollups agree at every commit.
import type { AppointmentStatus } from '../entities';
import type { AttendanceMark } from '../session-record';

/**
 * The waitlist's net change on an IST day (joined − left), a day cell moved by the waitlist writes themselves;
 * its running sum is the waitlist's length (report.ts).
 */
export const WAITLIST_METRIC = 'waitlist';

/** Every way a session can end up, as the insights count them. */
export const INSIGHT_OUTCOMES = [
  'pending',
  'approved',
  'completed',
  'noShow',
  'canceledByStudent',
  'canceledByTeacher',
  'declined',
  'lapsed',
] as const;
export type InsightOutcome = (typeof INSIGHT_OUTCOMES)[number];

/** Upper bounds (minutes) of the request-to-decision histogram's buckets; the last takes everything longer. */
export const RESPONSE_BUCKET_MINUTES = [
  5, 15, 30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 10080, 43200,
] as const;

/** The facts of one appointment the insights read (times already as instants). */
export interface InsightFacts {
  teacherId: string;
  teacherName: string;
  department: string;
  status: AppointmentStatus;
  attendance: AttendanceMark | null;
  canceledBy: 'student' | 'teacher' | null;
  autoUpdated: boolean;
  dateTime: Date;
  createdAt: Date;
  durationMinutes: number;
  /** When the request now awaiting (or given) a decision was made: its last move, else its creation. */
  requestedAt: Date;
  /** When the teacher approved or declined it; null while undecided or when nobody decided. */
  decidedAt: Date | null;
}

/** One number one appointment adds to one IST day (`YYYY-MM-DD`) under one metric. */
export interface DayCell {
  day: string;
  metric: string;
  value: number;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day of an instant, `YYYY-MM-DD`. */
export function istDayKey(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST hour (0–23) of an instant. */
export function istHour(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCHours();
}

export function outcomeOf(
  facts: Pick<InsightFacts, 'status' | 'attendance' | 'canceledBy' | 'autoUpdated'>,
): InsightOutcome {
  if (facts.status === 'pending') return 'pending';
  if (facts.status === 'approved' || facts.status === 'completed')
    return facts.attendance === 'no_show' ? 'noShow' : facts.status;
  if (facts.canceledBy === 'student') return 'canceledByStudent';
  if (facts.canceledBy === 'teacher') return 'canceledByTeacher';
  // Nobody called it off: the teacher declined it, or the job let it lapse when its time passed unanswered.
  return facts.autoUpdated ? 'lapsed' : 'declined';
}

/** Outcomes whose session held its seat (booked seat-minutes, the heat map). */
export const SEAT_HOLDING: readonly InsightOutcome[] = ['approved', 'completed', 'noShow'];

export function responseBucket(minutes: number): number {
  const index = RESPONSE_BUCKET_MINUTES.findIndex((bound) => minutes <= bound);
  return index === -1 ? RESPONSE_BUCKET_MINUTES.length - 1 : index;
}

/**
 * The day cells one appointment adds: `booked` on the day it was created; its outcome, and for a session
 * holding its seat its minutes and its hour (`h00`–`h23`), on the day of the session; `decided` and its
 * response bucket (`r0`…) on the day of the decision.
 */
export function appointmentCells(facts: InsightFacts): DayCell[] {
  const sessionDay = istDayKey(facts.dateTime);
  const outcome = outcomeOf(facts);
  const cells: DayCell[] = [
    { day: istDayKey(facts.createdAt), metric: 'booked', value: 1 },
    { day: sessionDay, metric: outcome, value: 1 },
  ];
  if (SEAT_HOLDING.includes(outcome)) {
    cells.push({ day: sessionDay, metric: 'bookedMinutes', value: facts.durationMinutes });
    cells.push({ day: sessionDay, metric: `h${String(istHour(facts.dateTime)).padStart(2, '0')}`, value: 1 });
  }
  if (facts.decidedAt) {
    const minutes = Math.max(0, (facts.decidedAt.getTime() - facts.requestedAt.getTime()) / 60_000);
    const day = istDayKey(facts.decidedAt);
    cells.push({ day, metric: 'decided', value: 1 });
    cells.push({ day, metric: `r${responseBucket(minutes)}`, value: 1 });
  }
  return cells;
}

/** A held session counts for its teacher's place in the top list, by the month of the session. */
export function teacherSessionMonth(facts: InsightFacts): string | null {
  return outcomeOf(facts) === 'completed' ? istDayKey(facts.dateTime).slice(0, 7) : null;
}

/**
 * A department's key in the rollups' maps: a short hash (a name may hold any character, a field name may
 * not be empty), with the name kept beside it in the document.
 */
export function departmentKey(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `d${hash.toString(16).padStart(8, '0')}`;
}
