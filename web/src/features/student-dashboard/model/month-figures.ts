// The month lines under My Appointments' figures, counted from the live list the page already holds (as
// GET /student/stats counts them on the server: the items of each kind created this IST month against
// those created last month).
import { type Appointment, displayStatus, istMonthBounds, isWithin, toDate } from '@appointments/domain';

export type FigureKey = 'all' | 'pending' | 'approved' | 'completed';

export interface MonthCounts {
  thisMonth: number;
  lastMonth: number;
}

export function monthFigures(
  appointments: readonly Appointment[],
  now: Date,
): Record<FigureKey, MonthCounts> {
  const thisMonth = istMonthBounds(now);
  const lastMonth = istMonthBounds(now, -1);
  const figures: Record<FigureKey, MonthCounts> = {
    all: { thisMonth: 0, lastMonth: 0 },
    pending: { thisMonth: 0, lastMonth: 0 },
    approved: { thisMonth: 0, lastMonth: 0 },
    completed: { thisMonth: 0, lastMonth: 0 },
  };
  for (const appointment of appointments) {
    const created = toDate(appointment.createdAt);
    const month = isWithin(thisMonth, created)
      ? 'thisMonth'
      : isWithin(lastMonth, created)
        ? 'lastMonth'
        : null;
    if (month === null) continue;
    figures.all[month] += 1;
    const status = displayStatus(appointment.status);
    if (status !== 'canceled') figures[status][month] += 1;
  }
  return figures;
}
