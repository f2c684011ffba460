import { apiErrorMessages, successMessages } from '@appointments/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithUi } from '../../../../test/render';
import { fakeList, studentTexts, teacherTexts } from '../testing/fake-lists';
import { student, teacher } from '../testing/fixtures';
import { PendingStudentsSection } from './pending-students-section';
import { PendingTeachersSection } from './pending-teachers-section';

const PENDING_STUDENTS = [
  student({
    _id: 's1',
    name: 'Asha Rao',
    isApproved: false,
    createdAt: '2025-03-01T20:00:00.000Z',
    profile: { course: 'B.Sc Physics' },
  }),
  student({ _id: 's2', name: 'Vikram Shah', isApproved: false, createdAt: '2025-02-20T05:00:00.000Z' }),
];

const PENDING_TEACHERS = [
  teacher({
    _id: 't1',
    name: 'Dr. Iyer',
    isApproved: false,
    subject: 'Optics',
    department: 'Physics',
    createdAt: '2025-03-02T05:00:00.000Z',
    profile: { experience: 7 },
  }),
  teacher({ _id: 't2', name: 'Prof. Das', isApproved: false, subject: 'Algebra', department: 'Mathematics' }),
];

const card = (name: string) => screen.getByRole('article', { name });

describe('Pending Student Approvals', () => {
  it('lists each student with email, registered date and status, and counts them', () => {
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('2 pending').textContent).toBe('2');
    const asha = card('Asha Rao');
    expect(within(asha).getByText('s1@college.edu')).toBeInTheDocument();
    // 20:00 UTC on 1 March is 2 March in Kolkata.
    expect(within(asha).getByText('Registered 2 Mar 2025')).toBeInTheDocument();
    expect(within(asha).getByText('Pending approval')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Approve Student' })).toBeInTheDocument();
  });

  it('searches name, email and course, with its own empty states', () => {
    const { unmount } = renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={vi.fn()}
      />,
    );
    const search = screen.getByLabelText('Search pending students');
    expect(search.getAttribute('placeholder')).toBe('Search by name, email, or course...');
    fireEvent.change(search, { target: { value: 'physics' } });
    expect(screen.getAllByRole('article').map((a) => a.textContent?.includes('Asha'))).toEqual([true]);
    expect(screen.queryByRole('button', { name: 'Approve All' })).toBeNull();
    fireEvent.change(search, { target: { value: 'S2@COLLEGE' } });
    expect(screen.getByRole('article', { name: 'Vikram Shah' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('All caught up!')).toBeInTheDocument();
    expect(screen.getByText('No students match your search criteria.')).toBeInTheDocument();
    unmount();
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList([], studentTexts, { status: 'pending' })}
        approve={vi.fn()}
      />,
    );
    expect(screen.getByText('No students are waiting for approval.')).toBeInTheDocument();
  });

  it("approves one with the spec's toast, and shows the server's refusal", async () => {
    const approve = vi
      .fn<(id: string) => Promise<void>>()
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new ApiRequestError(apiErrorMessages.studentNotFound, 404));
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={approve}
      />,
    );
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Approve Student' }));
    expect(approve).toHaveBeenCalledWith('s1');
    expect(await screen.findByText(successMessages.studentApproved)).toBeInTheDocument();
    fireEvent.click(within(card('Vikram Shah')).getByRole('button', { name: 'Approve Student' }));
    expect(await screen.findByText(apiErrorMessages.studentNotFound)).toBeInTheDocument();
  });

  it("asks 'Approve all 2 students?' and approves every listed student", async () => {
    const approve = vi.fn(async (_id: string) => {});
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={approve}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve All' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Approve all 2 students?')).toBeInTheDocument();
    expect(approve).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(2));
    expect(approve.mock.calls.map(([id]) => id).sort()).toEqual(['s1', 's2']);
    expect(await screen.findByText('2 students approved successfully!')).toBeInTheDocument();
  });

  it('approves nobody when the confirmation is cancelled', async () => {
    const approve = vi.fn(async () => {});
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={approve}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve All' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(approve).not.toHaveBeenCalled();
  });
});

describe('Pending teacher approvals', () => {
  function renderTeachers(approve = vi.fn(async () => {}), teachers = PENDING_TEACHERS) {
    renderWithUi(
      <PendingTeachersSection
        useList={fakeList(teachers, teacherTexts, {
          status: 'pending',
          updatedAt: new Date('2025-03-03T09:05:00.000Z'),
        })}
        approve={approve}
      />,
    );
    return approve;
  }

  it('heads the list with its count, the awaiting line and the update time; cards carry every field', () => {
    renderTeachers();
    expect(screen.getByRole('heading', { name: 'Pending Teacher Approvals' })).toBeInTheDocument();
    expect(screen.getByLabelText('2 pending').textContent).toBe('2');
    expect(screen.getByText('2 teachers awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Updated 2:35 PM')).toBeInTheDocument();
    const iyer = card('Dr. Iyer');
    for (const text of [
      't1@college.edu',
      'Optics',
      'Physics',
      '7 years',
      'Applied 2 Mar 2025',
      'Pending approval',
    ]) {
      expect(within(iyer).getByText(text)).toBeInTheDocument();
    }
    expect(within(card('Prof. Das')).getByText('Not given')).toBeInTheDocument();
    expect(within(iyer).getByRole('button', { name: 'Approve Teacher' })).toBeInTheDocument();
  });

  it('searches name, email, subject and department; the Bulk Actions bar needs more than one listed', () => {
    renderTeachers();
    const bulk = () => screen.queryByRole('group', { name: 'Bulk Actions' });
    expect(bulk()).toBeInTheDocument();
    const search = screen.getByLabelText('Search pending teachers');
    expect(search.getAttribute('placeholder')).toBe('Search by name, email, subject, or department...');
    fireEvent.change(search, { target: { value: 'mathem' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(bulk()).toBeNull();
    fireEvent.change(search, { target: { value: 'optics' } });
    expect(screen.getByRole('article', { name: 'Dr. Iyer' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No teachers match your search criteria.')).toBeInTheDocument();
  });

  it("says 'No teachers are waiting for approval.' with none pending", () => {
    renderTeachers(undefined, []);
    expect(screen.getByText('All caught up!')).toBeInTheDocument();
    expect(screen.getByText('No teachers are waiting for approval.')).toBeInTheDocument();
    expect(screen.getByText('0 teachers awaiting approval')).toBeInTheDocument();
  });

  it("approves one, and all after 'Approve all 2 teachers?'", async () => {
    const approve = renderTeachers();
    fireEvent.click(within(card('Prof. Das')).getByRole('button', { name: 'Approve Teacher' }));
    expect(await screen.findByText(successMessages.teacherApproved)).toBeInTheDocument();
    expect(approve).toHaveBeenCalledWith('t2');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Bulk Actions' })).getByRole('button', {
        name: 'Approve All',
      }),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Approve all 2 teachers?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 teachers approved successfully!')).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(3);
  });
});
