import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { appSystem } from '../../../test/render';
import { SlotPicker } from './slot-picker';

const originalZone = process.env.TZ;
afterEach(cleanup);
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe.each(['Asia/Kolkata', 'America/New_York'])('with the browser in %s', (zone) => {
  it('groups the slots under their IST day, soonest first', () => {
    process.env.TZ = zone;
    render(
      <ChakraProvider value={appSystem}>
        <SlotPicker
          // 00:15 IST on 12 March is still 11 March in New York.
          slots={['2026-03-11T18:45:00.000Z', '2026-03-11T04:30:00.000Z', '2026-03-11T09:00:00.000Z']}
          value=""
          onChange={() => {}}
        />
      </ChakraProvider>,
    );
    const days = within(screen.getByRole('group', { name: 'Choose a time slot' })).getAllByRole('group');
    expect(days.map((day) => day.textContent)).toEqual([
      // The day's name heads the group; each radio shows the time alone.
      'Wed, 11 Mar10:00 AM2:30 PM',
      'Thu, 12 Mar12:15 AM',
    ]);
    expect(
      within(days[1] as HTMLElement).getByRole('radio', { name: 'Thu, 12 Mar, 12:15 AM' }),
    ).toBeInTheDocument();
  });
});

describe('where each slot meets', () => {
  it("names the slot's own place, else the office's, else says the teacher will confirm it", () => {
    const [named, atOffice, online] = [
      '2026-03-11T04:30:00.000Z',
      '2026-03-11T05:30:00.000Z',
      '2026-03-11T06:30:00.000Z',
    ];
    const places = new Map([
      [named, { kind: 'in_person', location: 'Lab 3' }],
      [atOffice, { kind: 'in_person', location: '' }],
      [online, { kind: 'online' }],
    ] as const);
    const picker = (officeLocation: string) => (
      <ChakraProvider value={appSystem}>
        <SlotPicker
          slots={[named, atOffice, online]}
          value=""
          places={places}
          officeLocation={officeLocation}
          onChange={() => {}}
        />
      </ChakraProvider>
    );
    const { rerender } = render(picker('Room 204'));
    const labels = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
    expect(labels()).toEqual([
      'Wed, 11 Mar, 10:00 AM, In person at Lab 3',
      'Wed, 11 Mar, 11:00 AM, In person at Room 204',
      'Wed, 11 Mar, 12:00 PM, Online',
    ]);
    rerender(picker(''));
    expect(labels()[1]).toBe('Wed, 11 Mar, 11:00 AM, In person · Place to be confirmed by the teacher');
  });
});
