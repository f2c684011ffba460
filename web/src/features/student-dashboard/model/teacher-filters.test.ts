import { describe, expect, it } from 'vitest';
import { teacherCard } from '../test/fixtures';
import { listedDepartments, sortTeachersBySoonestSlot } from './teacher-filters';

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
  const now = new Date('2026-12-01T04:30:00.000Z');
  const at = (iso: string) => [iso];

  it('puts the soonest free slot first, then the better rating, then the name', () => {
    const teachers = [
      teacherCard({ _id: 'none', name: 'Aarav Shah', averageRating: 5, totalRatings: 3, slotTimes: [] }),
      teacherCard({ _id: 'later', name: 'Bela Roy', slotTimes: at('2026-12-04T04:30:00.000Z') }),
      teacherCard({
        _id: 'soon-low',
        name: 'Chitra Das',
        averageRating: 3,
        slotTimes: ['2026-12-05T04:30:00.000Z', '2026-12-02T04:30:00.000Z'],
      }),
      teacherCard({
        _id: 'soon-high',
        name: 'Zoya Ali',
        averageRating: 4.5,
        slotTimes: at('2026-12-02T04:30:00.000Z'),
      }),
      teacherCard({ _id: 'none-b', name: 'Anil Kumar', averageRating: 5, totalRatings: 3, slotTimes: [] }),
    ];
    expect(sortTeachersBySoonestSlot(teachers, now).map(({ card }) => card._id)).toEqual([
      'soon-high',
      'soon-low',
      'later',
      'none',
      'none-b',
    ]);
  });

  it('gives each teacher its next bookable time, and none for a slot too close or passed', () => {
    const [first, second] = sortTeachersBySoonestSlot(
      [
        teacherCard({
          _id: 'passed',
          name: 'Passed Slot',
          slotTimes: ['2026-12-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z'],
        }),
        teacherCard({ _id: 'open', name: 'Open Slot', slotTimes: ['2026-12-03T08:30:00.000Z'] }),
      ],
      now,
    );
    expect(first).toMatchObject({ card: { _id: 'open' } });
    expect(first?.nextFree?.toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(second).toMatchObject({ card: { _id: 'passed' }, nextFree: null });
  });
});
