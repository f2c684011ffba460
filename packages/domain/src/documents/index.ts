// `@appointments/domain/documents`: the stored documents, one schema per kind, their converters and their
// API shapes. A subpath of its own (not the package's main barrel) so that what imports the domain's texts
// and rules does not load zod through it.
export * from './admin';
export * from './appointment';
export * from './appointment-place';
export * from './audit-log-entry';
export * from './booked-student';
export * from './bulk-job';
export * from './busy-calendar';
export * from './calendar-feed';
export * from './calendar-feed-month';
export * from './conversation';
export * from './converter';
export * from './counters';
export type { TimestampLike } from './fields';
export * from './insight-rollup';
export * from './iso-times';
export * from './mail';
export * from './mail-preferences-field';
export * from './message';
export * from './notification';
export * from './office-hours-series';
export * from './password-reset';
export * from './push-delivery';
export * from './push-device';
export * from './rate-limit';
export * from './rating';
export * from './roster-member';
export * from './session-notes';
export * from './slot';
export * from './student';
export * from './teacher-card';
export * from './teacher-matching';
export * from './teacher-private';
export * from './views';
export * from './waitlist-entry';
