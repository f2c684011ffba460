import { describe, expect, it } from 'vitest';
import { teacherCard } from '../test/fixtures';
import { listedDepartments, sortTeachersByName } from './teacher-filters';

describe('Find Teachers department dropdown', () => {
  it('lists named departments with teachers alphabetically, and totals every approved teacher', () => {
    expect(
      listedDepartments([
        { department: 'Physics', count: 1 },
        { department: '', count: 3 },
        { department: 'Mathematics', count: 2 },
        { department: 'History', count: 0 },
      ]),
    ).toEqual({
      departments: [
        { department: 'Mathematics', count: 2 },
        { department: 'Physics', count: 1 },
      ],
      total: 6,
    });
  });
});

describe('Find Teachers order', () => {
  it('sorts by name, whatever the case, so live updates do not reshuffle the grid', () => {
    const teachers = [
      teacherCard({ _id: 'a', name: 'meera Iyer' }),
      teacherCard({ _id: 'b', name: 'Arjun Rao' }),
      teacherCard({ _id: 'c', name: 'Divya Nair' }),
    ];
    expect(sortTeachersByName(teachers).map((t) => t.name)).toEqual([
      'Arjun Rao',
      'Divya Nair',
      'meera Iyer',
    ]);
  });
});
