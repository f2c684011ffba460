import { afterAll, describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { parseKolkataLocalDateTime, quickSlotDate, toKolkataInputValue } from './kolkata-calendar';
import { academicYearLabel, istDayBounds } from './periods';

// Node applies a TZ assigned at run time, so one process can try several machine zones.
const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

// Zones on both sides of IST, one of them with summer time, plus IST itself.
const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London', 'Asia/Kolkata'];

describe.each(zones)('with the machine in %s', (zone) => {
  it('gives the same IST answers near IST midnight', () => {
    process.env.TZ = zone;
    const justAfterMidnight = new Date('2025-06-30T18:30:00.000Z');
    // The zone really is in effect: otherwise this test would prove nothing.
    expect(new Date(2025, 0, 1).getTimezoneOffset()).toBe(
      {
        UTC: 0,
        'America/Los_Angeles': 480,
        'Pacific/Kiritimati': -840,
        'Europe/London': 0,
        'Asia/Kolkata': -330,
      }[zone],
    );

    expect(formatDateTime(justAfterMidnight)).toBe('Tuesday, 1 July 2025 at 12:00 AM');
    expect(toKolkataInputValue(justAfterMidnight)).toBe('2025-07-01T00:00');
    expect(parseKolkataLocalDateTime('2025-07-01T00:00')?.toISOString()).toBe('2025-06-30T18:30:00.000Z');
    expect(quickSlotDate(justAfterMidnight, '09:00').toISOString()).toBe('2025-07-02T03:30:00.000Z');
    expect(academicYearLabel(justAfterMidnight)).toBe('2025-26');
    expect(istDayBounds(justAfterMidnight).start.toISOString()).toBe('2025-06-30T18:30:00.000Z');
  });
});
