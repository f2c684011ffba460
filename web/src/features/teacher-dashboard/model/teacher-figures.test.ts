import { teacherDashboardTexts } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import type { PeriodCounts } from '../api/use-period-counts';
import { teacherFigures } from './teacher-figures';

const counts = { all: 12, pending: 2, approved: 3, canceled: 4, completed: 3 };
const periods: PeriodCounts = {
  createdThisWeek: 5,
  createdLastWeek: 4,
  approvedToday: 1,
  approvedYesterday: 3,
  newStudentsThisMonth: 2,
  newStudentsLastMonth: 0,
};

const byLabel = (figures: ReturnType<typeof teacherFigures>) =>
  Object.fromEntries(figures.map((figure) => [figure.label, [figure.value, figure.change]]));

describe('teacherFigures', () => {
  it('takes the totals from the live lists and the card, and the changes from the periods', () => {
    expect(byLabel(teacherFigures({ counts, totalStudents: 7, periods }))).toEqual({
      [teacherDashboardTexts.statTotalAppointments]: [12, '+25% this week'],
      [teacherDashboardTexts.statPendingRequests]: [2, 'Need attention'],
      [teacherDashboardTexts.statApprovedToday]: [1, '-2 from yesterday'],
      [teacherDashboardTexts.statActiveStudents]: [7, '2 new this month'],
    });
  });

  it('shows no change line when both periods are zero, and no value before it is known', () => {
    const quiet: PeriodCounts = {
      createdThisWeek: 0,
      createdLastWeek: 0,
      approvedToday: 0,
      approvedYesterday: 0,
      newStudentsThisMonth: null,
      newStudentsLastMonth: 0,
    };
    expect(
      byLabel(
        teacherFigures({ counts: { ...counts, all: null, pending: 0 }, totalStudents: null, periods: quiet }),
      ),
    ).toEqual({
      [teacherDashboardTexts.statTotalAppointments]: [null, null],
      [teacherDashboardTexts.statPendingRequests]: [0, 'All clear'],
      [teacherDashboardTexts.statApprovedToday]: [0, null],
      [teacherDashboardTexts.statActiveStudents]: [null, null],
    });
  });
});
