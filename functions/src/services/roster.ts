// Rosters (POST /admin/roster/{students,teachers}): the college's list of students or teachers, read as it
// streams in. A preview says what applying would do; applying does it, idempotent by address (the same file
// twice changes nothing), in batches, and records who applied which file in the audit log. Rostered people
// are approved accounts; those a previous roster created and this file leaves out are listed, and suspended
// only when the admin confirms (suspendAbsent). Nothing is ever deleted by a roster.
import type { Readable } from 'node:stream';
import type {
  AbsentPerson,
  RosterPreview,
  RosterResult,
  RosterRole,
  SuspendAbsentResult,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { type AuditActor, recordAudit } from '../data/audit-log';
import { rosterMemberPages, rosterMemberRef } from '../data/roster-members';
import { db } from '../lib/firebase';
import { rosterWelcomeTemplate } from '../notifications';
import { refreshAccountCounter } from './account-counters';
import { decideInBulk } from './bulk-decisions';
import { chunksOf } from './bulk-targets';
import { planBatch, type RowPlan, type SeenEmails } from './roster-plan';
import { rosterBatches } from './roster-reader';
import { type Commit, RosterStop, writeBatch } from './roster-writes';

/** Rows looked up at once in a preview, and batches looked up at the same time. */
const PREVIEW_BATCH_ROWS = 500;
const PREVIEW_PARALLEL = 4;
/**
 * Rows written in one Firestore batch: a new teacher is five writes (card, private part, roster record, link,
 * mail), so 90 rows stay under the 500 writes a batch takes.
 */
const APPLY_BATCH_ROWS = 90;
/** Documents read at once when listing the absent. */
const READ_CHUNK = 300;

export interface RosterFile {
  source: Readable;
  /** The file's name, for the audit log. */
  name: string;
  /** Added to every line: a part of a file sent alone starts at its own line. */
  lineOffset: number;
}

export interface ApplyOptions {
  now: Date;
  actor: AuditActor;
  passwords: boolean;
  batchRows?: number;
  commit?: Commit;
}

function emptyResult(): RosterResult {
  return { rows: 0, created: 0, updated: 0, unchanged: 0, errors: [] };
}

function count(result: RosterResult, plans: readonly RowPlan[]) {
  for (const plan of plans) {
    result.rows += 1;
    if (plan.kind === 'create') result.created += 1;
    else if (plan.kind === 'update') result.updated += 1;
    else if (plan.kind === 'unchanged') result.unchanged += 1;
  }
}

const accountOf = (role: RosterRole, uid: string) => (role === 'student' ? studentRef(uid) : teacherRef(uid));

/**
 * The approved people a roster of `role` created whose address is not in `seen`, by name. The members are read
 * a page at a time and only those left off are kept: a campus's whole membership is never held at once.
 */
async function absentPeople(role: RosterRole, seen: SeenEmails): Promise<AbsentPerson[]> {
  const absent: AbsentPerson[] = [];
  for await (const members of rosterMemberPages(role)) {
    const missing = members.filter(([, email]) => !seen.has(email)).map(([uid]) => uid);
    for (const chunk of chunksOf(missing, READ_CHUNK)) {
      const snapshots = await db().getAll(...chunk.map((uid) => accountOf(role, uid)), {
        fieldMask: ['name', 'email', 'isApproved'],
      });
      for (const snapshot of snapshots) {
        if (snapshot.get('isApproved') !== true) continue;
        absent.push({
          _id: snapshot.id,
          name: String(snapshot.get('name') ?? ''),
          email: String(snapshot.get('email') ?? ''),
        });
      }
    }
  }
  return absent.sort((a, b) => a.name.localeCompare(b.name));
}

/** What applying the file would do, and who a previous roster created that it leaves out. Writes nothing. */
export async function previewRoster(role: RosterRole, file: RosterFile): Promise<RosterPreview> {
  const result = emptyResult();
  const seen: SeenEmails = new Map();
  const inFlight: Promise<void>[] = [];
  for await (const records of rosterBatches(file.source, role, PREVIEW_BATCH_ROWS, file.lineOffset)) {
    // planBatch marks a batch's addresses as seen before its first lookup, so batches started in file order
    // find duplicates as one at a time would, while their lookups overlap.
    const planned = planBatch(role, records, seen, result.errors).then((plans) => count(result, plans));
    planned.catch(() => undefined);
    inFlight.push(planned);
    if (inFlight.length >= PREVIEW_PARALLEL) await inFlight.shift();
  }
  await Promise.all(inFlight);
  // Batches answer in any order; the table reads by line (a stable sort keeps a line's columns in order).
  result.errors.sort((a, b) => a.line - b.line);
  return { ...result, absent: await absentPeople(role, seen) };
}

/**
 * Applies the file a batch at a time, in file order; rows with errors are skipped (and answered). A failure
 * throws `RosterStop` with the counts done so far: every row before its line is applied, none after, and the
 * same file applied again finishes the job. The audit entry is written either way.
 */
export async function applyRoster(
  role: RosterRole,
  file: RosterFile,
  options: ApplyOptions,
): Promise<RosterResult> {
  const result = emptyResult();
  const seen: SeenEmails = new Map();
  const context = {
    role,
    now: options.now,
    passwords: options.passwords,
    commit: options.commit ?? ((batch) => batch.commit()),
    welcome: rosterWelcomeTemplate(role, options.passwords),
  };
  let stop: RosterStop | undefined;
  try {
    const batches = rosterBatches(file.source, role, options.batchRows ?? APPLY_BATCH_ROWS, file.lineOffset);
    // The next batch is looked up while this one is written: planning reads only, and an address in both
    // is a duplicate, refused by the plan.
    const planNext = async () => {
      const next = await batches.next();
      return next.done ? undefined : planBatch(role, next.value, seen, result.errors);
    };
    let planned = planNext();
    for (let plans = await planned; plans; plans = await planned) {
      planned = planNext();
      planned.catch(() => undefined);
      try {
        await writeBatch(plans, context);
      } catch (error) {
        if (!(error instanceof RosterStop)) throw error;
        const line = error.line;
        count(
          result,
          plans.filter((plan) => plan.line < line),
        );
        // Rows from the stop on are not applied: neither are their refusals answered.
        result.errors = result.errors.filter((refused) => refused.line < line);
        stop = error;
        await planned.catch(() => undefined);
        await batches.return(undefined);
        break;
      }
      count(result, plans);
    }
  } finally {
    if (result.rows > 0 || stop) {
      await refreshAccountCounter(role, null).catch((error) =>
        console.error('Roster: counter not refreshed', error),
      );
      await recordApplication(role, file.name, result, options, stop?.line);
    }
  }
  if (stop) throw Object.assign(stop, { result });
  return result;
}

async function recordApplication(
  role: RosterRole,
  fileName: string,
  result: RosterResult,
  options: ApplyOptions,
  stoppedAtLine: number | undefined,
) {
  const batch = db().batch();
  const details: Record<string, number> = {
    rows: result.rows,
    created: result.created,
    updated: result.updated,
    unchanged: result.unchanged,
    errors: new Set(result.errors.map((error) => error.line)).size,
  };
  if (stoppedAtLine !== undefined) details.stoppedAtLine = stoppedAtLine;
  recordAudit(batch, {
    action: 'apply-roster',
    actor: options.actor,
    at: options.now,
    target: { role, name: fileName },
    details,
  });
  await batch.commit();
}

/**
 * Suspends the listed people through the admins' own bulk suspension (claims, sessions, counters, mails and
 * audit entries as for any suspension), only those a roster of `role` created: anyone else is skipped.
 */
export async function suspendAbsent(
  role: RosterRole,
  ids: readonly string[],
  actor: AuditActor,
  now: Date,
): Promise<SuspendAbsentResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { suspended: 0, skipped: 0 };
  const members = await db().getAll(...unique.map(rosterMemberRef));
  const memberIds = members
    .filter((member) => member.exists && member.data()?.role === role)
    .map((member) => member.id);
  // Only approved accounts: one an admin suspended stays the admin's suspension, which a roster never lifts.
  const accounts =
    memberIds.length > 0 ? await db().getAll(...memberIds.map((uid) => accountOf(role, uid))) : [];
  const ofRoster = accounts
    .filter((account) => account.get('isApproved') === true)
    .map((account) => account.id);
  if (ofRoster.length === 0) return { suspended: 0, skipped: unique.length };
  const outcome = await decideInBulk(role, { action: 'suspend', ids: ofRoster }, actor, now);
  const batch = db().batch();
  for (const uid of ofRoster)
    batch.update(rosterMemberRef(uid), { suspendedAbsentAt: Timestamp.fromDate(now) });
  await batch.commit();
  return { suspended: outcome.suspended, skipped: unique.length - outcome.suspended };
}
