// The list service against the project's emulator: every page of every filter and search, followed by its
// cursors, and every count, equal what a scan of all the accounts finds.

import {
  type AccountStatusFilter,
  collections,
  matchesSearch,
  teacherSearchTexts,
} from '@appointments/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTeacherDocuments } from '../src/data/accounts';
import { db } from '../src/lib/firebase';
import { accountCounts, accountPage, decodeCursor, encodeCursor } from '../src/services/account-lists';
import { useOwnProject } from './support/emulator';

const FIRST = ['José', 'JOSE', 'Ana', 'Zoë', "O'Neil", 'Priya', 'priya'];
const LAST = ['Álvarez', 'Sharma', 'Müller', 'Rao'];
const DEPARTMENTS = ['Physics', 'Mathematics', 'Astro Biology'];

const teachers = Array.from({ length: 90 }, (_, i) => ({
  uid: `t${String(i).padStart(3, '0')}`,
  name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
  email: `${(FIRST[i % FIRST.length] ?? '').toLowerCase().replace(/\W/g, '')}.${i}@college.edu`,
  subject: i % 5 === 0 ? 'Quantum Mechanics' : 'Algebra',
  department: DEPARTMENTS[i % DEPARTMENTS.length] ?? '',
  phone: '',
  isApproved: i % 3 !== 0,
  // Some share a creation time, so the id must break ties for the cursor.
  now: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 60_000),
}));

useOwnProject('demo-account-lists');

beforeAll(async () => {
  const batch = db().batch();
  for (const teacher of teachers) {
    batch.set(db().collection(collections.teachers).doc(teacher.uid), newTeacherDocuments(teacher).card);
  }
  await batch.commit();
});

type Criteria = { status: AccountStatusFilter; search: string; department: string };

function scan({ status, search, department }: Criteria) {
  return teachers
    .filter((t) => status === 'all' || (status === 'active') === t.isApproved)
    .filter((t) => department === '' || t.department === department)
    .filter((t) => matchesSearch(teacherSearchTexts(t), search))
    .sort((a, b) => b.now.getTime() - a.now.getTime() || (a.uid < b.uid ? 1 : -1))
    .map((t) => t.uid);
}

async function allPages(criteria: Criteria, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await accountPage('teacher', criteria, cursor ? decodeCursor(cursor) : null, limit);
    expect(page.docs.length).toBeLessThanOrEqual(limit);
    ids.push(...page.docs.map((doc) => doc.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return ids;
}

describe('account lists', () => {
  const cases: Criteria[] = [
    { status: 'all', search: '', department: '' },
    { status: 'pending', search: '', department: '' },
    { status: 'active', search: 'jose', department: '' },
    { status: 'all', search: 'ÁLVAREZ', department: 'Physics' },
    { status: 'all', search: 'priya sh', department: '' },
    { status: 'active', search: "o'ne", department: 'Astro Biology' },
    { status: 'all', search: 'quantum mechanics', department: '' },
    { status: 'all', search: 'priya.5@college', department: '' },
    { status: 'all', search: 'nobody', department: '' },
  ];

  it('pages follow their cursors through exactly what a scan finds, in order', async () => {
    expect(scan(cases[7] as Criteria)).toEqual(['t005']);
    for (const criteria of cases) {
      expect(await allPages(criteria, 7), JSON.stringify(criteria)).toEqual(scan(criteria));
    }
  });

  it('counts equal a scan', async () => {
    for (const criteria of cases) {
      const counts = await accountCounts('teacher', criteria, ['Astro Biology']);
      const all = { status: 'all' as const, search: '', department: '' };
      expect(counts, JSON.stringify(criteria)).toEqual({
        total: teachers.length,
        active: scan({ ...all, status: 'active' }).length,
        pending: scan({ ...all, status: 'pending' }).length,
        matching: scan(criteria).length,
        searchMatches: scan({ ...all, search: criteria.search }).length,
        departments: expect.objectContaining({
          Physics: scan({ ...all, department: 'Physics' }).length,
          'Astro Biology': scan({ ...all, department: 'Astro Biology' }).length,
          English: 0,
        }),
      });
    }
  });

  it('checks the rest of a query longer than a key', async () => {
    const long = { status: 'all' as const, search: 'quantum mechanics and more words', department: '' };
    expect(await allPages(long, 5)).toEqual([]);
    expect((await accountCounts('teacher', long)).matching).toBe(0);
  });

  it('round-trips cursors and refuses foreign ones', async () => {
    const page = await accountPage('teacher', cases[0] as Criteria, null, 1);
    const doc = page.docs[0];
    if (!doc) throw new Error('no teacher listed');
    expect(decodeCursor(encodeCursor(doc))).toEqual([doc.get('createdAt') as Timestamp, doc.id]);
    expect(decodeCursor('not a cursor')).toBeNull();
    expect(decodeCursor(Buffer.from('[1,2]').toString('base64url'))).toBeNull();
  });
});
