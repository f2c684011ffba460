import type { ChildProcess } from 'node:child_process';
import { PassThrough } from 'node:stream';
import {
  csvTable,
  type StudentCsvRow,
  studentCsvColumns,
  type TeacherCsvRow,
  teacherCsvColumns,
} from '@appointments/domain';
import { stringify } from 'csv-stringify/sync';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorProcess } from '../../scripts/lib/emulator-process';
import { listStudents, listTeachers } from '../src/data/account-lists';
import { studentPages, teacherPages } from '../src/data/account-pages';
import { teacherPrivateRef, teacherRef } from '../src/data/accounts';
import { writeCsvPages } from '../src/http/csv-stream';
import { db } from '../src/lib/firebase';

const STUDENTS = 3_000;
const TEACHERS = 120;
/** Small pages, so the few thousand accounts cross many page boundaries (and ties in createdAt among them). */
const PAGE = 97;

let emulator: ChildProcess | undefined;

// Accents, commas, quotes, line breaks, mixed case, duplicates and formula-looking text.
const firstNames = [
  'Ádá',
  'bea, jr.',
  'Chloé "CJ"',
  'DEV',
  'Émile',
  'ﬁona',
  'Gus\nNewline',
  '=SUM(A1)',
  'ada',
];
const courses = ['Computer Science', 'Física, Teórica', 'Maths "Pure"', '', '+Music'];

function studentData(i: number) {
  return {
    name: `${firstNames[i % firstNames.length]} ${i % 250}`,
    email: `student${i % 2_990}@college.edu`,
    role: 'student',
    isApproved: i % 3 !== 0,
    // Every 10 students share a creation time: the cursor must not lose or repeat tied documents.
    createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + Math.floor(i / 10) * 60_000),
    profile: { course: courses[i % courses.length], year: (i % 4) + 1, studentId: `S-${i}` },
    stats: { totalAppointments: i % 7 },
  };
}

async function seed(): Promise<void> {
  const writer = db().bulkWriter();
  for (let i = 0; i < STUDENTS; i++)
    void writer.set(db().collection('students').doc(`s${i}`), studentData(i));
  for (let i = 0; i < TEACHERS; i++) {
    // Stored around the API, as an import would: plain references, no converter.
    void writer.set(teacherRef(`t${i}`).withConverter(null), {
      name: `${firstNames[i % firstNames.length]} Teacher`,
      email: `teacher${i}@college.edu`,
      role: 'teacher',
      isApproved: i % 4 !== 0,
      subject: courses[i % courses.length],
      department: i % 2 ? 'Physics' : 'Ciências, "Exatas"',
      createdAt: Timestamp.fromMillis(Date.UTC(2024, 5, 1) + Math.floor(i / 3) * 3_600_000),
      averageRating: (i % 5) + 0.25,
      stats: { totalStudents: i, totalSessions: i * 2 },
      profile: { experience: i % 20 },
    });
    void writer.set(teacherPrivateRef(`t${i}`).withConverter(null), {
      phone: i % 2 ? `+9198765${String(i).padStart(5, '0')}` : '',
    });
  }
  await writer.close();
}

async function streamed<Row>(columns: Parameters<typeof writeCsvPages<Row>>[1], pages: AsyncIterable<Row[]>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const rows = await writeCsvPages(out, columns, pages);
  return { rows, text: Buffer.concat(chunks).toString('utf8') };
}

/** What the export held before it streamed: the whole list read at once, stringified in one go. */
const wholeFile = <Row>(columns: Parameters<typeof csvTable<Row>>[0], rows: Row[]) =>
  `\uFEFF${stringify(csvTable(columns, rows))}`;

beforeAll(async () => {
  const started = await startEmulatorProcess('inherit');
  emulator = started.child;
  process.env.FIRESTORE_EMULATOR_HOST = started.host;
  process.env.GCLOUD_PROJECT = 'demo-csv-export';
  await seed();
}, 180_000);

afterAll(() => {
  emulator?.kill();
});

describe('the streamed CSV exports', () => {
  it('write the same students file as a full scan, across many pages', async () => {
    const { rows, text } = await streamed<StudentCsvRow>(studentCsvColumns, studentPages(PAGE));
    const all = await listStudents();
    expect(all).toHaveLength(STUDENTS);
    expect(rows).toBe(STUDENTS);
    expect(text).toBe(wholeFile(studentCsvColumns, all));
    // Quoting as CSV readers expect it, and formulas neutralised.
    expect(text).toContain('"Chloé ""CJ"" 2"');
    expect(text).toContain('"Física, Teórica"');
    expect(text).toContain('"Gus\nNewline 6"');
    expect(text).toContain("'=SUM(A1) 7");
    expect(
      text.startsWith('\uFEFFName,Email,Status,Joined Date,Course,Year,Student ID,Total Appointments\n'),
    ).toBe(true);
  }, 120_000);

  it('write the same teachers file as a full scan, with the private phone numbers', async () => {
    const { rows, text } = await streamed<TeacherCsvRow>(teacherCsvColumns, teacherPages(PAGE));
    const all = await listTeachers();
    expect(rows).toBe(TEACHERS);
    expect(text).toBe(wholeFile(teacherCsvColumns, all));
    expect(text).toContain('+919876500001');
    expect(text).toContain('"Ciências, ""Exatas"""');
  }, 120_000);

  it('write only the header for an empty list', async () => {
    const { rows, text } = await streamed<StudentCsvRow>(studentCsvColumns, (async function* () {})());
    expect(rows).toBe(0);
    expect(text).toBe('\uFEFFName,Email,Status,Joined Date,Course,Year,Student ID,Total Appointments\n');
  });
});
