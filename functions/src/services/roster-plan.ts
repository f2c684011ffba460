// What each row of a roster would do: create an account, update one (its roster fields, or its approval), or
// nothing; or why it cannot (the schema's reason, a duplicate, an address that belongs to another role).
// A batch of rows is looked up at once: Auth by address (it knows every role), then the accounts' documents.
import {
  checkRosterRow,
  collections,
  emailAddressField,
  type RosterError,
  type RosterRole,
  type RosterRow,
  rosterMessages,
  type StudentRosterRow,
  studentSearchKeys,
  type TeacherRosterRow,
  teacherPrivateDoc,
  teacherSearchKeys,
} from '@appointments/domain';
import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { roleOf } from '../data/claims';
import { auth, db } from '../lib/firebase';
import { chunksOf } from './bulk-targets';
import type { RosterRecord } from './roster-reader';

/** Auth looks up at most 100 addresses in one call. */
const AUTH_LOOKUP_SIZE = 100;

export interface CreatePlan {
  kind: 'create';
  line: number;
  row: RosterRow;
  /** An Auth user a stopped apply left without its account: used again, so a second apply finishes the job. */
  uid?: string;
}

export interface UpdatePlan {
  kind: 'update';
  line: number;
  uid: string;
  name: string;
  email: string;
  /** Field paths of the account's document and their new values. */
  account: Record<string, unknown>;
  /** A teacher's private part (the phone). */
  privatePart: Record<string, unknown>;
  /** Whether the update approves the account (a pending one, or one suspended for being left off a roster). */
  approves: boolean;
  /** A roster member whose suspension for absence the update ends. */
  reinstatesMember: boolean;
}

export type RowPlan =
  | CreatePlan
  | UpdatePlan
  | { kind: 'unchanged'; line: number }
  | { kind: 'error'; line: number };

/** What one request has seen of its file so far: the first line of each address, for duplicates and absences. */
export type SeenEmails = Map<string, number>;

/** The fields of an account a roster compares, read alone (a field mask, no schema parse: 30,000 at a time). */
interface RosteredAccount {
  name: string;
  email: string;
  isApproved: boolean;
  suspended: boolean;
  department: string;
  subject: string;
  profile: Record<string, unknown>;
}

interface Existing {
  user: UserRecord;
  account?: RosteredAccount;
  phone?: string;
  suspendedAbsent?: boolean;
}

const ACCOUNT_FIELDS = {
  student: [
    'name',
    'email',
    'isApproved',
    'suspendedAt',
    'profile.studentId',
    'profile.course',
    'profile.year',
    'profile.section',
  ],
  teacher: ['name', 'email', 'isApproved', 'suspendedAt', 'department', 'subject', 'profile.designation'],
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function rosteredAccount(snapshot: DocumentSnapshot | undefined): RosteredAccount | undefined {
  if (!snapshot?.exists) return undefined;
  const profile = snapshot.get('profile');
  return {
    name: textOf(snapshot.get('name')),
    email: textOf(snapshot.get('email')),
    isApproved: snapshot.get('isApproved') === true,
    suspended: Boolean(snapshot.get('suspendedAt')),
    department: textOf(snapshot.get('department')),
    subject: textOf(snapshot.get('subject')),
    profile: typeof profile === 'object' && profile !== null ? (profile as Record<string, unknown>) : {},
  };
}

async function lookUp(role: RosterRole, emails: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  const lookups = await Promise.all(
    chunksOf(emails, AUTH_LOOKUP_SIZE).map((chunk) => auth().getUsers(chunk.map((email) => ({ email })))),
  );
  for (const { users } of lookups) {
    for (const user of users) if (user.email) found.set(user.email.toLowerCase(), { user });
  }
  const same = [...found.values()].filter((existing) => otherThan(role, existing.user) === undefined);
  if (same.length === 0) return found;
  const uids = same.map((existing) => existing.user.uid);
  const store = db();
  const accountsOf = store.collection(role === 'student' ? collections.students : collections.teachers);
  const members = store.collection(collections.rosterMembers);
  const [accounts, memberships, privates] = await Promise.all([
    store.getAll(...uids.map((uid) => accountsOf.doc(uid)), { fieldMask: ACCOUNT_FIELDS[role] }),
    store.getAll(...uids.map((uid) => members.doc(uid)), { fieldMask: ['suspendedAbsentAt'] }),
    role === 'teacher'
      ? store.getAll(
          ...uids.map((uid) =>
            accountsOf.doc(uid).collection(collections.teacherPrivate).doc(teacherPrivateDoc),
          ),
          { fieldMask: ['phone'] },
        )
      : Promise.resolve([]),
  ]);
  same.forEach((existing, index) => {
    existing.account = rosteredAccount(accounts[index]);
    existing.suspendedAbsent = Boolean(memberships[index]?.get('suspendedAbsentAt'));
    existing.phone = textOf(privates[index]?.get('phone'));
  });
  return found;
}

/** The other role an Auth user has, if any (undefined: this role, or none). */
function otherThan(role: RosterRole, user: UserRecord) {
  const userRole = roleOf(user);
  return userRole && userRole !== role ? userRole : undefined;
}

/** The changed roster fields of a student, by their document paths. */
function studentChanges(row: StudentRosterRow, account: RosteredAccount): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (row.name !== account.name) changes.name = row.name;
  for (const field of ['studentId', 'course', 'year', 'section'] as const) {
    const value = row[field];
    const stored = account.profile[field] ?? (field === 'year' ? null : '');
    if (value !== undefined && value !== stored) changes[`profile.${field}`] = value;
  }
  if (
    changes.name !== undefined ||
    changes['profile.course'] !== undefined ||
    changes['profile.studentId'] !== undefined
  ) {
    changes.searchKeys = studentSearchKeys({
      name: row.name,
      email: account.email,
      course: row.course ?? textOf(account.profile.course),
      studentId: row.studentId ?? textOf(account.profile.studentId),
    });
  }
  return changes;
}

