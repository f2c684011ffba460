import { type TeacherDashboardStats, teacherDashboardTexts } from '@appointments/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { StatCards } from './stat-cards';
import { WelcomeSection } from './welcome-section';

const STATS: TeacherDashboardStats = {
  totalAppointments: 12,
  pendingRequests: 0,
  approvedToday: 1,
  approvedYesterday: 3,
  totalStudents: 7,
  weeklyChange: 25,
  studentGrowth: -10,
  averageRating: 4.25,
  totalRatings: 1,
  subject: 'Physics',
};

describe('Teacher welcome and stat cards', () => {
  it("greets 'Educator' without a name and says when nobody has rated", () => {
    renderWithUi(<WelcomeSection name="  " subject="" averageRating={0} totalRatings={0} updatedAt={null} />);
    expect(screen.getByRole('heading', { name: 'Prof. Educator' })).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText(teacherDashboardTexts.subjectFallback)).toBeInTheDocument();
  });

  it('shows name, subject, rating with its review count and the IST update time', () => {
    renderWithUi(
      <WelcomeSection
        name="Meera Iyer"
        subject="Physics"
        averageRating={4.25}
        totalRatings={1}
        updatedAt={new Date('2025-03-03T09:05:00.000Z')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Prof. Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Physics')).toBeInTheDocument();
    expect(screen.getByText('4.3 (1 review)')).toBeInTheDocument();
    expect(screen.getByText('Updated 2:35 PM')).toBeInTheDocument();
  });

  it('gives each stat card its change line', () => {
    renderWithUi(<StatCards stats={STATS} error={null} />);
    const card = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(card(teacherDashboardTexts.statTotalAppointments)).toBe('Total Appointments12+25% this week');
    expect(card(teacherDashboardTexts.statPendingRequests)).toBe('Pending Requests0All clear');
    expect(card(teacherDashboardTexts.statApprovedToday)).toBe('Approved Today1-2 from yesterday');
    expect(card(teacherDashboardTexts.statActiveStudents)).toBe('Active Students7-10% growth');
  });

  it("says 'Need attention' when requests wait, and keeps a load error on screen", () => {
    const { unmount } = renderWithUi(<StatCards stats={{ ...STATS, pendingRequests: 2 }} error={null} />);
    expect(screen.getByText('Need attention')).toBeInTheDocument();
    unmount();
    renderWithUi(<StatCards stats={null} error="Failed to load dashboard statistics" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load dashboard statistics');
  });

  it('stands the four cards in their final shape while the figures are coming, and says so', () => {
    renderWithUi(<StatCards stats={null} error={null} />);
    expect(screen.getByRole('status').textContent).toBe(teacherDashboardTexts.statsLoading);
    const card = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(card(teacherDashboardTexts.statTotalAppointments)).toBe('Total Appointments–\u00a0');
    expect(card(teacherDashboardTexts.statActiveStudents)).toBe('Active Students–\u00a0');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
