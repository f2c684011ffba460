// Words only the teacher profile's Office Hours panel says: it shows the weekly office hours made on the
// dashboard (one office-hours concept, docs/spec-deviations.md).

export const profileOfficeHoursTexts = {
  weeklyLabel: 'Weekly office hours',
  none: 'No weekly office hours yet.',
  loading: 'Loading your office hours...',
  failed: 'Your weekly office hours could not be loaded.',
  manage: 'Set your weekly office hours on the dashboard',
  locationHint: 'Where in-person sessions meet when a slot names no other place.',
} as const;
