import { teacherDashboardTexts } from '@appointments/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import type { TeacherFigure } from '../model/teacher-figures';
import { StatCards } from './stat-cards';
import { WelcomeSection } from './welcome-section';

const FIGURES: TeacherFigure[] = [
  { label: teacherDashboardTexts.statTotalAppointments, value: 12, change: '+25% this week' },
  {
    label: teacherDashboardTexts.statPendingRequests,
    value: 2,
    change: 'Need attention',
    needsAttention: true,
  },
  { label: teacherDashboardTexts.statApprovedToday, value: 0, change: null },
  { label: teacherDashboardTexts.statActiveStudents, value: null, change: null },
];

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

  it('shows each figure with its change line, and no line where the change would say nothing', () => {
    renderWithUi(<StatCards figures={FIGURES.map((figure) => ({ ...figure, value: figure.value ?? 7 }))} />);
    const card = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(card(teacherDashboardTexts.statTotalAppointments)).toBe('Total Appointments12+25% this week');
    expect(card(teacherDashboardTexts.statPendingRequests)).toBe('Pending Requests2Need attention');
    expect(card(teacherDashboardTexts.statApprovedToday)).toBe('Approved Today0');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stands a figure not known yet as a skeleton of its final shape, and says the figures are coming', () => {
    renderWithUi(<StatCards figures={FIGURES} />);
    expect(screen.getByRole('status').textContent).toBe(teacherDashboardTexts.statsLoading);
    expect(screen.getByText(teacherDashboardTexts.statActiveStudents).parentElement?.textContent).toBe(
      'Active Students',
    );
    expect(screen.getAllByRole('term')).toHaveLength(4);
  });
});
