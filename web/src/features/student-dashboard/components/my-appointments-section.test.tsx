import {
  type Appointment,
  autoUpdatedText,
  LAPSED_REQUEST_REASON,
  myAppointmentsTexts,
  noStatusAppointmentsText,
} from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseProviders } from '@/lib/firebase';
import { renderWithRouter } from '../../../../test/render';
import { appointment } from '../test/fixtures';
import { MyAppointmentsSection } from './my-appointments-section';

// Tuesday 10 March 2026, 12:00 in Kolkata.
const NOW = new Date('2026-03-10T06:30:00Z');
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

const list: Appointment[] = [
  appointment({
    _id: 'p',
    dateTime: at(1440 * MINUTE),
    status: 'pending',
    teacher: { name: 'Pending Future' },
  }),
  appointment({
    _id: 'u4',
    dateTime: at(5 * 1440 * MINUTE),
    status: 'approved',
    teacher: { name: 'Fourth Up' },
  }),
  appointment({
    _id: 'u1',
    dateTime: at(30 * MINUTE),
    status: 'approved',
    purpose: 'Discuss thesis outline',
    bookingType: 'custom_request',
    teacher: { name: 'First Up', subject: 'Organic Chemistry', department: 'Chemistry' },
  }),
  appointment({
    _id: 'old',
    dateTime: at(-10 * 1440 * MINUTE),
    status: 'mystery' as 'pending',
    teacher: { name: 'Odd Status' },
  }),
  appointment({
    _id: 'u3',
    dateTime: at(2 * 1440 * MINUTE),
    status: 'approved',
    teacher: { name: 'Third Up' },
  }),
  appointment({
    _id: 'late',
    dateTime: at(-1440 * MINUTE),
    status: 'approved',
    teacher: { name: 'Passed Approved' },
  }),
  appointment({
    _id: 'done',
    dateTime: at(-3 * 1440 * MINUTE),
    status: 'completed',
    autoUpdated: true,
    autoUpdatedAt: at(-3 * 1440 * MINUTE + 30 * MINUTE),
    teacher: { name: 'Completed One' },
  }),
  appointment({
    _id: 'u2',
    dateTime: at(3 * 60 * MINUTE),
    status: 'approved',
    teacher: { name: 'Second Up' },
  }),
];

