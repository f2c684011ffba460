import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotPicker } from '@/components/slots/slot-picker';
import { appSystem } from '../../../../test/render';
import { WaitlistSection } from './waitlist-section';

afterEach(cleanup);

describe('seats of a group session', () => {
  it("shows 'n of N seats left' for a group slot and nothing for a one-seat slot", () => {
    render(
      <ChakraProvider value={appSystem}>
        <SlotPicker
          slots={['2026-03-11T04:30:00.000Z', '2026-03-11T09:00:00.000Z']}
          seats={
            new Map([
              ['2026-03-11T04:30:00.000Z', { capacity: 20, seatsLeft: 3 }],
              ['2026-03-11T09:00:00.000Z', { capacity: 1, seatsLeft: 1 }],
            ])
          }
          value=""
          onChange={() => {}}
        />
      </ChakraProvider>,
    );
    expect(screen.getByRole('radio', { name: /10:00 AM, 3 of 20 seats left/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Wed, 11 Mar, 2:30 PM' })).toBeInTheDocument();
  });
});

describe('the waitlist section', () => {
  const offered = {
    _id: 'e1',
    teacherId: 't1',
    teacherName: 'Dr Rao',
    dateTime: '2026-03-11T04:30:00.000Z',
    position: 1,
    offer: { offerId: 'e1', dateTime: '2026-03-11T04:30:00.000Z', expiresAt: '2026-03-10T05:00:00.000Z' },
  };
  const waiting = { ...offered, _id: 'e2', dateTime: null, position: 4, offer: null };

  it('offers Take it and Pass on an offer, the place in line and one-click leave otherwise', async () => {
    const onTake = vi.fn(async () => {});
    const onPass = vi.fn(async () => {});
    const onLeave = vi.fn(async () => {});
    render(
      <ChakraProvider value={appSystem}>
        <WaitlistSection entries={[offered, waiting]} onTake={onTake} onPass={onPass} onLeave={onLeave} />
      </ChakraProvider>,
    );
    expect(screen.getByText('Number 4 in line')).toBeInTheDocument();
    expect(screen.getByText('Any time in the next 14 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take it' }));
    expect(onTake).toHaveBeenCalledWith('e1');
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onPass).toHaveBeenCalledWith('e1');
    await userEvent.click(screen.getByRole('button', { name: 'Leave the line' }));
    expect(onLeave).toHaveBeenCalledWith('e2');
  });

  it('shows nothing without entries', () => {
    const { container } = render(
      <ChakraProvider value={appSystem}>
        <WaitlistSection entries={[]} onTake={vi.fn()} onPass={vi.fn()} onLeave={vi.fn()} />
      </ChakraProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
