import { describe, expect, it } from 'vitest';
import { teacherCard } from '../test/fixtures';
import { ALL_DEPARTMENTS, departmentCounts, filterTeachers, sortTeachersByName } from './teacher-filters';

const teachers = [
  teacherCard({ _id: 'a', name: 'Meera Iyer', subject: 'Algebra', department: 'Mathematics' }),
  teacherCard({ _id: 'b', name: 'Arjun Rao', subject: 'Quantum Physics', department: 'Physics' }),
  teacherCard({ _id: 'c', name: 'Divya Nair', subject: 'Calculus', department: 'Mathematics' }),
  teacherCard({ _id: 'd', name: 'No Dept', subject: 'Art', department: '  ' }),
];

describe('Find Teachers filters', () => {
  it('counts each distinct department, alphabetically, skipping blanks', () => {
    expect(departmentCounts(teachers)).toEqual([
      { department: 'Mathematics', count: 2 },
      { department: 'Physics', count: 1 },
    ]);
  });

  it('searches name and subject case-insensitively, not the department', () => {
    expect(filterTeachers(teachers, 'PHYS', ALL_DEPARTMENTS).map((t) => t._id)).toEqual(['b']);
    expect(filterTeachers(teachers, 'meera', ALL_DEPARTMENTS).map((t) => t._id)).toEqual(['a']);
    expect(filterTeachers(teachers, 'mathematics', ALL_DEPARTMENTS)).toEqual([]);
  });

  it('combines the department choice with the search', () => {
    expect(filterTeachers(teachers, '', 'Mathematics').map((t) => t._id)).toEqual(['a', 'c']);
    expect(filterTeachers(teachers, 'calc', 'Mathematics').map((t) => t._id)).toEqual(['c']);
    expect(filterTeachers(teachers, 'calc', 'Physics')).toEqual([]);
  });

  it('sorts by name so live updates do not reshuffle the grid', () => {
    expect(sortTeachersByName(teachers).map((t) => t.name)).toEqual([
      'Arjun Rao',
      'Divya Nair',
      'Meera Iyer',
      'No Dept',
    ]);
  });
});
