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
      slots: ['2025-03-04T03:30:00.000Z'],
      place: { kind: 'in_person', location: '' },
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
