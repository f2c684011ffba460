// The four figures of the welcome section (spec: Total Appointments, Pending Requests, Approved Today, Active
// Students), built from what the page already holds: the live lists' counts, the live card and the period
// counts. A figure not known yet is null (its skeleton shows); a change line that would say nothing is null.
import {
  dayChangeText,
  pendingRequestsText,
  periodChangeText,
  teacherDashboardTexts,
} from '@appointments/domain';
import type { PeriodCounts } from '../api/use-period-counts';
import type { RequestCounts } from './request-lists';

export interface TeacherFigure {
  label: string;
  value: number | null;
  change: string | null;
  /** Pending requests wait for the teacher: the card asks for attention. */
  needsAttention?: boolean;
}

export interface TeacherFigureInputs {
  counts: RequestCounts;
  /** From the teacher's live card; null until it has answered. */
  totalStudents: number | null;
  periods: PeriodCounts;
}

function change(
  current: number | null,
  previous: number | null,
  text: (current: number, previous: number) => string | null,
): string | null {
  return current === null || previous === null ? null : text(current, previous);
}

export function teacherFigures({ counts, totalStudents, periods }: TeacherFigureInputs): TeacherFigure[] {
  return [
    {
      label: teacherDashboardTexts.statTotalAppointments,
      value: counts.all,
      change: change(periods.createdThisWeek, periods.createdLastWeek, (a, b) =>
        periodChangeText(a, b, 'week'),
      ),
    },
    {
      label: teacherDashboardTexts.statPendingRequests,
      value: counts.pending,
      change: pendingRequestsText(counts.pending),
      needsAttention: counts.pending > 0,
    },
    {
      label: teacherDashboardTexts.statApprovedToday,
      value: periods.approvedToday,
      change: change(periods.approvedToday, periods.approvedYesterday, dayChangeText),
    },
    {
      label: teacherDashboardTexts.statActiveStudents,
      value: totalStudents,
      change: change(periods.newStudentsThisMonth, periods.newStudentsLastMonth, (a, b) =>
        periodChangeText(a, b, 'month'),
      ),
    },
  ];
}
