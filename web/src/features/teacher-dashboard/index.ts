// What other features may use of the teacher dashboard: the weekly office hours, which the teacher's
// profile shows as they were made here (one office-hours concept, docs/spec-deviations.md).
export { fetchOfficeHours } from './api/teacher-api';
export { seriesLine } from './model/office-hours-series';
/** A student's past sessions with the teacher (Messages opens it from a conversation); its own chunk. */
export const loadPastSessionsDialog = () => import('./components/past-sessions-dialog');
