import { describe, expect, it } from 'vitest';
import {
  istCalendarDate,
  kolkataInputToIso,
  parseKolkataLocalDateTime,
  quickSlotDate,
  toKolkataInputValue,
} from './kolkata-calendar';

describe('parseKolkataLocalDateTime', () => {
  it('reads a datetime-local value as IST', () => {
    expect(parseKolkataLocalDateTime('2025-03-03T14:30')?.toISOString()).toBe('2025-03-03T09:00:00.000Z');
    expect(parseKolkataLocalDateTime('2025-03-04T00:00')?.toISOString()).toBe('2025-03-03T18:30:00.000Z');
    expect(parseKolkataLocalDateTime('2025-03-03T14:30:15')?.toISOString()).toBe('2025-03-03T09:00:15.000Z');
  });

  it('refuses what an input could not hold', () => {
    for (const value of [
      '',
      '2025-03-03',
      '2025-02-29T10:00',
      '2025-03-03T24:00',
      '2025-03-03 14:30',
      '3/3/2025',
    ]) {
      expect(parseKolkataLocalDateTime(value)).toBeNull();
    }
  });
});

describe('kolkataInputToIso', () => {
  it('hands the schemas an ISO instant, or an empty string they report as missing', () => {
    expect(kolkataInputToIso('2025-03-03T14:30')).toBe('2025-03-03T09:00:00.000Z');
    expect(kolkataInputToIso('')).toBe('');
    expect(kolkataInputToIso('2025-02-30T10:00')).toBe('');
  });
});

describe('toKolkataInputValue', () => {
  it('writes the IST wall clock for an input value or min', () => {
    expect(toKolkataInputValue('2025-03-03T09:00:00.000Z')).toBe('2025-03-03T14:30');
    expect(toKolkataInputValue(new Date('2025-03-03T18:31:00.000Z'))).toBe('2025-03-04T00:01');
  });

  it('round-trips with the parser', () => {
    const value = '2025-12-31T23:59';
    const instant = parseKolkataLocalDateTime(value);
    expect(instant && toKolkataInputValue(instant)).toBe(value);
  });
});

describe('istCalendarDate', () => {
  it('gives the date in India', () => {
    expect(istCalendarDate('2025-03-03T18:29:59.999Z')).toEqual({ year: 2025, month: 3, day: 3 });
    expect(istCalendarDate('2025-03-03T18:30:00.000Z')).toEqual({ year: 2025, month: 3, day: 4 });
  });
});

describe('quickSlotDate', () => {
  it('sets tomorrow (IST) at the chosen IST time', () => {
    expect(quickSlotDate(new Date('2025-03-03T09:00:00.000Z'), '09:00').toISOString()).toBe(
      '2025-03-04T03:30:00.000Z',
    );
  });

  it('counts tomorrow from the IST date, which may already be the next UTC day', () => {
    // 2025-03-03 19:00Z is 4 March 00:30 in India, so tomorrow is 5 March.
    expect(quickSlotDate(new Date('2025-03-03T19:00:00.000Z'), '18:00').toISOString()).toBe(
      '2025-03-05T12:30:00.000Z',
    );
  });

  it('rolls over the end of a month and a year', () => {
    expect(quickSlotDate(new Date('2024-12-31T10:00:00.000Z'), '14:00').toISOString()).toBe(
      '2025-01-01T08:30:00.000Z',
    );
    expect(quickSlotDate(new Date('2024-02-28T10:00:00.000Z'), '10:00').toISOString()).toBe(
      '2024-02-29T04:30:00.000Z',
    );
  });

  it('refuses a time that is not HH:mm', () => {
    expect(() => quickSlotDate(new Date(), '9:00')).toThrow(RangeError);
  });
});
