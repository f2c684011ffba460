// `@appointments/functions/backfill`: the rebuilds of derived data (counters, totals, search keys, contact
// cards, department lists) that the deploy's backfill scripts, the seed and the benches run after writing
// documents directly. The triggers keep the same data up to date during normal use.
export { ensureAppointmentTotals, rebuildAppointmentTotals } from '../data/appointment-totals';
export { ensureFeedMonths, rebuildFeedMonths } from '../data/calendar-feed-months';
export {
  ensureInsightRollups,
  offerBookedSlot,
  offerStoredSlot,
  rebuildInsightRollups,
  writeRebuiltRollups,
} from '../data/insight-rollup-store';
// The rollups' own arithmetic, for the benches that size a month of them (bench/scale/rollup-shard-size.ts) and
// build a generated college's rollups as they write it (bench/scale/college-rollups.ts).
export { InsightRollupChanges } from '../data/insight-rollups';
export { rebuildAccountCounters } from '../services/account-counters';
export { backfillConversationCards } from '../services/conversation-cards';
export { backfillSearchKeys } from '../services/search-keys-backfill';
export { rebuildTeacherDepartments } from '../services/teacher-departments';
export { backfillNextSlotAt } from '../services/teacher-next-slot';