function teacherChanges(row: TeacherRosterRow, account: RosteredAccount): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (row.name !== account.name) changes.name = row.name;
  if (row.department !== account.department) changes.department = row.department;
  if (row.subject !== account.subject) changes.subject = row.subject;
  if (row.designation !== undefined && row.designation !== textOf(account.profile.designation)) {
    changes['profile.designation'] = row.designation;
  }
  if (Object.keys(changes).some((field) => field !== 'profile.designation')) {
    changes.searchKeys = teacherSearchKeys({
      name: row.name,
      email: account.email,
      subject: row.subject,
      department: row.department,
    });
  }
  return changes;
}

function planExisting(role: RosterRole, line: number, row: RosterRow, existing: Existing): RowPlan {
  const { account } = existing;
  const uid = existing.user.uid;
  if (!account) return { kind: 'create', line, row, uid };
  const changes =
    role === 'student'
      ? studentChanges(row as StudentRosterRow, account)
      : teacherChanges(row as TeacherRosterRow, account);
  const phone = (row as TeacherRosterRow).phone;
  const privatePart =
    role === 'teacher' && phone !== undefined && phone !== (existing.phone ?? '') ? { phone } : {};
  // A roster approves a pending account and one it had suspended for being left off; an admin's own
  // suspension stands until an admin lifts it.
  const reinstatesMember = Boolean(existing.suspendedAbsent) && !account.isApproved;
  const approves = !account.isApproved && (!account.suspended || reinstatesMember);
  if (approves) {
    changes.isApproved = true;
    changes.suspendedAt = null;
  }
  if (Object.keys(changes).length === 0 && Object.keys(privatePart).length === 0 && !reinstatesMember) {
    return { kind: 'unchanged', line };
  }
  return {
    kind: 'update',
    line,
    uid,
    name: row.name,
    email: account.email,
    account: changes,
    privatePart,
    approves,
    reinstatesMember,
  };
}

/**
 * Plans a batch of records in file order, adding each valid address to `seen` (an address on an earlier line
 * makes the row a duplicate) and each refusal to `errors`.
 */
export async function planBatch(
  role: RosterRole,
  records: readonly RosterRecord[],
  seen: SeenEmails,
  errors: RosterError[],
): Promise<RowPlan[]> {
  const checked = records.map((record) => {
    const check = checkRosterRow(role, record.cells, record.line);
    // A row refused for another column still names its person: they are on the roster, not absent.
    const email = check.ok ? check.row.email : emailAddressField.safeParse(record.cells.email ?? '').data;
    const firstLine = email === undefined ? undefined : seen.get(email);
    if (email !== undefined && firstLine === undefined) seen.set(email, record.line);
    const rowErrors = check.ok ? [] : check.errors;
    if (firstLine !== undefined) {
      rowErrors.unshift({
        line: record.line,
        column: 'Email',
        message: rosterMessages.duplicateInFile(firstLine),
      });
    }
    return { record, row: check.ok && rowErrors.length === 0 ? check.row : undefined, rowErrors };
  });
  const existing = await lookUp(
    role,
    checked.flatMap(({ row }) => (row ? [row.email] : [])),
  );
  return checked.map(({ record, row, rowErrors }): RowPlan => {
    const line = record.line;
    if (!row) {
      errors.push(...rowErrors);
      return { kind: 'error', line };
    }
    const found = existing.get(row.email);
    if (!found) return { kind: 'create', line, row };
    const otherRole = roleOf(found.user);
    if (otherRole && otherRole !== role) {
      errors.push({ line, column: 'Email', message: rosterMessages.conflictingRole(otherRole) });
      return { kind: 'error', line };
    }
    return planExisting(role, line, row, found);
  });
}
