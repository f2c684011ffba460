import { describe, expect, it } from 'vitest';
import {
  availabilityDeleteSchema,
  createAvailabilityPayloadSchema,
  createAvailabilitySlotSchema,
} from './availability';
import { fieldErrors, parsed } from './field-errors.testing';

const now = new Date('2025-03-03T09:00:00.000Z');
const clock = () => now;

describe('availability slot', () => {
  const slotSchema = createAvailabilitySlotSchema(clock);

  it('accepts a future instant', () => {
    expect(slotSchema.parse('2025-03-04T03:30:00.000Z')).toBe('2025-03-04T03:30:00.000Z');
  });

  it('asks for a date and time when missing', () => {
    expect(slotSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'Please select a date and time',
    ]);
  });

  it('refuses the past', () => {
    expect(
      slotSchema.safeParse('2025-03-03T08:59:00.000Z').error?.issues.map((issue) => issue.message),
    ).toEqual(['Please select a future date and time']);
  });
});

describe('availability payload', () => {
  const payloadSchema = createAvailabilityPayloadSchema(clock);

  it('carries the slots as a list', () => {
    expect(parsed(payloadSchema, { slots: ['2025-03-04T03:30:00.000Z'] })).toEqual({
      slots: [{ dateTime: '2025-03-04T03:30:00.000Z', capacity: 1, autoApprove: false }],
      place: { kind: 'in_person', location: '' },
    });
  });

  it('takes a slot with its seats and approval, a bare time meaning one seat', () => {
    expect(
      parsed(payloadSchema, {
        slots: [
          { dateTime: '2025-03-04T03:30:00.000Z', capacity: 20, autoApprove: true },
          { dateTime: '2025-03-04T04:30:00.000Z' },
        ],
      }).slots,
    ).toEqual([
      { dateTime: '2025-03-04T03:30:00.000Z', capacity: 20, autoApprove: true },
      { dateTime: '2025-03-04T04:30:00.000Z', capacity: 1, autoApprove: false },
    ]);
  });

  it('names the seats of a slot outside 1 to 50', () => {
    for (const capacity of [0, 51, 2.5, '3']) {
      expect(
        fieldErrors(payloadSchema, { slots: [{ dateTime: '2025-03-04T03:30:00.000Z', capacity }] }),
      ).toEqual({ 'slots.0.capacity': 'Seats must be a whole number from 1 to 50' });
    }
  });

  it('names a past time inside a slot object', () => {
    expect(fieldErrors(payloadSchema, { slots: [{ dateTime: '2025-03-01T03:30:00.000Z' }] })).toEqual({
      'slots.0.dateTime': 'Please select a future date and time',
    });
  });

  it('reports the failing slot by index', () => {
    expect(fieldErrors(payloadSchema, { slots: ['2025-03-01T03:30:00.000Z'] })).toEqual({
      'slots.0': 'Please select a future date and time',
    });
  });

  it('needs at least one slot', () => {
    expect(fieldErrors(payloadSchema, { slots: [] })).toEqual({ slots: 'Please select a date and time' });
    expect(fieldErrors(payloadSchema, {})).toEqual({ slots: 'Please select a date and time' });
  });

  it('refuses the same minute twice, however it is written', () => {
    expect(
      fieldErrors(payloadSchema, { slots: ['2025-03-04T03:30:00.000Z', '2025-03-04T09:00:00+05:30'] }),
    ).toEqual({ slots: 'This time slot already exists' });
  });
});

describe('availability delete', () => {
  it('accepts a past slot, which may still be listed', () => {
    expect(parsed(availabilityDeleteSchema, { slotDateTime: '2020-01-01T00:00:00.000Z' })).toEqual({
      slotDateTime: '2020-01-01T00:00:00.000Z',
    });
  });

  it('needs the slot', () => {
    expect(fieldErrors(availabilityDeleteSchema, {})).toEqual({
      slotDateTime: 'Please select a date and time',
    });
  });
});
