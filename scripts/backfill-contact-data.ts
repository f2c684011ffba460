// `npm run backfill-contact-data [-- --project ID]`: writes what the paged contact lists read and the API
// keeps up to date from then on: both people's cards on conversations written before the cards existed
// (the Messages contact list), and the per-department counts of approved teachers (Find Teachers' dropdown);
// the teacher cards' earliest slot time (Find Teachers' order); and, once, the admin's appointment totals over
// the appointments made before they existed, the insights' rollups and the calendar feeds' months likewise.
// Safe to run any number of times (docs/operations.md, "Contact lists"). Against production it uses
// Application Default Credentials, as `create-admin` does.
import { parseArgs } from 'node:util';
import {
  backfillConversationCards,
  backfillNextSlotAt,
  ensureAppointmentTotals,
  ensureFeedMonths,
  ensureInsightRollups,
  rebuildTeacherDepartments,
} from '@appointments/functions/backfill';
import { initializeApp } from 'firebase-admin/app';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
initializeApp(values.project ? { projectId: values.project } : undefined);
const conversations = await backfillConversationCards();
const departments = await rebuildTeacherDepartments(new Date());
const nextSlots = await backfillNextSlotAt();
const totalsRebuilt = await ensureAppointmentTotals();
const rollupsRebuilt = await ensureInsightRollups();
const feedsRebuilt = await ensureFeedMonths();
console.log(
  `Contact data: cards written on ${conversations} conversations; ${departments.length} departments counted; ` +
    `next free slot set on ${nextSlots.updated} of ${nextSlots.read} teachers; ` +
    `appointment totals ${totalsRebuilt ? 'rebuilt' : 'already in place'}; ` +
    `insights rollups ${rollupsRebuilt ? 'rebuilt' : 'already in place'}; ` +
    `calendar feed months ${feedsRebuilt ? 'rebuilt' : 'already in place'}.`,
);
