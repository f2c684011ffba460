import { type AdminDashboardStats, adminDashboardTexts, successMessages } from '@appointments/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { DashboardStats } from './dashboard-stats';

const STATS: AdminDashboardStats = {
  totalStudents: 40,
  approvedStudents: 37,
  totalTeachers: 9,
  activeTeachers: 8,
  totalAppointments: 120,
  completedAppointments: 75,
  pendingAppointments: 6,
  pendingApprovals: 4,
  breakdown: { pendingStudents: 3, pendingTeachers: 1 },
};

describe('Admin dashboard statistics', () => {
  it('shows each card with its subtext and highlights waiting approvals', () => {
    renderWithUi(<DashboardStats stats={STATS} error={null} onRefresh={async () => true} />);
    const text = (key: string) => screen.getByTestId(`stat-${key}`).textContent;
    expect(text('totalStudents')).toBe('Total Students4037 approved');
    expect(text('pendingApprovals')).toBe('Pending Approvals43 students, 1 teacher');
    expect(text('activeTeachers')).toBe('Active Teachers89 total');
    expect(text('totalAppointments')).toBe('Total Appointments12075 completed');
    expect(screen.getByTestId('stat-pendingApprovals').dataset.urgent).toBe('true');
    expect(screen.getByTestId('stat-totalStudents').dataset.urgent).toBeUndefined();
  });

  it('stands the four cards with dashes while the figures are coming, and says so', () => {
    renderWithUi(<DashboardStats stats={null} error={null} onRefresh={async () => true} />);
    expect(screen.getByRole('status').textContent).toBe(adminDashboardTexts.loading);
    expect(screen.getByTestId('stat-totalStudents').textContent).toBe('Total Students–\u00a0');
    expect(screen.getByTestId('stat-totalAppointments').textContent).toBe('Total Appointments–\u00a0');
  });

  it("says 'All cleared' without the highlight when nothing waits", () => {
    renderWithUi(
      <DashboardStats
        stats={{ ...STATS, pendingApprovals: 0, breakdown: { pendingStudents: 0, pendingTeachers: 0 } }}
        error={null}
        onRefresh={async () => true}
      />,
    );
    expect(screen.getByTestId('stat-pendingApprovals').textContent).toBe('Pending Approvals0All cleared');
    expect(screen.getByTestId('stat-pendingApprovals').dataset.urgent).toBeUndefined();
  });

  it("reads 'Refreshing...' while fetching, then toasts 'Dashboard refreshed!'", async () => {
    let finish: (fresh: boolean) => void = () => {};
    const onRefresh = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderWithUi(<DashboardStats stats={STATS} error={null} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh dashboard statistics' }));
    const busy = screen.getByRole('button', { name: 'Refreshing...' });
    expect(busy).toHaveProperty('disabled', true);
    finish(true);
    expect(await screen.findByText(successMessages.dashboardRefreshed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh dashboard statistics' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('keeps a load failure on screen and does not claim a refresh', async () => {
    renderWithUi(
      <DashboardStats
        stats={null}
        error="Failed to load dashboard statistics"
        onRefresh={async () => false}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to load dashboard statistics');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh dashboard statistics' }));
    await screen.findByRole('button', { name: 'Refresh dashboard statistics' });
    expect(screen.queryByText(successMessages.dashboardRefreshed)).toBeNull();
  });
});
