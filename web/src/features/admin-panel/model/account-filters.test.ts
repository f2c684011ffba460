import { describe, expect, it } from 'vitest';
import { teacher } from '../testing/fixtures';
import { departmentOptions, departmentsPresent, emptyReason } from './account-filters';

const TEACHERS = [
  teacher({ _id: 't1', name: 'Dr. Iyer', subject: 'Quantum Mechanics', department: 'Physics' }),
  teacher({ _id: 't2', name: 'Prof. Das', subject: 'Algebra', department: 'Mathematics', isApproved: false }),
  teacher({ _id: 't3', name: 'Ms. Kaur', subject: 'Poetry', department: ' English ' }),
  teacher({ _id: 't4', name: 'Mr. Nair', subject: 'Optics', department: 'Physics', isApproved: false }),
];

describe('department filter', () => {
  it('offers the departments present, trimmed, once each, alphabetically', () => {
    expect(departmentsPresent(TEACHERS)).toEqual(['English', 'Mathematics', 'Physics']);
    expect(departmentsPresent([teacher({ _id: 'x', name: 'X', department: '' })])).toEqual([]);
  });

  it('lists the departments with teachers, those shown and the chosen one, with their counts', () => {
    expect(departmentOptions({ Physics: 2, English: 0, Mathematics: 1 }, ['Astro'], '')).toEqual([
      { name: 'Mathematics', count: 1 },
      { name: 'Physics', count: 2 },
    ]);
    expect(departmentOptions({ Astro: 3 }, ['Astro'], 'English')).toEqual([
      { name: 'Astro', count: 3 },
      { name: 'English', count: 0 },
    ]);
    expect(departmentOptions(undefined, [], '')).toEqual([]);
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
