import {
  apiErrorMessages,
  BULK_JOB_ID_PATTERN,
  emptyBulkResult,
  errorMessages,
  successMessages,
} from '@appointments/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithUi } from '../../../../test/render';
import { fakeList, studentTexts } from '../testing/fake-lists';
import { student } from '../testing/fixtures';
import { StudentsSection } from './students-section';

// Monday 3 March 2025, 14:30 in Kolkata.
const NOW = new Date('2025-03-03T09:00:00.000Z');

const STUDENTS = [
  student({
    _id: 's1',
    name: 'Asha Rao',
    createdAt: '2025-01-05T05:00:00.000Z',
    lastLogin: '2025-03-03T07:00:00.000Z',
    stats: { totalAppointments: 5, completedSessions: 3, pendingRequests: 1 },
    profile: {
      course: 'B.Sc Physics',
      year: 2,
      studentId: 'PH-2041',
      cgpa: 8.75,
      phone: '+919800000000',
      address: '12 MG Road, Pune',
      bio: 'Loves optics.',
    },
  }),
  student({ _id: 's2', name: 'Vikram Shah', isApproved: false, createdAt: '2025-02-01T05:00:00.000Z' }),
  student({
    _id: 's3',
    name: 'Meena Pillai',
    createdAt: '2025-01-20T05:00:00.000Z',
    profile: { course: 'B.Com' },
  }),
];

afterEach(() => vi.useRealTimers());

function renderStudents(calls: Partial<Parameters<typeof StudentsSection>[0]> = {}, students = STUDENTS) {
  const props = {
    setStatus: vi.fn(async () => {}),
    decide: vi.fn(),
    remove: vi.fn(async () => ({ name: 'Asha Rao' })),
    exportCsv: vi.fn(async () => ({
      fileName: 'students-2025-03-03.csv',
      message: successMessages.studentsExported,
    })),
    ...calls,
  };
  renderWithUi(
    <StudentsSection useList={fakeList(students, studentTexts, { updatedAt: NOW })} now={NOW} {...props} />,
  );
  return props;
}

const names = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
const card = (name: string) => screen.getByRole('article', { name });

