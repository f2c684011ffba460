import { describe, expect, it } from 'vitest';
import { student, teacher } from '../testing/fixtures';
import {
  ALL_DEPARTMENTS,
  departmentsPresent,
  emptyReason,
  filterStudents,
  filterTeachers,
  searchPendingStudents,
  searchTeachers,
  statusCounts,
} from './account-filters';

const STUDENTS = [
  student({ _id: 's1', name: 'Asha Rao', profile: { course: 'B.Sc Physics', studentId: 'PH-2041' } }),
  student({
    _id: 's2',
    name: 'Vikram Shah',
    isApproved: false,
    profile: { course: 'B.Com', studentId: 'CM-1100' },
  }),
  student({ _id: 's3', name: 'Meena Pillai', email: 'meena@mail.test', profile: { course: 'B.A. English' } }),
];

const TEACHERS = [
  teacher({ _id: 't1', name: 'Dr. Iyer', subject: 'Quantum Mechanics', department: 'Physics' }),
  teacher({ _id: 't2', name: 'Prof. Das', subject: 'Algebra', department: 'Mathematics', isApproved: false }),
  teacher({ _id: 't3', name: 'Ms. Kaur', subject: 'Poetry', department: ' English ' }),
  teacher({ _id: 't4', name: 'Mr. Nair', subject: 'Optics', department: 'Physics', isApproved: false }),
];

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

describe('student filters', () => {
  it('searches name, email, course and student ID, case-insensitively', () => {
    expect(ids(filterStudents(STUDENTS, 'asha', 'all'))).toEqual(['s1']);
    expect(ids(filterStudents(STUDENTS, 'MAIL.TEST', 'all'))).toEqual(['s3']);
    expect(ids(filterStudents(STUDENTS, 'b.com', 'all'))).toEqual(['s2']);
    expect(ids(filterStudents(STUDENTS, 'ph-2041', 'all'))).toEqual(['s1']);
    expect(ids(filterStudents(STUDENTS, '  ', 'all'))).toEqual(['s1', 's2', 's3']);
  });

  it('filters by status and counts each status', () => {
    expect(ids(filterStudents(STUDENTS, '', 'active'))).toEqual(['s1', 's3']);
    expect(ids(filterStudents(STUDENTS, '', 'pending'))).toEqual(['s2']);
    expect(ids(filterStudents(STUDENTS, 'b.', 'pending'))).toEqual(['s2']);
    expect(statusCounts(STUDENTS)).toEqual({ all: 3, active: 2, pending: 1 });
    expect(statusCounts([])).toEqual({ all: 0, active: 0, pending: 0 });
  });

  it('searches pending students by name, email or course', () => {
    expect(ids(searchPendingStudents(STUDENTS, 'english'))).toEqual(['s3']);
    expect(ids(searchPendingStudents(STUDENTS, 'rao'))).toEqual(['s1']);
  });
});

describe('teacher filters', () => {
  it('searches name, email, subject and department', () => {
    expect(ids(searchTeachers(TEACHERS, 'iyer'))).toEqual(['t1']);
    expect(ids(searchTeachers(TEACHERS, 't2@college'))).toEqual(['t2']);
    expect(ids(searchTeachers(TEACHERS, 'poetry'))).toEqual(['t3']);
    expect(ids(searchTeachers(TEACHERS, 'physics'))).toEqual(['t1', 't4']);
  });

  it('combines search, department and status', () => {
    expect(ids(filterTeachers(TEACHERS, '', 'Physics', 'all'))).toEqual(['t1', 't4']);
    expect(ids(filterTeachers(TEACHERS, '', 'Physics', 'pending'))).toEqual(['t4']);
    expect(ids(filterTeachers(TEACHERS, 'optics', 'Physics', 'active'))).toEqual([]);
    expect(ids(filterTeachers(TEACHERS, '', 'English', 'all'))).toEqual(['t3']);
    expect(ids(filterTeachers(TEACHERS, '', ALL_DEPARTMENTS, 'active'))).toEqual(['t1', 't3']);
  });

  it('offers the departments present, trimmed, once each, alphabetically', () => {
    expect(departmentsPresent(TEACHERS)).toEqual(['English', 'Mathematics', 'Physics']);
    expect(departmentsPresent([teacher({ _id: 'x', name: 'X', department: '' })])).toEqual([]);
  });
});

describe('why a list is empty', () => {
  it('nothing at all, the search, or the other filters', () => {
    expect(emptyReason(0, 'zed', 0)).toBe('none');
    expect(emptyReason(4, 'zed', 0)).toBe('search');
    expect(emptyReason(4, 'asha', 1)).toBe('filter');
    expect(emptyReason(4, '', 4)).toBe('filter');
  });
});
