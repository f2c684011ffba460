// The admin's lists against a few thousand accounts (accents, mixed case, duplicates): every page reached
// by cursors, every count and every search result equals what a full scan of the stored accounts finds.
import {
  type AccountCounts,
  collections,
  matchesSearch,
  studentSearchFieldsOf,
  studentSearchTexts,
  teacherSearchFieldsOf,
  teacherSearchTexts,
} from '@appointments/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countersInLine } from '../support/account-counters';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { adminDb } from '../support/admin';
import { type ApiAnswer, callApi } from '../support/api';
import { type SeededAccounts, seedAccounts } from '../support/seeded-accounts';

const TAG = `Lq${Date.now().toString(36)}`;
let admin: SignedIn;
let seeded: SeededAccounts;

beforeAll(async () => {
  admin = await signedInAdmin();
  // Colleges have many more students than teachers; 200 teachers still fill more than two pages of 100. Each
  // teacher write (and delete) runs the teacher-write trigger, which the student documents do not.
  seeded = await seedAccounts(TAG, 2400, 200);
  // The totals come from the role counters, rebuilt by the seeding (written around the API).
  await countersInLine(180_000);
}, 420_000);

afterAll(async () => {
  await seeded?.remove();
}, 120_000);

type Kind = 'student' | 'teacher';
interface Criteria {
  status: 'all' | 'active' | 'pending';
  search: string;
  department?: string;
}

const textsOf = (kind: Kind, doc: QueryDocumentSnapshot) =>
  kind === 'student'
    ? studentSearchTexts(studentSearchFieldsOf(doc.data()))
    : teacherSearchTexts(teacherSearchFieldsOf(doc.data()));

/**
 * Every stored account of a kind, read once for the eighteen cases below rather than a few thousand documents
 * each: the cases only read, and nothing in the lane adds, removes or approves an account while they run (a
 * lane runs one file at a time).
 */
const storedAccounts = new Map<Kind, Promise<QueryDocumentSnapshot[]>>();
function allStored(kind: Kind): Promise<QueryDocumentSnapshot[]> {
  const known = storedAccounts.get(kind);
  if (known) return known;
  const read = adminDb
    .collection(kind === 'student' ? collections.students : collections.teachers)
    .get()
    .then((snapshot) => snapshot.docs);
  storedAccounts.set(kind, read);
  return read;
}

/** The reference: every stored account read and filtered here, newest first, ties by id (descending). */
async function fullScan(kind: Kind, criteria: Criteria) {
  const all = await allStored(kind);
  const searched = all.filter((doc) => matchesSearch(textsOf(kind, doc), criteria.search));
  const matching = searched
    .filter((doc) => criteria.status === 'all' || doc.get('isApproved') === (criteria.status === 'active'))
    .filter((doc) => !criteria.department || doc.get('department') === criteria.department)
    .sort((a, b) => b.get('createdAt').toMillis() - a.get('createdAt').toMillis() || (a.id < b.id ? 1 : -1));
  const pending = all.filter((doc) => doc.get('isApproved') === false).length;
  return {
    ids: matching.map((doc) => doc.id),
    counts: {
      total: all.length,
      pending,
      active: all.length - pending,
      matching: matching.length,
      searchMatches: searched.length,
    },
    departments: (name: string) => all.filter((doc) => doc.get('department') === name).length,
  };
}

function queryOf(criteria: Criteria, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ status: criteria.status, search: criteria.search, ...extra });
  if (criteria.department) params.set('department', criteria.department);
  return params.toString();
}

async function everyPage(kind: Kind, criteria: Criteria): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const answer: ApiAnswer<Array<{ _id: string }>> = await callApi<Array<{ _id: string }>>(
      `/admin/${kind}s?${queryOf(criteria, { limit: '100', ...(cursor ? { cursor } : {}) })}`,
      { token: admin.token },
    );
    expect(answer.status).toBe(200);
    const data = answer.body.data ?? [];
    expect(data.length).toBeLessThanOrEqual(100);
    ids.push(...data.map((account) => account._id));
    cursor = (answer.body as { nextCursor?: string | null }).nextCursor ?? null;
    if (!cursor) return ids;
  }
  throw new Error('more than 100 pages');
}

