import {
  apiErrorMessages,
  appointmentRequestTexts,
  LAPSED_REQUEST_REASON,
  reviewBannerText,
  successMessages,
} from '@appointments/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { FirebaseProviders } from '@/lib/firebase';
import { renderWithUi } from '../../../../test/render';
import type { TeacherAppointment } from '../api/teacher-appointment';
import type { StatusFilter } from '../model/filter-appointments';
import { OPEN_STATUSES, requestCounts } from '../model/request-lists';
import { dashboardLayoutTexts } from '../texts';
import { AppointmentRequests } from './appointment-requests';

// Monday 3 March 2025, 14:30 in Kolkata.
const NOW = new Date('2025-03-03T09:00:00.000Z');

function appointment(
  id: string,
  status: string,
  dateTime: string,
  createdAt: string,
  student = `Student ${id}`,
  purpose = `Purpose ${id}`,
): TeacherAppointment {
  return {
    _id: id,
    status: status as TeacherAppointment['status'],
    dateTime,
    createdAt,
    purpose,
    bookingType: 'custom_request',
    // The canceled one here is a request the job lapsed, nobody's decision.
    autoUpdated: status === 'canceled',
    student: { name: student, email: `${id}@college.edu`, profile: { profilePicture: null } },
    studentId: `s-${id}`,
  };
}

const LIST = [
  appointment('done', 'completed', '2025-03-01T05:00:00.000Z', '2025-02-20T00:00:00.000Z'),
  appointment('p-old', 'pending', '2025-03-05T05:00:00.000Z', '2025-03-01T00:00:00.000Z'),
  appointment('up-late', 'approved', '2025-03-10T05:00:00.000Z', '2025-02-25T00:00:00.000Z'),
  appointment(
    'p-new',
    'pending',
    '2025-03-06T05:00:00.000Z',
    '2025-03-03T08:00:00.000Z',
    'Asha Rao',
    'Thesis help',
  ),
  appointment('cancel', 'canceled', '2025-03-02T05:00:00.000Z', '2025-02-21T00:00:00.000Z'),
  appointment('up-soon', 'approved', '2025-03-03T12:00:00.000Z', '2025-02-24T00:00:00.000Z'),
  appointment('p-mid', 'pending', '2025-03-07T05:00:00.000Z', '2025-03-02T00:00:00.000Z'),
  appointment('p-oldest', 'pending', '2025-03-08T05:00:00.000Z', '2025-02-28T00:00:00.000Z'),
];

afterEach(() => vi.useRealTimers());

const isOpen = (row: TeacherAppointment) => (OPEN_STATUSES as readonly string[]).includes(row.status);

interface HarnessProps {
  appointments: readonly TeacherAppointment[];
  decide(id: string, decision: string): Promise<unknown>;
  /** The history's totals as the server counts them; null: not counted yet. */
  closed?: { canceled: number; completed: number } | null;
  hasMore?: boolean;
  onLoadMore?(): void;
}

/** The page's part: the status filter's state and the counts (LIST holds one canceled and one completed). */
function Harness({ appointments, decide, closed = { canceled: 1, completed: 1 }, ...more }: HarnessProps) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const counts = requestCounts(
    appointments.filter(isOpen),
    closed?.canceled ?? null,
    closed?.completed ?? null,
  );
  return (
    <AppointmentRequests
      appointments={appointments}
      counts={counts}
      status={status}
      onStatus={setStatus}
      hasMore={more.hasMore ?? false}
      loadingMore={false}
      onLoadMore={more.onLoadMore ?? vi.fn()}
      loading={false}
      decide={decide}
    />
  );
}

function renderRequests(decide = vi.fn(async () => ({})), options: Partial<HarnessProps> = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return {
    decide,
    // Approved cards read their meeting place through reactfire, as on the dashboard.
    ...renderWithUi(
      <FirebaseProviders>
        <Harness appointments={LIST} decide={decide} {...options} />
      </FirebaseProviders>,
    ),
  };
}

