import { errorMessages, studentDashboardTexts } from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { nextSessionTexts, pendingRequestTexts } from '../dashboard-texts';
import { appointment } from '../test/fixtures';
import { WelcomeSection } from './welcome-section';

// The place is the appointment's private document, read live; its own test covers it.
vi.mock('@/components/meeting/use-appointment-place', () => ({ useAppointmentPlace: () => null }));

const NOW = new Date('2026-12-01T04:30:00.000Z'); // 10:00 AM IST, Tuesday 1 December

function renderSection(props: Partial<Parameters<typeof WelcomeSection>[0]> = {}) {
  const onRetry = vi.fn();
  renderWithRouter(
    <WelcomeSection
      now={NOW}
      appointments={[]}
      loading={false}
      failed={false}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { onRetry };
}

describe('Welcome: the next session and the waiting requests', () => {
  it('leads with the soonest approved session, in IST with its countdown, not a pending or later one', () => {
    renderSection({
      appointments: [
        appointment({
          _id: 'later',
          status: 'approved',
          dateTime: '2026-12-04T04:30:00.000Z',
          teacher: { name: 'Later Teacher' },
        }),
        appointment({
          _id: 'next',
          status: 'approved',
          dateTime: '2026-12-02T08:30:00.000Z',
          teacher: { name: 'Meera Iyer' },
        }),
        appointment({
          _id: 'asked',
          status: 'pending',
          dateTime: '2026-12-01T06:30:00.000Z',
          teacher: { name: 'Ravi Das' },
        }),
        appointment({
          _id: 'over',
          status: 'approved',
          dateTime: '2026-11-30T04:30:00.000Z',
          teacher: { name: 'Past Teacher' },
        }),
      ],
    });
    const card = screen.getByRole('region', { name: nextSessionTexts.heading });
    expect(within(card).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(card).getByText(/Wednesday, 2 December 2026, 2:00 PM/)).toBeInTheDocument();
    expect(within(card).getByText('(in 1 day)')).toBeInTheDocument();
    expect(within(card).queryByText('Later Teacher')).toBeNull();
  });

  it('lists the requests still waiting, soonest first, each with its status', () => {
    renderSection({
      appointments: [
        appointment({
          _id: 'b',
          status: 'pending',
          dateTime: '2026-12-03T04:30:00.000Z',
          teacher: { name: 'Second Asked' },
        }),
        appointment({
          _id: 'a',
          status: 'pending',
          dateTime: '2026-12-02T04:30:00.000Z',
          teacher: { name: 'First Asked' },
        }),
        appointment({
          _id: 'gone',
          status: 'pending',
          dateTime: '2026-11-30T04:30:00.000Z',
          teacher: { name: 'Passed Request' },
        }),
      ],
    });
    const waiting = screen.getByRole('region', { name: pendingRequestTexts.heading(2) });
    const rows = within(waiting).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^First Asked.*Pending$/),
      expect.stringMatching(/^Second Asked.*Pending$/),
    ]);
    expect(screen.getByRole('region', { name: nextSessionTexts.heading }).textContent).toContain(
      nextSessionTexts.noneTitle,
    );
  });

  it('holds the next session’s place with a skeleton while the list loads, not an empty state', () => {
    renderSection({ loading: true });
    const card = screen.getByRole('region', { name: nextSessionTexts.heading });
    expect(within(card).queryByText(nextSessionTexts.noneTitle)).toBeNull();
    expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('keeps the failure on screen with a Retry', async () => {
    const { onRetry } = renderSection({ failed: true });
    expect(screen.getByRole('alert').textContent).toContain(errorMessages.statsBanner);
    await userEvent.click(screen.getByRole('button', { name: studentDashboardTexts.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