describe('Student management', () => {
  it('heads the list with shown of total (active and pending on the status options), newest first', () => {
    renderStudents();
    expect(screen.getByText('3 of 3 students')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Active (2)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.queryByText('2 active')).toBeNull();
    expect(names()).toEqual(['Vikram Shah', 'Meena Pillai', 'Asha Rao']);
  });

  it('shows the facts a student has on a compact row, last login as date and elapsed time', () => {
    renderStudents();
    const asha = card('Asha Rao');
    expect(within(asha).getByText('Active')).toBeInTheDocument();
    expect(within(asha).getByText('s1@college.edu')).toBeInTheDocument();
    for (const fact of [
      'B.Sc Physics',
      'Year 2',
      'PH-2041',
      'CGPA 8.75',
      'Joined 5 Jan 2025',
      'Last login: 3 Mar 2025 (2h ago)',
    ]) {
      expect(within(asha).getByText(fact)).toBeInTheDocument();
    }
    const vikram = card('Vikram Shah');
    expect(within(vikram).getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    // What a student has not given is left out: no 'N/A' on a row.
    expect(within(vikram).queryByText(/N\/A|CGPA|Year/)).toBeNull();
    expect(within(vikram).getByText('Last login: Never logged in')).toBeInTheDocument();
  });

  it('previews the first 5 rows until opened, then shows the page', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      student({ _id: `m${i}`, name: `Many ${i}`, createdAt: `2025-02-0${i + 1}T05:00:00.000Z` }),
    );
    renderStudents({}, many);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('5 of 8 students')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all students' }));
    expect(screen.getAllByRole('article')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('suspends every account the filter matches after a confirmation naming the count', async () => {
    const decide = vi.fn(async () => ({ ...emptyBulkResult(), matched: 2, suspended: 2 }));
    renderStudents({ decide });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: '2 selected' })).getByRole('button', { name: 'Suspend' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Suspend 2 students?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    expect(decide.mock.calls[0]).toEqual([
      {
        action: 'suspend',
        ids: expect.arrayContaining(['s1', 's3']),
        reason: undefined,
        jobId: expect.stringMatching(BULK_JOB_ID_PATTERN),
      },
    ]);
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent('2 suspended');
  });

  it('searches name, email, course and student ID, and the banner speaks of students', () => {
    renderStudents();
    const search = screen.getByLabelText('Search students');
    expect(search.getAttribute('placeholder')).toBe('Search by name, email, course, or student ID...');
    fireEvent.change(search, { target: { value: 'b.com' } });
    expect(names()).toEqual(['Meena Pillai']);
    expect(screen.getByText('Found 1 student matching "b.com"')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 students')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'ph-2041' } });
    expect(names()).toEqual(['Asha Rao']);
    fireEvent.change(search, { target: { value: 'S2@college' } });
    expect(names()).toEqual(['Vikram Shah']);
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No students found for "nobody"')).toBeInTheDocument();
    expect(
      screen.getByText('No students found matching "nobody". Try a different search term.'),
    ).toBeInTheDocument();
  });

  it('filters by status with counts, and says when the filter leaves nothing', () => {
    renderStudents();
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status (3)', 'Active (2)', 'Pending (1)']);
    fireEvent.change(filter, { target: { value: 'pending' } });
    expect(names()).toEqual(['Vikram Shah']);
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'asha' } });
    expect(screen.getByText('No students match your filter criteria.')).toBeInTheDocument();
  });

  it("says 'No students have registered yet.' with nobody", () => {
    renderStudents({}, []);
    expect(screen.getByText('No students have registered yet.')).toBeInTheDocument();
    expect(screen.getByText('0 of 0 students')).toBeInTheDocument();
  });

  it('suspends an active student and approves a pending one, with their toasts', async () => {
    const { setStatus } = renderStudents();
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Suspend Asha Rao' }));
    expect(setStatus).toHaveBeenCalledWith('s1', false);
    expect(await screen.findByText(successMessages.studentSuspended)).toBeInTheDocument();
    fireEvent.click(within(card('Vikram Shah')).getByRole('button', { name: 'Approve Vikram Shah' }));
    expect(setStatus).toHaveBeenCalledWith('s2', true);
    expect(await screen.findByText(successMessages.studentApproved)).toBeInTheDocument();
  });

  it("toasts 'Failed to update student status' when the server gives no reason", async () => {
    renderStudents({
      setStatus: vi.fn(async () => {
        throw new ApiRequestError(errorMessages.studentStatusUpdateFailed, 0);
      }),
    });
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Suspend Asha Rao' }));
    expect(await screen.findByText(errorMessages.studentStatusUpdateFailed)).toBeInTheDocument();
  });

  it('opens the profile with every field', async () => {
    renderStudents();
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog');
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(dialog).getByRole('heading', { name: 'Student Profile: Asha Rao' })).toBeInTheDocument();
    expect(value('Student ID')).toBe('PH-2041');
    expect(value('Course')).toBe('B.Sc Physics');
    expect(value('Year')).toBe('2');
    expect(value('CGPA')).toBe('8.75');
    expect(value('Phone')).toBe('+919800000000');
    expect(value('Address')).toBe('12 MG Road, Pune');
    expect(value('Account created')).toBe('Sunday, 5 January 2025 at 10:30 AM');
    expect(value('Last login')).toBe('Monday, 3 March 2025 at 12:30 PM');
    expect(value('Appointments')).toBe('5');
    expect(within(dialog).getByText('Loves optics.')).toBeInTheDocument();
  });

  it("says 'Never logged in since tracking started' in a profile without a login", async () => {
    renderStudents();
    fireEvent.click(within(card('Vikram Shah')).getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Never logged in since tracking started')).toBeInTheDocument();
    expect(within(dialog).getByText('No bio yet.')).toBeInTheDocument();
  });

  it("deletes after the warnings, reading 'Deleting...' meanwhile", async () => {
    let finish: () => void = () => {};
    const remove = vi.fn(
      () => new Promise<{ name: string }>((resolve) => (finish = () => resolve({ name: 'Asha Rao' }))),
    );
    renderStudents({ remove });
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Student' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'All student data will be permanently deleted',
      'Associated appointments will be removed',
      'Academic records will be lost',
      'This action cannot be undone',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('s1');
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
    finish();
    expect(await screen.findByText('Asha Rao has been deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the reason when deletion fails', async () => {
    renderStudents({
      remove: vi.fn(async () => {
        throw new ApiRequestError(apiErrorMessages.studentNotFound, 404);
      }),
    });
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(apiErrorMessages.studentNotFound)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
  });

  it("exports with the server's toast, or 'Failed to export data'", async () => {
    const { exportCsv } = renderStudents();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of students' }));
    expect(exportCsv).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(successMessages.studentsExported)).toBeInTheDocument();
  });

  it("toasts 'Failed to export data' when the export fails", async () => {
    renderStudents({
      exportCsv: vi.fn(async () => {
        throw new Error('');
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of students' }));
    expect(await screen.findByText(errorMessages.exportFailed)).toBeInTheDocument();
  });
});