const cards = () => screen.getAllByRole('article');
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('Appointment Requests', () => {
  it('orders pending (soonest session first), upcoming approved (soonest first), then the rest (latest first), each part under its heading', () => {
    renderRequests();
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      ['p-old', 'p-new', 'p-mid', 'p-oldest', 'up-soon', 'up-late', 'cancel', 'done'].map(
        (id) => `appointment-${id}-student`,
      ),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining([
        dashboardLayoutTexts.needsDecision,
        dashboardLayoutTexts.upcomingSessions,
        dashboardLayoutTexts.history,
      ]),
    );
  });

  it("says 'Urgent' only of a request due within 24 hours, and ranks the first three pending '#1'–'#3'", () => {
    const urgent = appointment('p-urgent', 'pending', '2025-03-04T05:00:00.000Z', '2025-03-01T00:00:00.000Z');
    renderRequests(undefined, { appointments: [...LIST, urgent] });
    const [first, second, third, fourth, fifth] = cards() as HTMLElement[];
    expect(first?.getAttribute('aria-labelledby')).toBe('appointment-p-urgent-student');
    expect(within(first as HTMLElement).getByText('Urgent')).toBeInTheDocument();
    // Two and three days away: ranked, not urgent.
    expect(within(second as HTMLElement).getByText('#2')).toBeInTheDocument();
    expect(within(third as HTMLElement).getByText('#3')).toBeInTheDocument();
    expect(screen.getAllByText('Urgent')).toHaveLength(1);
    for (const card of [fourth, fifth] as HTMLElement[]) {
      expect(within(card).queryByText(/^(Urgent|#\d)$/)).toBeNull();
    }
  });

  it("marks no request 'Urgent' when none is due within 24 hours", () => {
    renderRequests();
    expect(screen.queryByText('Urgent')).toBeNull();
    expect(within(cards()[0] as HTMLElement).getByText('#1')).toBeInTheDocument();
  });

  it('shows the review banner, the card fields and sublabels, and the summary', () => {
    renderRequests();
    expect(screen.getByText(reviewBannerText(4))).toBeInTheDocument();
    const pending = cardOf('Asha Rao');
    expect(within(pending).getByText('p-new@college.edu')).toBeInTheDocument();
    expect(within(pending).getByText('Thursday, 6 March 2025')).toBeInTheDocument();
    expect(within(pending).getByText('10:30 AM')).toBeInTheDocument();
    expect(within(pending).getByText(appointmentRequestTexts.needsApproval)).toBeInTheDocument();
    expect(within(pending).getByText(appointmentRequestTexts.scheduledTime)).toBeInTheDocument();
    expect(within(pending).getByText(appointmentRequestTexts.sessionPurpose)).toBeInTheDocument();
    expect(within(pending).getByText('Thesis help')).toBeInTheDocument();
    expect(within(pending).getByText('Pending Review')).toBeInTheDocument();

    const upcoming = cardOf('Student up-soon');
    expect(within(upcoming).getByText(appointmentRequestTexts.upcomingSession)).toBeInTheDocument();
    expect(within(upcoming).getByText(appointmentRequestTexts.sessionApproved)).toBeInTheDocument();
    expect(within(upcoming).getByText('Starts in 3 hours')).toBeInTheDocument();
    expect(
      within(cardOf('Student done')).getByText(appointmentRequestTexts.sessionCompleted),
    ).toBeInTheDocument();
    expect(
      within(cardOf('Student done')).getByText(appointmentRequestTexts.sessionCompletedStatus),
    ).toBeInTheDocument();
    expect(
      within(cardOf('Student cancel')).getByText(appointmentRequestTexts.sessionCanceled),
    ).toBeInTheDocument();
    expect(within(cardOf('Student cancel')).getByText(LAPSED_REQUEST_REASON)).toBeInTheDocument();

    const summary = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // The total and the pending count are the welcome section's figures: not shown a second time here.
    expect(screen.queryByText(appointmentRequestTexts.summaryTotal, { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(appointmentRequestTexts.summaryPending, { selector: 'dt' })).toBeNull();
    expect(summary(appointmentRequestTexts.summaryApproved)).toBe('2');
    expect(summary(appointmentRequestTexts.summaryCompleted)).toBe('1');
    expect(summary(appointmentRequestTexts.summaryUpcoming)).toBe('2');
  });

  it('searches name, email and purpose, and filters by status with counts', () => {
    renderRequests();
    const search = screen.getByLabelText(appointmentRequestTexts.searchLabel);
    fireEvent.change(search, { target: { value: 'asha' } });
    expect(cards()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'UP-LATE@college' } });
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'appointment-up-late-student',
    ]);
    fireEvent.change(search, { target: { value: 'thesis' } });
    expect(cards()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText(appointmentRequestTexts.noMatches)).toBeInTheDocument();

    fireEvent.change(search, { target: { value: '' } });
    const filter = screen.getByLabelText(appointmentRequestTexts.statusFilterLabel);
    expect(within(filter).getByRole('option', { name: 'Pending Review (4)' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'All (8)' })).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: 'approved' } });
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'appointment-up-soon-student',
      'appointment-up-late-student',
    ]);
  });

  it('approves and declines through the callback with their toasts', async () => {
    const { decide } = renderRequests();
    fireEvent.click(
      within(cardOf('Asha Rao')).getByRole('button', { name: appointmentRequestTexts.approve }),
    );
    expect(decide).toHaveBeenCalledWith('p-new', 'approved');
    expect(await screen.findByText(successMessages.appointmentApproved)).toBeInTheDocument();
    fireEvent.click(
      within(cardOf('Student p-mid')).getByRole('button', { name: appointmentRequestTexts.decline }),
    );
    expect(decide).toHaveBeenCalledWith('p-mid', 'canceled');
    expect(await screen.findByText(successMessages.appointmentCancelled)).toBeInTheDocument();
  });

  it("toasts the server's 409 message when a decision is refused", async () => {
    renderRequests(
      vi.fn(async () => {
        throw new ApiRequestError(apiErrorMessages.appointmentTimePassed, 409);
      }),
    );
    fireEvent.click(
      within(cardOf('Asha Rao')).getByRole('button', { name: appointmentRequestTexts.approve }),
    );
    expect(await screen.findByText(apiErrorMessages.appointmentTimePassed)).toBeInTheDocument();
    expect(
      within(cardOf('Asha Rao')).getByRole('button', { name: appointmentRequestTexts.approve }),
    ).toHaveProperty('disabled', false);
  });

  it('moves focus to the outcome when the decided request turns approved, so it is not lost', async () => {
    const { rerender } = renderRequests();
    const approve = within(cardOf('Asha Rao')).getByRole('button', { name: appointmentRequestTexts.approve });
    approve.focus();
    fireEvent.click(approve);
    expect(await screen.findByText(successMessages.appointmentApproved)).toBeInTheDocument();

    // The live listener delivers the new status; the buttons leave the card.
    const approved = LIST.map((item) =>
      item._id === 'p-new' ? { ...item, status: 'approved' as const } : item,
    );
    rerender(
      <FirebaseProviders>
        <Harness appointments={approved} decide={vi.fn()} />
      </FirebaseProviders>,
    );

    const outcome = within(cardOf('Asha Rao')).getByText(appointmentRequestTexts.sessionApproved);
    expect(document.activeElement).toBe(outcome.parentElement);
  });

  it('leaves the history totals out until the server has counted them', () => {
    renderRequests(undefined, { closed: null });
    const filter = screen.getByLabelText(appointmentRequestTexts.statusFilterLabel);
    expect(within(filter).getByRole('option', { name: 'Pending Review (4)' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Approved (2)' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'All' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Completed' })).toBeInTheDocument();
    expect(screen.queryByText(appointmentRequestTexts.summaryCompleted, { selector: 'dt' })).toBeNull();
    expect(screen.getByText(reviewBannerText(4))).toBeInTheDocument();
  });

  it('counts the whole history, not the page shown, and asks for the next page', () => {
    const onLoadMore = vi.fn();
    renderRequests(undefined, { closed: { canceled: 30, completed: 120 }, hasMore: true, onLoadMore });
    const summary = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary(appointmentRequestTexts.summaryCompleted)).toBe('120');
    const filter = screen.getByLabelText(appointmentRequestTexts.statusFilterLabel);
    expect(within(filter).getByRole('option', { name: 'All (156)' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Canceled (30)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: appointmentRequestTexts.showOlder }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // A search covers the rows shown, and says so while older ones remain.
    expect(screen.queryByText(appointmentRequestTexts.searchShownOnly)).toBeNull();
    fireEvent.change(screen.getByLabelText(appointmentRequestTexts.searchLabel), {
      target: { value: 'nobody' },
    });
    expect(screen.getByText(appointmentRequestTexts.noMatches)).toBeInTheDocument();
    expect(screen.getByText(appointmentRequestTexts.searchShownOnly)).toBeInTheDocument();
  });
});