async function countsOf(kind: Kind, criteria: Criteria, departments: string[] = []) {
  const extra =
    kind === 'teacher'
      ? `&departmentCounts=true${departments.map((name) => `&departments=${encodeURIComponent(name)}`).join('')}`
      : '';
  const answer = await callApi<AccountCounts>(`/admin/${kind}s/counts?${queryOf(criteria)}${extra}`, {
    token: admin.token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as AccountCounts;
}

const STUDENT_CASES: Criteria[] = [
  { status: 'all', search: '' },
  { status: 'pending', search: TAG },
  { status: 'all', search: 'josé' },
  { status: 'active', search: 'ALVAREZ' },
  { status: 'all', search: `jose alvarez ${TAG}` },
  { status: 'all', search: "o'bri" },
  { status: 'pending', search: 'strasse' },
  { status: 'all', search: 'computer sci' },
  { status: 'all', search: `st-${TAG}-12` },
  { status: 'all', search: `zoe.5.${TAG}@college.edu` },
  { status: 'active', search: 'lukasz' },
  { status: 'all', search: `ana maria muller ${TAG} and more words` },
];

const TEACHER_CASES: Criteria[] = [
  { status: 'all', search: '' },
  { status: 'active', search: TAG, department: 'Physics' },
  { status: 'pending', search: 'economie' },
  { status: 'all', search: 'Économie', department: 'Économie' },
  { status: 'all', search: 'QUANTUM mech' },
  { status: 'all', search: 'priya sharma' },
];

describe('admin lists at a few thousand accounts', () => {
  it.each(STUDENT_CASES)(
    'students %o: pages and counts equal a full scan',
    async (criteria) => {
      const scan = await fullScan('student', criteria);
      expect(scan.counts.total).toBeGreaterThanOrEqual(2400);
      if (criteria.search) expect(scan.ids.length).toBeLessThan(scan.counts.total);
      expect(await everyPage('student', criteria)).toEqual(scan.ids);
      expect(await countsOf('student', criteria)).toEqual(scan.counts);
    },
    120_000,
  );

  it.each(TEACHER_CASES)(
    'teachers %o: pages and counts equal a full scan',
    async (criteria) => {
      const scan = await fullScan('teacher', criteria);
      expect(await everyPage('teacher', criteria)).toEqual(scan.ids);
      const counts = await countsOf('teacher', criteria, ['Économie']);
      const { departments, ...rest } = counts;
      expect(rest).toEqual(scan.counts);
      expect(departments).toMatchObject({
        Physics: scan.departments('Physics'),
        Économie: scan.departments('Économie'),
        'Computer Science': scan.departments('Computer Science'),
      });
    },
    120_000,
  );

  it('finds the seeded duplicates whatever their case and accents', async () => {
    const lower = await everyPage('student', { status: 'all', search: `jose alvarez ${TAG}` });
    const accented = await everyPage('student', {
      status: 'all',
      search: `JOSÉ ÁLVAREZ ${TAG.toUpperCase()}`,
    });
    // José, JOSE and jose with Álvarez and ALVAREZ: one search finds all six spellings.
    expect(lower.length).toBeGreaterThan(20);
    expect(accented).toEqual(lower);
  }, 120_000);

  it('answers the first page of 50 by default, and refuses a forged cursor', async () => {
    const first = await callApi<unknown[]>('/admin/students', { token: admin.token });
    expect(first.body.data).toHaveLength(50);
    const forged = await callApi('/admin/students?cursor=bm90LWEtY3Vyc29y', { token: admin.token });
    expect(forged.status).toBe(400);
    expect(forged.body.success).toBe(false);
    const tooMany = await callApi('/admin/students?limit=1000', { token: admin.token });
    expect(tooMany.status).toBe(400);
  });
});

describe('search keys follow the account', () => {
  it('a registration is found at once, and a profile change moves its keys', async () => {
    const tag = `Rk${Date.now().toString(36)}`;
    const student = await signedInAccount('student', { name: `Renée ${tag}` });
    const find = async (search: string) =>
      everyPage('student', { status: 'all', search }).then((ids) => ids.includes(student.uid));
    expect(await find(`renee ${tag}`)).toBe(true);
    const saved = await callApi('/student/profile', {
      method: 'PUT',
      token: student.token,
      body: { name: `Zélie ${tag}`, profile: { course: `Astrophysique ${tag}`, studentId: `AP-${tag}` } },
    });
    expect(saved.status).toBe(200);
    expect(await find(`renee ${tag}`)).toBe(false);
    expect(await find(`zelie ${tag}`)).toBe(true);
    expect(await find(`astrophysique ${tag}`)).toBe(true);
    expect(await find(`ap${tag}`)).toBe(true);
    // The keys are the server's index: no answer carries them.
    expect(JSON.stringify(saved.body)).not.toContain('searchKeys');

    const teacher = await registerAccount('teacher', {
      name: `Teacher ${tag}`,
      department: 'Physics',
      subject: 'Optique',
    });
    const teachers = await everyPage('teacher', { status: 'pending', search: `optique` });
    expect(teachers).toContain(teacher.uid);
  }, 120_000);
});
