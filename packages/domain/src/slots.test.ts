import { describe, expect, it } from 'vitest';
import {
  availableSlotCount,
  bookableSlots,
  futureSlots,
  isDuplicateSlot,
  isExpiringSoon,
  nextBookableSlot,
  sameSlot,
  slotKey,
} from './slots';

const now = new Date('2025-03-03T09:00:00.000Z');

describe('slotKey', () => {
  it('is the UTC minute, whatever the writing', () => {
    expect(slotKey('2025-03-03T14:30:00+05:30')).toBe('2025-03-03T09:00Z');
    expect(slotKey('2025-03-03T09:00:59.999Z')).toBe('2025-03-03T09:00Z');
    expect(slotKey(new Date('2025-03-03T09:01:00.000Z'))).toBe('2025-03-03T09:01Z');
  });

  it('contains no slash, so it can be a document id', () => {
    expect(slotKey(now)).not.toContain('/');
  });
});

describe('duplicates', () => {
  it('treats the same minute as the same slot', () => {
    expect(sameSlot('2025-03-03T14:30+05:30', '2025-03-03T09:00:30Z')).toBe(true);
    expect(sameSlot('2025-03-03T09:00:00Z', '2025-03-03T09:01:00Z')).toBe(false);
    expect(isDuplicateSlot(['2025-03-04T03:30:00.000Z'], '2025-03-04T09:00+05:30')).toBe(true);
    expect(isDuplicateSlot(['2025-03-04T03:30:00.000Z'], '2025-03-04T10:00+05:30')).toBe(false);
  });
});

describe('futureSlots', () => {
  it('drops passed slots and sorts the rest soonest first', () => {
    expect(
      futureSlots(['2025-03-05T09:00:00.000Z', '2025-03-03T09:00:00.000Z', '2025-03-04T09:00:00.000Z'], now),
    ).toEqual(['2025-03-04T09:00:00.000Z', '2025-03-05T09:00:00.000Z']);
  });
});

describe('isExpiringSoon', () => {
  it('marks slots within the next hour', () => {
    expect(isExpiringSoon('2025-03-03T09:00:01.000Z', now)).toBe(true);
    expect(isExpiringSoon('2025-03-03T10:00:00.000Z', now)).toBe(true);
    expect(isExpiringSoon('2025-03-03T10:00:01.000Z', now)).toBe(false);
    expect(isExpiringSoon('2025-03-03T09:00:00.000Z', now)).toBe(false);
  });
});

describe('availableSlotCount', () => {
  const now = new Date('2025-03-03T09:00:00.000Z');
  it('counts only the stored slot times still ahead, whatever the counter says', () => {
    const card = {
      availableSlotsCount: 3,
      slotTimes: ['2025-03-03T08:59:00.000Z', '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z'],
    };
    expect(availableSlotCount(card, now)).toBe(1);
  });

  it('falls back to the counter on a card stored without slot times', () => {
    expect(availableSlotCount({ availableSlotsCount: 2 }, now)).toBe(2);
    expect(availableSlotCount({ availableSlotsCount: -1 }, now)).toBe(0);
  });
});

describe('bookableSlots', () => {
  const now = new Date('2025-03-03T09:00:00.000Z');
  it('keeps only slots at least the hour of notice ahead, soonest first', () => {
    expect(
      bookableSlots(
        [
          '2025-03-03T11:00:00.000Z',
          '2025-03-03T09:59:00.000Z',
          '2025-03-03T10:00:00.000Z',
          '2025-03-03T08:00:00.000Z',
        ],
        now,
      ),
    ).toEqual(['2025-03-03T10:00:00.000Z', '2025-03-03T11:00:00.000Z']);
  });

  it('is what a teacher card counts, so the card never offers a slot the booking would refuse', () => {
    const slotTimes = ['2025-03-03T09:30:00.000Z', '2025-03-03T10:30:00.000Z'];
    expect(availableSlotCount({ availableSlotsCount: 2, slotTimes }, now)).toBe(
      bookableSlots(slotTimes, now).length,
    );
    expect(availableSlotCount({ availableSlotsCount: 2, slotTimes }, now)).toBe(1);
  });
});

describe('nextBookableSlot', () => {
  const now = new Date('2025-03-03T09:00:00.000Z');
  it('is the earliest stored time a student may still book, whatever order the times are stored in', () => {
    const card = {
      availableSlotsCount: 4,
      slotTimes: [
        '2025-03-05T10:00:00.000Z',
        '2025-03-03T09:30:00.000Z',
        '2025-03-04T04:30:00.000Z',
        '2025-03-03T08:00:00.000Z',
      ],
    };
    expect(nextBookableSlot(card, now)?.toISOString()).toBe('2025-03-04T04:30:00.000Z');
  });

  it('is null with no time left to book, or with no stored times', () => {
    expect(
      nextBookableSlot({ availableSlotsCount: 1, slotTimes: ['2025-03-03T09:30:00.000Z'] }, now),
    ).toBeNull();
    expect(nextBookableSlot({ availableSlotsCount: 0, slotTimes: [] }, now)).toBeNull();
    expect(nextBookableSlot({ availableSlotsCount: 2 }, now)).toBeNull();
  });
});