function renderSection(appointments: readonly Appointment[] = list) {
  // Approved cards read their meeting place through reactfire, as on the dashboard.
  return renderWithRouter(
    <FirebaseProviders>
      <MyAppointmentsSection
        appointments={appointments}
        now={NOW}
        loading={false}
        updatedAt={NOW}
        onRefresh={() => {}}
      />
    </FirebaseProviders>,
  );
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('My Appointments', () => {
  it('puts upcoming approved sessions first, soonest first, then the rest latest first', () => {
    renderSection();
    expect(cardNames()).toEqual([
      'First Up',
      'Second Up',
      'Third Up',
      'Fourth Up',
      'Pending Future',
      'Passed Approved',
      'Completed One',
      'Odd Status',
    ]);
  });

  it('ranks the first three upcoming sessions and counts down to each', () => {
    renderSection();
    expect(within(card('First Up')).getByText('Next')).toBeInTheDocument();
    expect(within(card('Second Up')).getByText('#2')).toBeInTheDocument();
    expect(within(card('Third Up')).getByText('#3')).toBeInTheDocument();
    expect(within(card('Fourth Up')).queryByText(/^(Next|#\d)$/)).toBeNull();
    expect(within(card('First Up')).getByText('(in 30 min)')).toBeInTheDocument();
    expect(within(card('Second Up')).getByText('(in 3 hours)')).toBeInTheDocument();
    expect(within(card('Third Up')).getByText('(in 2 days)')).toBeInTheDocument();
    // Not upcoming: no countdown and no rank.
    expect(within(card('Pending Future')).queryByText(/\(in /)).toBeNull();
    expect(within(card('Pending Future')).queryByText('Next')).toBeNull();
  });

  it('styles a passed approved session orange and only that one', () => {
    renderSection();
    expect(card('Passed Approved').getAttribute('data-overdue')).toBe('true');
    expect(within(card('Passed Approved')).getByText(myAppointmentsTexts.overdueNote)).toBeInTheDocument();
    expect(screen.getAllByRole('article').filter((item) => item.hasAttribute('data-overdue'))).toHaveLength(
      1,
    );
  });

  it('shows the badges, an unknown status as pending, and the auto-update date', () => {
    renderSection();
    expect(within(card('First Up')).getByText('Custom Request')).toBeInTheDocument();
    expect(within(card('First Up')).getByText('Approved')).toBeInTheDocument();
    expect(within(card('Second Up')).getByText('Preset Slot')).toBeInTheDocument();
    expect(within(card('Odd Status')).getByText('Pending')).toBeInTheDocument();
    const done = list.find((item) => item._id === 'done');
    expect(
      within(card('Completed One')).getByText(autoUpdatedText(done?.autoUpdatedAt ?? '')),
    ).toBeInTheDocument();
    expect(within(card('Completed One')).getByText('Auto-updated on 7 Mar 2026')).toBeInTheDocument();
  });

  it('says why a request nobody answered was canceled, and only on that one', () => {
    renderSection([
      appointment({
        _id: 'lapsed',
        dateTime: at(-60 * MINUTE),
        status: 'canceled',
        autoUpdated: true,
        autoUpdatedAt: at(-55 * MINUTE),
        teacher: { name: 'Lapsed Request' },
      }),
      appointment({
        _id: 'declined',
        dateTime: at(-60 * MINUTE),
        status: 'canceled',
        teacher: { name: 'Declined' },
      }),
    ]);
    expect(within(card('Lapsed Request')).getByText(LAPSED_REQUEST_REASON)).toBeInTheDocument();
    expect(within(card('Declined')).queryByText(LAPSED_REQUEST_REASON)).toBeNull();
  });

  it('renders dates and times in Kolkata whatever the machine zone', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // The machine's own clock now reads that session as midnight (PDT), not 12:30 PM.
      expect(new Date(at(30 * MINUTE)).getHours()).toBe(0);
      renderSection();
      expect(within(card('First Up')).getByText('Date: Tuesday, 10 March 2026')).toBeInTheDocument();
      expect(within(card('First Up')).getByText(/^Time: 12:30 PM/)).toBeInTheDocument();
    } finally {
      process.env.TZ = previous;
    }
  });

  it('shows the counts line, the upcoming banner and the status counts', () => {
    renderSection();
    expect(screen.getByText('4 upcoming sessions · 8 total')).toBeInTheDocument();
    expect(screen.getByText(myAppointmentsTexts.upcomingBanner)).toBeInTheDocument();
    const options = within(screen.getByLabelText(myAppointmentsTexts.statusLabel))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'All Status (8)',
      'Pending (2)',
      'Approved (5)',
      'Completed (1)',
      'Canceled (0)',
    ]);
  });

  it('searches, highlights the match and hides the banner while searching', async () => {
    renderSection();
    await userEvent.type(screen.getByLabelText(myAppointmentsTexts.searchLabel), 'thesis');
    expect(cardNames()).toEqual(['First Up']);
    expect(screen.getByText('4 upcoming sessions · 1 found')).toBeInTheDocument();
    expect(screen.queryByText(myAppointmentsTexts.upcomingBanner)).toBeNull();
    const marks = card('First Up').querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['thesis']);
  });

  it('filters by status and says when a status has nothing', async () => {
    renderSection();
    const status = screen.getByLabelText(myAppointmentsTexts.statusLabel);
    await userEvent.selectOptions(status, 'completed');
    expect(cardNames()).toEqual(['Completed One']);
    expect(screen.queryByText(myAppointmentsTexts.upcomingBanner)).toBeNull();
    await userEvent.selectOptions(status, 'canceled');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(myAppointmentsTexts.noAppointmentsFound)).toBeInTheDocument();
    expect(screen.getByText(noStatusAppointmentsText('canceled'))).toBeInTheDocument();
  });

  it('filters by teacher, beside the status, once the student has sessions with two or more', async () => {
    const twoTeachers = list.map((item) =>
      item._id === 'done' || item._id === 'u2' ? { ...item, teacherId: 't2' } : item,
    );
    renderSection(twoTeachers);
    const teacher = screen.getByLabelText(myAppointmentsTexts.teacherLabel);
    expect([...teacher.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      `${myAppointmentsTexts.allTeachers} (${list.length})`,
      expect.stringMatching(/\(2\)$/),
      `${list[0]?.teacher.name} (${list.length - 2})`,
    ]);
    await userEvent.selectOptions(teacher, 't2');
    expect(cardNames()).toEqual(['Second Up', 'Completed One']);
    expect(screen.queryByText(myAppointmentsTexts.upcomingBanner)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(myAppointmentsTexts.statusLabel), 'completed');
    expect(cardNames()).toEqual(['Completed One']);
  });

  it('has no teacher filter while every session is with one teacher', () => {
    renderSection();
    expect(screen.queryByLabelText(myAppointmentsTexts.teacherLabel)).toBeNull();
  });

  it('says nothing matches a search', async () => {
    renderSection();
    await userEvent.type(screen.getByLabelText(myAppointmentsTexts.searchLabel), 'zzz');
    expect(screen.getByText(myAppointmentsTexts.noMatching)).toBeInTheDocument();
  });

  it('invites a first booking when there are no appointments at all', () => {
    renderSection([]);
    expect(screen.getByText(myAppointmentsTexts.noAppointmentsFound)).toBeInTheDocument();
    expect(screen.getByText(myAppointmentsTexts.noneYet)).toBeInTheDocument();
    expect(screen.getByText('0 upcoming sessions · 0 total')).toBeInTheDocument();
  });

  it('totals the footer cards from the live list, each with its month line (by creation, IST months)', () => {
    renderSection();
    // A figure's card: its label's row, then the figure and the month line.
    const footer = (label: string) => screen.getByText(label).parentElement?.parentElement?.textContent;
    // Seven made in March, one (the unknown status, shown as pending) on 28 February.
    expect(footer('Total Appointments')).toBe('Total Appointments8+600% this month');
    expect(footer('Pending Requests')).toBe('Pending Requests2No change');
    // None last month: how many are new, not '+100%'.
    expect(footer('Approved Sessions')).toBe('Approved Sessions55 new this month');
    expect(footer('Completed Sessions')).toBe('Completed Sessions11 new this month');
  });
});
