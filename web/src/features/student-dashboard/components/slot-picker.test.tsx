import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { appSystem } from '../../../../test/render';
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
