// The insights pages' and endpoints' words.
export const insightsErrors = {
  badRange: 'Choose a valid date range',
  day: 'Enter a date as YYYY-MM-DD',
  reversed: 'The end date is before the start date',
  tooLong: 'A range covers at most two years',
  department: 'A department name is at most 100 characters',
} as const;

/** The outcomes' names in charts, tables and CSV headers. */
export const insightOutcomeLabels = {
  booked: 'Requests made',
  pending: 'Awaiting decision',
  approved: 'Approved',
  completed: 'Completed',
  noShow: 'No-show',
  canceledByStudent: 'Cancelled by student',
  canceledByTeacher: 'Cancelled by teacher',
  declined: 'Declined',
  lapsed: 'Lapsed',
} as const;

export const insightsTexts = {
  pageTitle: 'Insights',
  pageIntro:
    'How office hours are used: sessions, free time, response times and demand, by week and department.',
  period: 'Period',
  customRange: 'Custom range…',
  from: 'From',
  to: 'To',
  /** The accessible names of a custom range end's two selects. */
  rangeMonth: (end: string) => `${end}: month`,
  rangeDay: (end: string) => `${end}: day`,
  showing: (days: string) => `Showing ${days} (days on India's calendar).`,
  department: 'Department',
  allDepartments: 'All departments',
  show: 'Show',
  loadFailed: 'Could not load the insights. Please try again.',
  loading: 'Loading insights…',
  tableView: 'Table view',
  downloadCsv: 'Download CSV',
  exportAppointments: 'Export appointments (CSV)',
  empty: 'No sessions in this range.',
  weeksTitle: 'Sessions per week by outcome',
  weeksSummary: (sessions: number, weeks: number) =>
    `${sessions} sessions over ${weeks} weeks, each week's bar split by what became of its sessions.`,
  utilisationTitle: 'Utilisation per week',
  utilisationSummary: (booked: number, offered: number) =>
    offered > 0
      ? `${booked} of ${offered} offered seat-minutes were booked (${Math.round((100 * booked) / offered)}%).`
      : `${booked} seat-minutes were booked; no slots were offered in this range.`,
  departmentsTitle: 'Demand per department',
  departmentsSummary: (count: number, busiest: string | null) =>
    busiest ? `${count} departments; the most requests went to ${busiest}.` : 'No department had requests.',
  responseTitle: 'Time from request to decision',
  responseSummary: (decided: number, median: string, p90: string) =>
    decided > 0
      ? `${decided} decisions: half within ${median}, nine in ten within ${p90}.`
      : 'No request was decided in this range.',
  noShowTitle: 'No-show rate',
  noShowSummary: (rate: number | null, noShows: number) =>
    rate === null
      ? 'No session was held or missed.'
      : `${Math.round(rate * 100)}% of sessions were missed (${noShows}).`,
  heatmapTitle: 'When sessions happen (IST)',
  heatmapSummary: (busiest: string | null) =>
    busiest ? `Booked sessions by weekday and hour; the busiest is ${busiest}.` : 'No booked sessions.',
  topSessionsTitle: 'Top teachers by sessions',
  topSessionsSummary: 'The teachers who held the most sessions in the months of this range.',
  topRatingTitle: 'Top teachers by rating',
  topRatingSummary: 'The best-rated teachers, by their average rating over all time.',
  waitlistTitle: 'Waitlist length over time',
  waitlistSummary: (now: number | null, most: number) =>
    now === null
      ? 'No week in this range.'
      : `Students waiting for a seat at the end of each week: ${now} at the end of the range, ${most} at most.`,
  columns: {
    weekEnding: 'Week ending',
    waiting: 'Students waiting',
    week: 'Week starting',
    bookedMinutes: 'Booked minutes',
    offeredMinutes: 'Offered minutes',
    utilisation: 'Utilisation (%)',
    department: 'Department',
    decidedWithin: 'Decided within',
    decisions: 'Decisions',
    day: 'Day',
    teacher: 'Teacher',
    sessions: 'Sessions',
    averageRating: 'Average rating',
    ratings: 'Ratings',
    figure: 'Figure',
    value: 'Value',
  },
} as const;

/** A duration in minutes as the insights say it: "30 min", "4 h", "2 days". */
export function insightDurationText(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) return `${minutes / 60} h`;
  const days = minutes / 1440;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
