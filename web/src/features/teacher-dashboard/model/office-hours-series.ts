import {
  formatShortDate,
  lifecycleTexts,
  placeSummary,
  twelveHourLabel,
  WEEKDAY_NAMES,
} from '@appointments/domain';
import type { OfficeHoursSeries } from '../api/teacher-api';

/** 'Mon, Wed' from ISO weekday indices. */
function daysText(days: readonly number[]): string {
  return days.map((day) => WEEKDAY_NAMES[day]?.slice(0, 3) ?? '').join(', ');
}

/** 'yyyy-MM-dd' (IST) as the short date the product shows; noon IST keeps the day whatever the zone. */
function dateText(date: string): string {
  return formatShortDate(`${date}T12:00:00+05:30`);
}

/** One weekly series in words: its days, IST hours on the 12-hour clock, dates and place (the dashboard and the profile). */
export function seriesLine(series: OfficeHoursSeries): string {
  return `${lifecycleTexts.officeHoursSeriesLine(
    daysText(series.days),
    twelveHourLabel(series.startTime),
    twelveHourLabel(series.endTime),
    dateText(series.fromDate),
    dateText(series.untilDate),
  )}${series.place ? ` · ${placeSummary(series.place)}` : ''}`;
}
