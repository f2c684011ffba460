import { describe, expect, it } from 'vitest';
import { createBookingSchema, createFollowUpSchema, slotBookingSchema } from './booking';
import { fieldErrors, parsed } from './field-errors.testing';

const now = new Date('2025-03-03T09:00:00.000Z');
const bookingSchema = createBookingSchema(() => now);

describe('bookingSchema, preset slot', () => {
  const slot = { bookingType: 'slot_booking', teacherId: 't1', dateTime: '2025-03-04T04:30:00.000Z' };

  it('accepts a slot without purpose and stores an empty purpose', () => {
    expect(parsed(bookingSchema, slot)).toEqual({ ...slot, purpose: '' });
  });

  it('trims an optional purpose', () => {
    expect(parsed(bookingSchema, { ...slot, purpose: '  Project doubts ' })).toMatchObject({
      purpose: 'Project doubts',
    });
  });

  it('asks for a time slot when none is chosen', () => {
    expect(fieldErrors(bookingSchema, { ...slot, dateTime: '' })).toEqual({
      dateTime: 'Please select a time slot',
    });
    expect(fieldErrors(slotBookingSchema, { ...slot, dateTime: undefined })).toEqual({
      dateTime: 'Please select a time slot',
    });
  });

  it('refuses a date-time without a zone, which every reader would read differently', () => {
    expect(fieldErrors(bookingSchema, { ...slot, dateTime: '2025-03-04T10:00' })).toEqual({
      dateTime: 'Please select a time slot',
    });
  });

  it('needs a teacher', () => {
    expect(fieldErrors(bookingSchema, { ...slot, teacherId: '' })).toEqual({
      teacherId: 'Please select a teacher',
    });
    expect(fieldErrors(bookingSchema, { ...slot, teacherId: 'a/b' })).toEqual({
      teacherId: 'Invalid identifier',
    });
  });
});

describe('bookingSchema, custom request', () => {
  const custom = {
    bookingType: 'custom_request',
    teacherId: 't1',
    dateTime: '2025-03-03T10:00:00.000Z',
    purpose: 'Thesis review',
  };

  it('accepts a future time with a purpose', () => {
    expect(parsed(bookingSchema, custom)).toEqual({ ...custom, place: { kind: 'online' } });
  });

  it('accepts an offset written in IST', () => {
    expect(parsed(bookingSchema, { ...custom, dateTime: '2025-03-03T15:30:00+05:30' }).dateTime).toBe(
      '2025-03-03T15:30:00+05:30',
    );
  });

  it('asks for the preferred date and time when missing or unreadable', () => {
    for (const dateTime of ['', 'tomorrow', '2025-02-30T10:00:00Z']) {
      expect(fieldErrors(bookingSchema, { ...custom, dateTime })).toEqual({
        dateTime: 'Please select your preferred date and time',
      });
    }
  });

  it('refuses now and the past', () => {
    for (const dateTime of ['2025-03-03T09:00:00.000Z', '2025-03-03T14:29:00+05:30']) {
      expect(fieldErrors(bookingSchema, { ...custom, dateTime })).toEqual({
        dateTime: 'Please select a future date and time',
      });
    }
  });

  it('reads the clock at parse time', () => {
    let clock = new Date('2025-03-03T08:00:00.000Z');
    const schema = createBookingSchema(() => clock);
    expect(schema.safeParse(custom).success).toBe(true);
    clock = new Date('2025-03-03T10:00:00.000Z');
    expect(schema.safeParse(custom).success).toBe(false);
  });

  it('needs an hour of notice and refuses times beyond 90 days', () => {
    expect(fieldErrors(bookingSchema, { ...custom, dateTime: '2025-03-03T09:59:00.000Z' })).toEqual({
      dateTime: 'Please choose a time at least 1 hour from now',
    });
    expect(parsed(bookingSchema, { ...custom, dateTime: '2025-06-01T09:00:00.000Z' }).dateTime).toBe(
      '2025-06-01T09:00:00.000Z',
    );
    for (const dateTime of ['2025-06-01T09:01:00.000Z', '9999-12-31T00:00:00.000Z']) {
      expect(fieldErrors(bookingSchema, { ...custom, dateTime })).toEqual({
        dateTime: 'Please choose a time at most 90 days ahead',
      });
    }
  });

  it('requires a purpose, blank counting as missing', () => {
    expect(fieldErrors(bookingSchema, { ...custom, purpose: '   ' })).toEqual({
      purpose: 'Please explain the purpose for your custom request',
    });
    expect(fieldErrors(bookingSchema, { ...custom, purpose: undefined })).toEqual({
      purpose: 'Please explain the purpose for your custom request',
    });
  });

  it('limits the purpose to 1000 characters', () => {
    expect(fieldErrors(bookingSchema, { ...custom, purpose: 'x'.repeat(1001) })).toEqual({
      purpose: 'Purpose must be at most 1000 characters',
    });
  });
});

it('refuses an unknown booking type', () => {
  const result = bookingSchema.safeParse({ bookingType: 'walk_in', teacherId: 't1', dateTime: '' });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toBe('Please choose a preset slot or a custom request');
});

describe("followUpSchema, the teacher's follow-up", () => {
  const followUpSchema = createFollowUpSchema(() => now);

  it('takes a booking without the teacher, who is the caller', () => {
    const slot = { bookingType: 'slot_booking', dateTime: '2025-03-04T04:30:00.000Z', purpose: 'Chapter 4' };
    expect(parsed(followUpSchema, { ...slot, teacherId: 'someone-else' })).toEqual(slot);
  });

  it("holds another time to the booking's notice and needs its purpose", () => {
    const soon = { bookingType: 'custom_request', dateTime: '2025-03-03T09:10:00.000Z', purpose: '' };
    expect(Object.keys(fieldErrors(followUpSchema, soon)).sort()).toEqual(['dateTime', 'purpose']);
  });
});
