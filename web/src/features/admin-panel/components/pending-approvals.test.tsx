import {
  apiErrorMessages,
  BULK_JOB_ID_PATTERN,
  type BulkAccountsResult,
  emptyBulkResult,
  successMessages,
} from '@appointments/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithUi } from '../../../../test/render';
import type { BulkJobProgress, UseBulkJob } from '../api/use-bulk-job';
import { adminListTexts } from '../screen-texts';
import { fakeList, studentTexts, teacherTexts } from '../testing/fake-lists';
import { student, teacher } from '../testing/fixtures';
import { BulkJobContext } from './bulk-job-context';
import { PendingStudentsSection } from './pending-students-section';
import { PendingTeachersSection } from './pending-teachers-section';
import type { DecideInBulk } from './use-bulk-decisions';

const answered = (counts: Partial<BulkAccountsResult>): BulkAccountsResult => ({
  ...emptyBulkResult(),
  ...counts,
});
const decideAnswering = (counts: Partial<BulkAccountsResult>) =>
  vi.fn<DecideInBulk>(async () => answered(counts));

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
        decide={vi.fn()}
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
        decide={vi.fn()}
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
        decide={vi.fn()}
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
        decide={vi.fn()}
      />,
    );
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Approve Student' }));
    expect(approve).toHaveBeenCalledWith('s1');
    expect(await screen.findByText(successMessages.studentApproved)).toBeInTheDocument();
    fireEvent.click(within(card('Vikram Shah')).getByRole('button', { name: 'Approve Student' }));
    expect(await screen.findByText(apiErrorMessages.studentNotFound)).toBeInTheDocument();
  });

  it("asks 'Approve all 2 students?' and has the server approve every match, naming the result", async () => {
    const decide = decideAnswering({ matched: 2, approved: 2 });
    const approve = vi.fn(async (_id: string) => {});
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={approve}
        decide={decide}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve All' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve all 2 students?')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(decide).toHaveBeenCalledWith({
        action: 'approve',
        filter: { status: 'pending', search: '', department: '' },
        reason: undefined,
        jobId: expect.stringMatching(BULK_JOB_ID_PATTERN),
      }),
    );
    expect(approve).not.toHaveBeenCalled();
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent('2 approved');
  });

  it('approves nobody when the confirmation is cancelled', async () => {
    const decide = vi.fn<DecideInBulk>();
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={vi.fn()}
        decide={decide}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve All' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decide).not.toHaveBeenCalled();
  });

  it('declines one only with a reason, and reports what the server did', async () => {
    const decide = decideAnswering({ matched: 1, declined: 1 });
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={vi.fn()}
        decide={decide}
      />,
    );
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Decline Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline Asha Rao?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason (mailed to the person)'), {
      target: { value: '  Not a student of this college  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(decide).toHaveBeenCalledWith({
        action: 'decline',
        ids: ['s1'],
        reason: 'Not a student of this college',
        jobId: expect.stringMatching(BULK_JOB_ID_PATTERN),
      }),
    );
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent('1 declined');
  });

  it('decides for the selected rows, naming their count', async () => {
    const decide = decideAnswering({ matched: 2, declined: 2 });
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
        approve={vi.fn()}
        decide={decide}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Vikram Shah' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('group', { name: '2 selected' })).getByRole('button', { name: 'Decline' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline 2 students?')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason (mailed to the person)'), {
      target: { value: 'Duplicate registrations' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    expect(decide.mock.calls[0]?.[0]).toMatchObject({ action: 'decline', reason: 'Duplicate registrations' });
    const sent = decide.mock.calls[0]?.[0];
    expect(sent && 'ids' in sent ? new Set(sent.ids) : null).toEqual(new Set(['s1', 's2']));
  });
});

describe('Pending teacher approvals', () => {
  function renderTeachers(
    approve = vi.fn(async () => {}),
    teachers = PENDING_TEACHERS,
    decide = decideAnswering({ matched: 2, approved: 2 }),
  ) {
    renderWithUi(
      <PendingTeachersSection
        useList={fakeList(teachers, teacherTexts, {
          status: 'pending',
          updatedAt: new Date('2025-03-03T09:05:00.000Z'),
        })}
        approve={approve}
        decide={decide}
      />,
    );
    return { approve, decide };
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
      'Experience 7 years',
      'Applied 2 Mar 2025',
      'Pending approval',
    ]) {
      expect(within(iyer).getByText(text)).toBeInTheDocument();
    }
    // Nothing is shown for what the teacher did not give (no 'Not given' or 'N/A' rows).
    expect(within(card('Prof. Das')).queryByText(/Not given|N\/A|Experience/)).toBeNull();
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
    const { approve, decide } = renderTeachers();
    fireEvent.click(within(card('Prof. Das')).getByRole('button', { name: 'Approve Teacher' }));
    expect(await screen.findByText(successMessages.teacherApproved)).toBeInTheDocument();
    expect(approve).toHaveBeenCalledWith('t2');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Bulk Actions' })).getByRole('button', {
        name: 'Approve All',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve all 2 teachers?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent('2 approved');
    expect(approve).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'approve', filter: expect.any(Object) }),
    );
  });
});

