import { successMessages } from '@appointments/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { fakeList, teacherTexts } from '../testing/fake-lists';
import { teacher } from '../testing/fixtures';
import { TeachersSection } from './teachers-section';

// Monday 3 March 2025, 14:30 in Kolkata.
const NOW = new Date('2025-03-03T09:00:00.000Z');

const TEACHERS = [
  teacher({
    _id: 't1',
    name: 'Dr. Meera Iyer',
    subject: 'Quantum Mechanics',
    department: 'Physics',
    createdAt: '2025-01-05T05:00:00.000Z',
    lastLogin: '2025-02-20T05:00:00.000Z',
    averageRating: 4.25,
    totalRatings: 8,
    stats: { totalStudents: 12, totalSessions: 30 },
    profile: { phone: '+919811111111', experience: 9, education: 'PhD, IISc', bio: 'Teaches with puzzles.' },
  }),
  teacher({
    _id: 't2',
    name: 'Prof. Arun Das',
    subject: 'Algebra',
    department: 'Mathematics',
    isApproved: false,
    createdAt: '2025-02-05T05:00:00.000Z',
  }),
  teacher({
    _id: 't3',
    name: 'Ms. Kaur',
    subject: 'Optics',
    department: 'Physics',
    createdAt: '2025-01-25T05:00:00.000Z',
  }),
];

function renderTeachers(teachers = TEACHERS) {
  const calls = {
    setStatus: vi.fn(async () => {}),
    decide: vi.fn(),
    remove: vi.fn(async () => ({ name: 'Prof. Arun Das' })),
    exportCsv: vi.fn(async () => ({
      fileName: 'teachers-2025-03-03.csv',
      message: successMessages.teachersExported,
    })),
  };
  renderWithUi(
    <TeachersSection useList={fakeList(teachers, teacherTexts, { updatedAt: NOW })} now={NOW} {...calls} />,
  );
  return calls;
}

const names = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
const card = (name: string) => screen.getByRole('article', { name });

describe('Manage Teachers', () => {
  it('counts x of y teachers; active and pending on the status options', () => {
    renderTeachers();
    expect(screen.getByText('3 of 3 teachers')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Active (2)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pending (1)' })).toBeInTheDocument();
  });

  it('shows the facts a teacher has on a compact row; a rating only once rated, never N/A', () => {
    renderTeachers();
    const iyer = card('Dr. Meera Iyer');
    expect(within(iyer).getByText('Active')).toBeInTheDocument();
    expect(within(iyer).getByText('t1@college.edu')).toBeInTheDocument();
    for (const fact of [
      '+919811111111',
      'Quantum Mechanics',
      'Physics',
      'Last login: 20 Feb 2025 (1 week ago)',
      'Rating 4.3',
    ]) {
      expect(within(iyer).getByText(fact)).toBeInTheDocument();
    }
    const das = card('Prof. Arun Das');
    expect(within(das).getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    expect(within(das).queryByText(/N\/A|Rating/)).toBeNull();
    expect(within(das).getByText('Last login: Never logged in')).toBeInTheDocument();
  });

  it('searches name, email, subject and department', () => {
    renderTeachers();
    const search = screen.getByLabelText('Search teachers');
    fireEvent.change(search, { target: { value: 'quantum' } });
    expect(names()).toEqual(['Dr. Meera Iyer']);
    fireEvent.change(search, { target: { value: 'MATHEMATICS' } });
    expect(names()).toEqual(['Prof. Arun Das']);
    fireEvent.change(search, { target: { value: 't3@college' } });
    expect(names()).toEqual(['Ms. Kaur']);
    expect(screen.getByText('Found 1 teacher matching "t3@college"')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(
      screen.getByText('No teachers found matching "zzz". Try a different search term.'),
    ).toBeInTheDocument();
  });

  it('filters by the departments present and by status', () => {
    renderTeachers();
    const departments = screen.getByLabelText('Department');
    expect(
      within(departments)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Departments', 'Mathematics (1)', 'Physics (2)']);
    fireEvent.change(departments, { target: { value: 'Physics' } });
    expect(names()).toEqual(['Ms. Kaur', 'Dr. Meera Iyer']);
    expect(screen.getByText('2 of 3 teachers')).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status (3)', 'Active (2)', 'Pending (1)']);
    fireEvent.change(status, { target: { value: 'pending' } });
    expect(screen.getByText('No teachers match your filter criteria.')).toBeInTheDocument();
  });

  it("says 'No teachers have been added yet.' with none", () => {
    renderTeachers([]);
    expect(screen.getByText('No teachers have been added yet.')).toBeInTheDocument();
  });

  it('suspends and approves with their toasts', async () => {
    const { setStatus } = renderTeachers();
    fireEvent.click(within(card('Dr. Meera Iyer')).getByRole('button', { name: 'Suspend Dr. Meera Iyer' }));
    expect(await screen.findByText(successMessages.teacherSuspended)).toBeInTheDocument();
    fireEvent.click(within(card('Prof. Arun Das')).getByRole('button', { name: 'Approve Prof. Arun Das' }));
    expect(await screen.findByText(successMessages.teacherApproved)).toBeInTheDocument();
    expect(setStatus.mock.calls).toEqual([
      ['t1', false],
      ['t2', true],
    ]);
  });

  it('opens the profile with private fields and teaching statistics', async () => {
    renderTeachers();
    fireEvent.click(within(card('Dr. Meera Iyer')).getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog');
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(
      within(dialog).getByRole('heading', { name: 'Teacher Profile: Dr. Meera Iyer' }),
    ).toBeInTheDocument();
    expect(value('Status')).toBe('Active');
    expect(value('Subject')).toBe('Quantum Mechanics');
    expect(value('Department')).toBe('Physics');
    expect(value('Experience')).toBe('9 years');
    expect(value('Education')).toBe('PhD, IISc');
    expect(value('Phone')).toBe('+919811111111');
    expect(value('Joined')).toBe('5 Jan 2025');
    expect(value('Last login')).toBe('Thursday, 20 February 2025 at 10:30 AM');
    expect(value('Students')).toBe('12');
    expect(value('Rating')).toBe('4.3');
    expect(within(dialog).getByText('Teaches with puzzles.')).toBeInTheDocument();
  });

  it("deletes after the modal's warnings", async () => {
    const { remove } = renderTeachers();
    fireEvent.click(within(card('Prof. Arun Das')).getByRole('button', { name: 'Delete Prof. Arun Das' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Teacher' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'This action cannot be undone',
      'All teacher data will be permanently deleted',
      'All associated appointments will be removed',
      "Students won't be able to book with this teacher",
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Teacher' }));
    expect(remove).toHaveBeenCalledWith('t2');
    expect(await screen.findByText('Prof. Arun Das has been deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('exports with its toast', async () => {
    const { exportCsv } = renderTeachers();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of teachers' }));
    expect(await screen.findByText(successMessages.teachersExported)).toBeInTheDocument();
    expect(exportCsv).toHaveBeenCalledTimes(1);
  });
});
