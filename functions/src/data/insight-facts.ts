// An appointment's stored fields as the insights read them (packages/domain/src/insights/rollup-cells.ts).
import { DEFAULT_SESSION_MINUTES, type InsightFacts } from '@appointments/domain';
import type { AppointmentDocument, TimestampLike } from '@appointments/domain/documents';

/** The fields the insights read; a raw snapshot's data or a parsed document. */
export type InsightSource = Pick<
  AppointmentDocument,
  | 'teacherId'
  | 'status'
  | 'attendance'
  | 'canceledBy'
  | 'autoUpdated'
  | 'dateTime'
  | 'createdAt'
  | 'updatedAt'
  | 'durationMinutes'
  | 'approvedAt'
  | 'decidedAt'
  | 'rescheduledAt'
  | 'teacher'
>;

const toDate = (value: TimestampLike | null | undefined) => (value ? value.toDate() : null);

/**
 * When the teacher decided: the stored `decidedAt`; for appointments stored before it, the approval time, or a
 * decline's last update (a declined request changes no more).
 */
function decidedAtOf(source: InsightSource, declined: boolean): Date | null {
  if (source.decidedAt !== undefined) return toDate(source.decidedAt);
  if (source.approvedAt) return source.approvedAt.toDate();
  return declined ? toDate(source.updatedAt) : null;
}

export function insightFactsOf(source: InsightSource): InsightFacts {
  const status = source.status ?? 'pending';
  const canceledBy = source.canceledBy ?? null;
  const autoUpdated = source.autoUpdated === true;
  const createdAt = source.createdAt.toDate();
  return {
    teacherId: source.teacherId,
    teacherName: source.teacher?.name ?? '',
    department: source.teacher?.department ?? '',
    status,
    attendance: source.attendance ?? null,
    canceledBy,
    autoUpdated,
    dateTime: source.dateTime.toDate(),
    createdAt,
    durationMinutes: source.durationMinutes ?? DEFAULT_SESSION_MINUTES,
    requestedAt: toDate(source.rescheduledAt) ?? createdAt,
    decidedAt: decidedAtOf(source, status === 'canceled' && canceledBy === null && !autoUpdated),
  };
}
