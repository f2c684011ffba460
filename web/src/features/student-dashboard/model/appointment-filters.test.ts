import { describe, expect, it } from 'vitest';
import { appointment } from '../test/fixtures';
import { filterAppointments, splitMatches, teacherChoices } from './appointment-filters';

const list = [
  appointment({ _id: '1', dateTime: '2026-01-01T00:00:00Z', status: 'approved', purpose: 'Thesis review' }),
  appointment({
    _id: '2',
    dateTime: '2026-01-02T00:00:00Z',
    teacher: { name: 'Meera Iyer', subject: 'Algebra', department: 'Mathematics' },
  }),
  // Unknown statuses are shown, filtered and counted as pending.
  appointment({ _id: '3', dateTime: '2026-01-03T00:00:00Z', status: 'rescheduled' as 'pending' }),
];

describe('My Appointments filters', () => {
  it('searches teacher, subject, department and purpose', () => {
    const ids = (search: string) => filterAppointments(list, search, 'all').map((a) => a._id);
    expect(ids('meera')).toEqual(['2']);
    expect(ids('ALGEBRA')).toEqual(['2']);
    expect(ids('mathem')).toEqual(['2']);
    expect(ids('thesis')).toEqual(['1']);
    expect(ids('nothing like this')).toEqual([]);
  });

  it('filters by the shown status', () => {
    expect(filterAppointments(list, '', 'pending').map((a) => a._id)).toEqual(['2', '3']);
    expect(filterAppointments(list, '', 'approved').map((a) => a._id)).toEqual(['1']);
    expect(filterAppointments(list, '', 'canceled')).toEqual([]);
  });

  it('lists each teacher once by name with their count, and filters by one of them beside the status', () => {
    const withTeachers = [
      ...list,
      appointment({
        _id: '4',
        teacherId: 't2',
        dateTime: '2026-01-04T00:00:00Z',
        status: 'completed',
        teacher: { name: 'Anil Kumar', subject: 'Physics', department: 'Physics' },
      }),
    ];
    expect(teacherChoices(withTeachers).map(({ teacherId, count }) => [teacherId, count])).toEqual([
      ['t2', 1],
      ['t1', 3],
    ]);
    expect(filterAppointments(withTeachers, '', 'all', 't2').map((a) => a._id)).toEqual(['4']);
    expect(filterAppointments(withTeachers, '', 'completed', 't1')).toEqual([]);
    expect(filterAppointments(withTeachers, '', 'pending', 't1').map((a) => a._id)).toEqual(['2', '3']);
  });

  it('splits text around every case-insensitive match', () => {
    expect(splitMatches('Physics and physical', 'PHYS')).toEqual([
      { text: 'Phys', match: true },
      { text: 'ics and ', match: false },
      { text: 'phys', match: true },
      { text: 'ical', match: false },
    ]);
    expect(splitMatches('Algebra', '  ')).toEqual([{ text: 'Algebra', match: false }]);
  });
});
