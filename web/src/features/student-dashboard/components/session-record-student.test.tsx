import { sessionRecordTexts } from '@appointments/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { appointment } from '../test/fixtures';
import { SessionRecordStudent } from './session-record-student';

const checkInToSession = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('../api/student-api', () => ({ checkInToSession }));

const START = new Date('2030-03-06T04:30:00.000Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const session = appointment({ _id: 'a1', dateTime: START.toISOString(), status: 'approved' });

describe("the student's session record", () => {
  it("offers 'I'm here' from 10 minutes before the start, and calls the API", async () => {
    const { rerender } = renderWithUi(<SessionRecordStudent appointment={session} now={at(-11)} />);
    expect(screen.queryByRole('button', { name: sessionRecordTexts.checkIn })).toBeNull();

    rerender(<SessionRecordStudent appointment={session} now={at(-10)} />);
    await userEvent.click(screen.getByRole('button', { name: sessionRecordTexts.checkIn }));
    expect(checkInToSession).toHaveBeenCalledWith('a1');
  });

  it("shows how it went, the published summary and 'Book a follow-up'", async () => {
    const onFollowUp = vi.fn();
    const done = {
      ...session,
      status: 'completed' as const,
      summary: { covered: 'Limits', nextSteps: 'Exercises 3.1 to 3.4', publishedAt: at(40).toISOString() },
    };
    renderWithUi(<SessionRecordStudent appointment={done} now={at(60)} onFollowUp={onFollowUp} />);

    expect(screen.getByText(sessionRecordTexts.outcome.not_recorded)).toBeTruthy();
    expect(screen.getByRole('region', { name: sessionRecordTexts.summaryTitle }).textContent).toContain(
      'Exercises 3.1 to 3.4',
    );
    await userEvent.click(screen.getByRole('button', { name: sessionRecordTexts.bookFollowUp }));
    expect(onFollowUp).toHaveBeenCalledWith(done);
  });
});
