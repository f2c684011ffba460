import { describe, expect, it } from 'vitest';
import {
  adminStatCards,
  approvedAllText,
  experienceYearsText,
  exportProgressText,
  filterOptionText,
  lastLoginDetail,
  lastLoginSummary,
  noStudentsFoundText,
  noTeachersFoundText,
  passwordStrengthText,
  showMoreText,
  shownOfTotalText,
} from './admin-panel-texts';
import type { AdminDashboardStats } from './entities';
import { STUDENT_NOUN, TEACHER_NOUN } from './text';

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

describe('admin stat cards', () => {
  it('gives each card its figure and subtext, and highlights waiting approvals', () => {
    expect(adminStatCards(STATS)).toEqual([
      { key: 'totalStudents', label: 'Total Students', value: 40, subtext: '37 approved', urgent: false },
      {
        key: 'pendingApprovals',
        label: 'Pending Approvals',
        value: 4,
        subtext: '3 students, 1 teacher',
        urgent: true,
      },
      { key: 'activeTeachers', label: 'Active Teachers', value: 8, subtext: '9 total', urgent: false },
      {
        key: 'totalAppointments',
        label: 'Total Appointments',
        value: 120,
        subtext: '75 completed',
        urgent: false,
      },
    ]);
  });

  it("says 'All cleared' with nothing pending, and falls back to the teacher total", () => {
    const cleared = adminStatCards({
      ...STATS,
      pendingApprovals: 0,
      breakdown: { pendingStudents: 0, pendingTeachers: 0 },
      activeTeachers: undefined as unknown as number,
    });
    expect(cleared[1]).toMatchObject({ subtext: 'All cleared', urgent: false });
    expect(cleared[2]).toMatchObject({ value: 9, subtext: '9 total' });
  });
});

describe('admin list wording', () => {
  it('counts, filters and empty states', () => {
    expect(shownOfTotalText(3, 12, STUDENT_NOUN)).toBe('3 of 12 students');
    expect(shownOfTotalText(1, 1, TEACHER_NOUN)).toBe('1 of 1 teacher');
    expect(filterOptionText('Active', 3)).toBe('Active (3)');
    expect(noStudentsFoundText('zed')).toBe('No students found matching "zed". Try a different search term.');
    expect(noTeachersFoundText('zed')).toBe('No teachers found matching "zed". Try a different search term.');
    expect(approvedAllText(2, STUDENT_NOUN)).toBe('2 students approved successfully!');
    expect(approvedAllText(1, TEACHER_NOUN)).toBe('1 teacher approved successfully!');
    expect(experienceYearsText(1)).toBe('1 year');
    expect(experienceYearsText(12)).toBe('12 years');
    expect(experienceYearsText(null)).toBe('Not given');
    expect(passwordStrengthText('Strong')).toBe('Password strength: Strong');
  });

  it('shows last login as an IST date with the elapsed time, or that there was none', () => {
    const now = new Date('2025-03-03T09:00:00.000Z');
    expect(lastLoginSummary('2025-03-03T07:00:00.000Z', now)).toBe('3 Mar 2025 (2h ago)');
    // 20:00 UTC on 1 March is already 2 March in Kolkata.
    expect(lastLoginSummary('2025-03-01T20:00:00.000Z', now)).toBe('2 Mar 2025 (Yesterday)');
    expect(lastLoginSummary(null, now)).toBe('Never logged in');
    expect(lastLoginDetail('2025-03-03T07:00:00.000Z')).toBe('Monday, 3 March 2025 at 12:30 PM');
    expect(lastLoginDetail(undefined)).toBe('Never logged in since tracking started');
  });
});

describe('paged lists', () => {
  it('says how many cards the Show more button would still reveal', () => {
    expect(showMoreText(9765)).toBe('Show more (9765 not shown)');
  });
});

describe('export progress', () => {
  it('counts the rows received, of the total when the server gave one, never past it', () => {
    expect(exportProgressText(1200, 30000)).toBe('Exporting... 1,200 of 30,000 rows');
    expect(exportProgressText(250000, null)).toBe('Exporting... 2,50,000 rows');
    expect(exportProgressText(12, 10)).toBe('Exporting... 10 of 10 rows');
  });
});