/** A job record the test moves by hand, read through the same hook shape as the page's Firestore listener. */
function fakeJob() {
  let progress: BulkJobProgress | null = null;
  const listeners = new Set<() => void>();
  const useJob: UseBulkJob = (jobId) =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => (jobId ? progress : null),
    );
  const record = (
    state: BulkJobProgress['state'],
    done: number,
    counts: Partial<BulkAccountsResult>,
    total = 250,
  ) =>
    act(() => {
      progress = { state, total, done, counts: answered(counts) };
      for (const listener of listeners) listener();
    });
  return { useJob, record };
}

describe('Bulk decision progress', () => {
  async function approveAllWith(decide: DecideInBulk, useJob: UseBulkJob) {
    renderWithUi(
      <BulkJobContext.Provider value={useJob}>
        <PendingStudentsSection
          useList={fakeList(PENDING_STUDENTS, studentTexts, { status: 'pending' })}
          approve={vi.fn(async () => {})}
          decide={decide}
        />
      </BulkJobContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve All' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
  }
  const progressLine = () => screen.getAllByRole('status').map((line) => line.textContent);

  it("shows the server's count page by page ('Approved 100 of 250 students…'), then the result", async () => {
    const job = fakeJob();
    let answer: (result: BulkAccountsResult) => void = () => {};
    const decide = vi.fn<DecideInBulk>(() => new Promise((resolve) => (answer = resolve)));
    await approveAllWith(decide, job.useJob);

    expect(await screen.findByText('Approving 2 students…')).toBeInTheDocument();
    // The server is still finding the accounts, then has done no page yet: the decision as asked.
    job.record('running', 0, {}, 0);
    expect(screen.getByText('Approving 2 students…')).toBeInTheDocument();
    job.record('running', 0, {});
    expect(screen.getByText('Approving 2 students…')).toBeInTheDocument();
    job.record('running', 100, { matched: 100, approved: 100 });
    expect(progressLine()).toContain('Approved 100 of 250 students…');
    job.record('running', 200, { matched: 200, approved: 199, alreadyApproved: 1 });
    expect(progressLine()).toContain('Approved 200 of 250 students…');

    await act(async () => answer(answered({ matched: 250, approved: 249, alreadyApproved: 1 })));
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent('249 approved, 1 already approved');
    expect(screen.queryByText(/of 250 students…/)).toBeNull();
  });

  it('takes the result from the job record when the answer is lost while the server goes on', async () => {
    const job = fakeJob();
    let fail: (error: Error) => void = () => {};
    const decide = vi.fn<DecideInBulk>(() => new Promise((_, reject) => (fail = reject)));
    await approveAllWith(decide, job.useJob);
    job.record('running', 100, { matched: 100, approved: 100 });

    await act(async () => fail(new ApiRequestError('Gateway Timeout', 504)));
    expect(progressLine()).toContain('Approved 100 of 250 students…');
    expect(screen.queryByText('Gateway Timeout')).toBeNull();
    job.record('done', 250, { matched: 250, approved: 250 });
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent('250 approved');
  });

  it('says the decision failed when the followed job shows no new page for three minutes', async () => {
    const job = fakeJob();
    let fail: (error: Error) => void = () => {};
    const decide = vi.fn<DecideInBulk>(() => new Promise((_, reject) => (fail = reject)));
    await approveAllWith(decide, job.useJob);
    job.record('running', 100, { matched: 100, approved: 100 });
    vi.useFakeTimers();
    try {
      await act(async () => fail(new ApiRequestError('Gateway Timeout', 504)));
      await act(async () => vi.advanceTimersByTime(2 * 60_000));
      job.record('running', 200, { matched: 200, approved: 200 });
      // A new page starts the wait again.
      await act(async () => vi.advanceTimersByTime(2 * 60_000));
      expect(progressLine()).toContain('Approved 200 of 250 students…');
      await act(async () => vi.advanceTimersByTime(60_000 + 1));
      expect(screen.queryByText(/of 250 students…/)).toBeNull();
      expect(screen.getByText(adminListTexts.failed)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
