// Words only this screen says (the spec's own wording lives in packages/domain/src/teacher-dashboard-texts.ts).

export const dashboardLayoutTexts = {
  /** The disclosure over the one-slot form, its quick times and the tips. */
  addSlots: 'Add slots',
  /** The disclosure over the weekly office-hours generator. */
  weeklyOfficeHours: 'Weekly office hours',
  needsDecision: 'Waiting for your decision',
  upcomingSessions: 'Your upcoming sessions',
  history: 'Past and canceled',
  loadingWeek: 'Loading your week...',
} as const;
