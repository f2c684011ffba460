// What other features may use of the teacher dashboard: the weekly office hours, which the teacher's
// profile shows as they were made here (one office-hours concept, docs/spec-deviations.md).
export { fetchOfficeHours } from './api/teacher-api';
export { seriesLine } from './model/office-hours-series';
