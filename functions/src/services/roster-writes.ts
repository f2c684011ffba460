// Writes one planned batch of a roster: the Auth users of the new people (claims included, no password),
// then their accounts, roster records, set-password links and welcome mails and the updates, in one
// Firestore batch. A batch is applied whole or, when an Auth user cannot be made, up to the row that
// failed; the caller stops there, so every row before a stop is applied and none after.
import {
  type RosterRole,
  SET_PASSWORD_LINK_TTL_MS,
  type StudentRosterRow,
  studentSearchKeys,
  type TeacherRosterRow,
} from '@appointments/domain';
import { type DocumentReference, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import {
  accountRef,
  newStudentDocument,
  newTeacherDocuments,
  studentRef,
  teacherPrivateRef,
  teacherRef,
} from '../data/accounts';
import { stageResetToken } from '../data/password-resets';
import { rosterMemberRef } from '../data/roster-members';
import { auth, db } from '../lib/firebase';
import { accountApprovalMail, enqueueMail, type rosterWelcomeTemplate } from '../notifications';
import { deriveClaim } from './account-approval';
import { eachLimited } from './bulk-targets';
import type { CreatePlan, RowPlan, UpdatePlan } from './roster-plan';

/** Auth and claim calls at once. */
const PARALLEL = 8;

/** How a batch is committed: the store's own commit, or a test's stand-in that fails. */
export type Commit = (batch: WriteBatch) => Promise<unknown>;

export interface WriteContext {
  role: RosterRole;
  now: Date;
  /** The college signs in with passwords: each new person gets a set-password link. */
  passwords: boolean;
  commit: Commit;
  /** The welcome, rendered once per apply (rosterWelcomeTemplate). */
  welcome: ReturnType<typeof rosterWelcomeTemplate>;
}

/** A new person's plan with the uid their Auth user gets (`reused`: one a stopped apply left behind). */
type NewAccountPlan = CreatePlan & { uid: string; reused: boolean };

/** Why a batch stopped: the line of the row that could not be applied. */
export class RosterStop extends Error {
  constructor(
    readonly line: number,
    cause: unknown,
  ) {
    super(`Roster stopped at line ${line}`, { cause });
    this.name = 'RosterStop';
  }
}

function stageNewStudent(batch: WriteBatch, uid: string, row: StudentRosterRow, now: Date) {
  const document = newStudentDocument({ uid, name: row.name, email: row.email, isApproved: true, now });
  const profile = {
    ...document.profile,
    studentId: row.studentId ?? '',
    course: row.course ?? '',
    year: row.year ?? null,
    section: row.section ?? '',
  };
  batch.create(studentRef(uid), {
    ...document,
    profile,
    searchKeys: studentSearchKeys({
      name: row.name,
      email: row.email,
      course: profile.course,
      studentId: profile.studentId,
    }),
  });
}

function stageNewTeacher(batch: WriteBatch, uid: string, row: TeacherRosterRow, now: Date) {
  const documents = newTeacherDocuments({
    uid,
    name: row.name,
    email: row.email,
    isApproved: true,
    now,
    department: row.department,
    subject: row.subject,
    phone: row.phone ?? '',
  });
  batch.create(teacherRef(uid), {
    ...documents.card,
    profile: { ...documents.card.profile, designation: row.designation ?? '' },
  });
  batch.create(teacherPrivateRef(uid), documents.private);
}

async function stageCreate(batch: WriteBatch, plan: NewAccountPlan, context: WriteContext) {
  const { uid, row } = plan;
  if (context.role === 'student') stageNewStudent(batch, uid, row as StudentRosterRow, context.now);
  else stageNewTeacher(batch, uid, row as TeacherRosterRow, context.now);
  batch.set(rosterMemberRef(uid), {
    role: context.role,
    email: row.email,
    createdAt: Timestamp.fromDate(context.now),
    suspendedAbsentAt: null,
  });
  const account = { uid, email: row.email, name: row.name };
  const token = context.passwords
    ? stageResetToken(batch, account, context.now, SET_PASSWORD_LINK_TTL_MS)
    : null;
  await enqueueMail(batch, context.welcome(account, token), 'security');
}

async function stageUpdate(batch: WriteBatch, plan: UpdatePlan, context: WriteContext) {
  if (Object.keys(plan.account).length > 0) {
    batch.update(accountRef(context.role, plan.uid) as DocumentReference, plan.account);
  }
  if (Object.keys(plan.privatePart).length > 0)
    batch.set(teacherPrivateRef(plan.uid), plan.privatePart, { merge: true });
  if (plan.reinstatesMember) batch.update(rosterMemberRef(plan.uid), { suspendedAbsentAt: null });
  if (plan.approves) {
    await enqueueMail(batch, accountApprovalMail({ name: plan.name, email: plan.email }, true), 'account');
  }
}

/**
 * Makes the Auth users of the batch's new people. Returns the created uids and, when one failed, its index:
 * the users made for rows after it are removed again, so nothing after the failing row stays applied.
 */
async function createUsers(
  creates: NewAccountPlan[],
  role: RosterRole,
): Promise<{ failedAt: number; error?: unknown }> {
  const fresh = creates.filter((plan) => !plan.reused);
  if (fresh.length === 0) return { failedAt: -1 };
  const result = await auth().importUsers(
    fresh.map((plan) => ({
      uid: plan.uid,
      email: plan.row.email,
      displayName: plan.row.name,
      emailVerified: false,
      customClaims: { role, approved: true },
    })),
  );
  if (result.errors.length === 0) return { failedAt: -1 };
  const firstError = result.errors.reduce((first, error) => (error.index < first.index ? error : first));
  const failedPlan = fresh[firstError.index];
  const failedAt = failedPlan ? creates.indexOf(failedPlan) : 0;
  const failed = new Set(result.errors.map((error) => error.index));
  const madeAfter = fresh.filter((plan, index) => creates.indexOf(plan) > failedAt && !failed.has(index));
  if (madeAfter.length > 0) await auth().deleteUsers(madeAfter.map((plan) => plan.uid));
  return { failedAt, error: firstError.error };
}

/**
 * Applies one batch's plans in file order. Throws `RosterStop` naming the first line not applied; the rows
 * before it are applied (their Auth users and documents), the rows from it on are not.
 */
export async function writeBatch(plans: readonly RowPlan[], context: WriteContext): Promise<void> {
  const creates = plans
    .filter((plan): plan is CreatePlan => plan.kind === 'create')
    .map((plan) => ({
      ...plan,
      reused: plan.uid !== undefined,
      uid: plan.uid ?? db().collection('_').doc().id,
    }));
  const { failedAt, error } = await createUsers(creates, context.role);
  const stopLine =
    failedAt >= 0 ? (creates[failedAt]?.line ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  const createdByLine = new Map(creates.map((plan) => [plan.line, plan]));

  const batch = db().batch();
  const approved: string[] = [];
  for (const plan of plans) {
    if (plan.line >= stopLine) break;
    if (plan.kind === 'create')
      await stageCreate(batch, createdByLine.get(plan.line) as NewAccountPlan, context);
    else if (plan.kind === 'update') {
      await stageUpdate(batch, plan, context);
      if (plan.approves) approved.push(plan.uid);
    }
  }
  try {
    await context.commit(batch);
  } catch (commitError) {
    // Nothing of this batch is stored: the users just made go too, and the batch's first row is where it stopped.
    const made = creates.filter((plan) => !plan.reused && plan.line < stopLine).map((plan) => plan.uid);
    if (made.length > 0)
      await auth()
        .deleteUsers(made)
        .catch(() => undefined);
    throw new RosterStop(plans[0]?.line ?? 0, commitError);
  }
  // Claims follow the documents, as with an admin's approval.
  await eachLimited(approved, PARALLEL, (uid) =>
    deriveClaim(accountRef(context.role, uid), uid, context.role),
  );
  if (Number.isFinite(stopLine)) throw new RosterStop(stopLine, error);
}
