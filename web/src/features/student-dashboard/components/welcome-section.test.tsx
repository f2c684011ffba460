import {
  errorMessages,
  infoMessages,
  type StudentDashboardStats,
  studentDashboardTexts,
} from '@appointments/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { WelcomeSection } from './welcome-section';

const stats: StudentDashboardStats = {
  totalAppointments: 12,
  pendingAppointments: 3,
  approvedAppointments: 5,
  availableTeachers: 8,
  monthlyChange: 20,
  monthlyChanges: {
    totalAppointments: 20,
    pendingAppointments: -10,
    approvedAppointments: 0,
    availableTeachers: 100,
  },
  recentAppointments: [],
};

function renderSection(props: Partial<Parameters<typeof WelcomeSection>[0]> = {}) {
  const onReloadStats = vi.fn();
  renderWithRouter(
    <WelcomeSection
      name="Asha Verma"
      now={new Date()}
      stats={stats}
      statsError={null}
      statsLoading={false}
      onReloadStats={onReloadStats}
      {...props}
    />,
  );
  return { onReloadStats };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('Welcome and statistics', () => {
  it('greets by name with the academic year, which turns over in July (IST)', () => {
    // 30 June 2025, 19:00 UTC is already 1 July in Kolkata.
    vi.setSystemTime(new Date('2025-06-30T19:00:00Z'));
    renderSection();
    expect(screen.getByRole('heading', { name: 'Welcome back, Asha Verma!' })).toBeInTheDocument();
    expect(screen.getByText('Academic Year 2025-26')).toBeInTheDocument();
  });

  it("falls back to 'Student' and last year's label before July", () => {
    vi.setSystemTime(new Date('2025-03-15T06:00:00Z'));
    renderSection({ name: '  ' });
    expect(screen.getByRole('heading', { name: 'Welcome back, Student!' })).toBeInTheDocument();
    expect(screen.getByText('Academic Year 2024-25')).toBeInTheDocument();
  });

  it('shows the four cards with their month-over-month lines', () => {
    renderSection();
    const cardText = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(cardText(studentDashboardTexts.statCards.totalAppointments)).toBe(
      'Total Appointments12+20% this month',
    );
    expect(cardText(studentDashboardTexts.statCards.pendingRequests)).toBe(
      'Pending Requests3-10% this month',
    );
    expect(cardText(studentDashboardTexts.statCards.approvedSessions)).toBe('Approved Sessions5No change');
    expect(cardText(studentDashboardTexts.statCards.availableTeachers)).toBe(
      'Available Teachers8+100% this month',
    );
  });

  it('keeps each card its note line (empty) with a dash until the figures come', () => {
    renderSection({ stats: null, statsLoading: true });
    const cardText = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(cardText(studentDashboardTexts.statCards.totalAppointments)).toBe('Total Appointments–\u00a0');
    expect(cardText(studentDashboardTexts.statCards.availableTeachers)).toBe('Available Teachers–\u00a0');
  });

  it('keeps the failure on screen with a Retry', async () => {
    const { onReloadStats } = renderSection({ stats: null, statsError: errorMessages.statsLoadFailed });
    expect(screen.getByRole('alert').textContent).toContain(errorMessages.statsBanner);
    expect(screen.getByRole('alert').textContent).toContain(errorMessages.statsLoadFailed);
    await userEvent.click(screen.getByRole('button', { name: studentDashboardTexts.retry }));
    expect(onReloadStats).toHaveBeenCalledTimes(1);
  });

  it('says it is refreshing when asked to refresh', async () => {
    const { onReloadStats } = renderSection();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: studentDashboardTexts.refreshStats }));
    expect(await screen.findByText(infoMessages.refreshingDashboard)).toBeInTheDocument();
    expect(onReloadStats).toHaveBeenCalledTimes(1);
  });
});
