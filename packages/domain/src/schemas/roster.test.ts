import { describe, expect, it } from 'vitest';
import { rosterMessages } from '../roster-texts';
import { checkRosterRow, matchRosterHeader, rosterCells } from './roster';

describe('roster header', () => {
  it('finds the columns in any order and case, ignoring the ones a roster does not take', () => {
    const header = matchRosterHeader('student', [
      '\uFEFFemail',
      ' Joined  Date',
      'NAME',
      'student id',
      'Status',
    ]);
    expect(header).toEqual({ ok: true, indexes: { email: 0, name: 2, studentId: 3 } });
  });

  it('refuses a header without a column the role needs, or naming one twice', () => {
    expect(matchRosterHeader('teacher', ['Name', 'Email', 'Subject'])).toEqual({
      ok: false,
      message: rosterMessages.columnMissing('Department'),
    });
    expect(matchRosterHeader('student', ['Name', 'Email', 'email'])).toEqual({
      ok: false,
      message: rosterMessages.columnTwice('Email'),
    });
  });
});

describe('roster rows', () => {
  it('reads a row as the stored fields, the export’s formula guard dropped', () => {
    const cells = rosterCells({ name: 0, email: 1, phone: 2, department: 3, subject: 4 }, [
      ' Meera Das ',
      'Meera@College.TEST',
      "'+91 98765 43210",
      'computer science',
      'Compilers',
    ]);
    expect(checkRosterRow('teacher', cells, 7)).toEqual({
      ok: true,
      row: {
        name: 'Meera Das',
        email: 'meera@college.test',
        phone: '+919876543210',
        department: 'Computer Science',
        subject: 'Compilers',
      },
    });
  });

  it('names each refused column once, by its header, with the line', () => {
    const check = checkRosterRow('student', { name: '', email: 'nope', year: '0' }, 12);
    expect(check).toEqual({
      ok: false,
      errors: [
        { line: 12, column: 'Name', message: 'Name is required' },
        { line: 12, column: 'Email', message: 'Please enter a valid email address' },
        { line: 12, column: 'Year', message: 'Year must be 1, 2, 3 or 4' },
      ],
    });
  });
});
