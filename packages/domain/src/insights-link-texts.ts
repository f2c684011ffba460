// The few words the admin panel and the teacher dashboard show before the insights load: a module of their
// own, so those pages do not download the insights pages' texts with them.
export const insightsLinkTexts = {
  panelLink: 'Insights',
  teacherSectionTitle: 'My insights',
  teacherSectionIntro: 'Your sessions, response time, no-shows and busiest hours this term.',
  showTeacherInsights: 'Show my insights',
} as const;
