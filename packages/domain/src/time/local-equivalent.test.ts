import { describe, expect, it } from 'vitest';
import { IST_ZONE_LABEL, localEquivalentText } from './local-equivalent';

describe('localEquivalentText', () => {
  it("gives a New York student the picked IST time on New York's clock", () => {
    expect(localEquivalentText('2025-03-04T10:00', 'America/New_York')).toBe(
      'That is Mon, 3 Mar, 11:30 PM in your time zone (America/New_York)',
    );
  });

  it('says nothing when the zone reads as India does, or nothing is picked', () => {
    expect(localEquivalentText('2025-03-04T10:00', 'Asia/Kolkata')).toBeNull();
    expect(localEquivalentText('2025-03-04T10:00', 'Asia/Calcutta')).toBeNull();
    expect(localEquivalentText('', 'America/New_York')).toBeNull();
    expect(localEquivalentText('2025-03-04T10:00', 'Not/AZone')).toBeNull();
  });

  it('names the zone the picker works in', () => {
    expect(IST_ZONE_LABEL).toBe('India Standard Time (IST)');
  });
});
