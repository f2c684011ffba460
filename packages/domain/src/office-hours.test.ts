import { describe, expect, it } from 'vitest';
import { officeHoursSlotTimes } from './office-hours';
import { fieldErrors, parsed } from './schemas/field-errors.testing';
import { createOfficeHoursSchema } from './schemas/lifecycle';

// Monday 3 March 2025, 14:30 IST.
const now = new Date('2025-03-03T09:00:00.000Z');
const schema = createOfficeHoursSchema(() => now);
const mondayWednesday = {
  days: [0, 2],
  startTime: '10:00',
  endTime: '11:00',
  slotMinutes: 30,
  fromDate: '2025-03-03',
  untilDate: '2025-03-16',
};

describe('officeHoursSlotTimes', () => {
  it('gives each chosen weekday its slots on the IST clock', () => {
    expect(officeHoursSlotTimes(mondayWednesday).map((d) => d.toISOString())).toEqual([
      '2025-03-03T04:30:00.000Z',
      '2025-03-03T05:00:00.000Z',
      '2025-03-05T04:30:00.000Z',
      '2025-03-05T05:00:00.000Z',
      '2025-03-10T04:30:00.000Z',
      '2025-03-10T05:00:00.000Z',
      '2025-03-12T04:30:00.000Z',
      '2025-03-12T05:00:00.000Z',
    ]);
  });

  it('leaves out a last slot that would run past the end', () => {
    const times = officeHoursSlotTimes({
      ...mondayWednesday,
      endTime: '11:40',
      slotMinutes: 45,
      days: [0],
      untilDate: '2025-03-03',
    });
    expect(times.map((d) => d.toISOString())).toEqual([
      '2025-03-03T04:30:00.000Z',
      '2025-03-03T05:15:00.000Z',
    ]);
  });
});

describe('createOfficeHoursSchema', () => {
  it('accepts a definition and sorts its days', () => {
    expect(parsed(schema, { ...mondayWednesday, days: [2, 0, 2] }).days).toEqual([0, 2]);
  });

  it('refuses slot lengths other than 15, 30, 45 or 60 minutes', () => {
    expect(fieldErrors(schema, { ...mondayWednesday, slotMinutes: 20 })).toEqual({
      slotMinutes: 'Slot length must be 15, 30, 45 or 60 minutes',
    });
  });

  it('refuses no days, reversed times and reversed dates', () => {
    expect(fieldErrors(schema, { ...mondayWednesday, days: [] })).toEqual({
      days: 'Please choose at least one day of the week',
    });
    expect(fieldErrors(schema, { ...mondayWednesday, endTime: '09:00' })).toEqual({
      endTime: 'End time must be after start time',
    });
    expect(fieldErrors(schema, { ...mondayWednesday, untilDate: '2025-03-02' })).toEqual({
      untilDate: 'The last date must not be before the first',
    });
  });

  it('runs from today at most 12 weeks ahead', () => {
    expect(fieldErrors(schema, { ...mondayWednesday, fromDate: '2025-03-02' })).toEqual({
      fromDate: 'The first date must be today or later',
    });
    expect(parsed(schema, { ...mondayWednesday, untilDate: '2025-05-26' }).untilDate).toBe('2025-05-26');
    expect(fieldErrors(schema, { ...mondayWednesday, untilDate: '2025-05-27' })).toEqual({
      untilDate: 'Office hours can be set at most 12 weeks ahead',
    });
  });
});
