// The role counters end to end: the account writes' transactions (students) and `followTeacherWrites` keep
// `accountCounters` equal to a full scan of the accounts through creates, approvals, suspensions, bookings
// and deletions made through the API, and the admin's statistics and counts answer them exactly; asked
// `?fresh=true`, they equal the scan at once, before the triggers have run. The appointment figures equal
// the sums of the students' counters at once, fresh or not: the writes keep them in their own transactions.
import type { AccountCounts, AdminDashboardStats } from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { countersInLine, type ScannedCounts, scanAccounts } from '../support/account-counters';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi, uniqueEmail } from '../support/api';
import { hoursFromNow } from '../support/time';

let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});

async function get<T>(path: string): Promise<T> {
  const answer = await callApi<T>(path, { token: admin.token });
  expect(answer.status, path).toBe(200);
  return answer.body.data as T;
}

/** What the statistics must show for a scan. */
const statsOf = (scan: ScannedCounts): AdminDashboardStats => ({
  totalStudents: scan.student.total,
  approvedStudents: scan.student.total - scan.student.pending,
  totalTeachers: scan.teacher.total,
  activeTeachers: scan.teacher.total - scan.teacher.pending,
  totalAppointments: scan.appointments.total,
  completedAppointments: scan.appointments.completed,
  pendingAppointments: scan.appointments.pending,
  pendingApprovals: scan.student.pending + scan.teacher.pending,
  breakdown: { pendingStudents: scan.student.pending, pendingTeachers: scan.teacher.pending },
});

const listCountsOf = ({ total, pending }: { total: number; pending: number }, matching: number) => ({
  total,
  pending,
  active: total - pending,
  searchMatches: total,
  matching,
});

/** Every number the admin panel's first load shows, from the stored counters (`fresh`: counted now). */
async function expectAnswersEqual(scan: ScannedCounts, fresh: boolean) {
  const query = fresh ? 'fresh=true' : '';
  expect(await get<AdminDashboardStats>(`/admin/dashboard-stats?${query}`)).toEqual(statsOf(scan));
  expect(await get<AccountCounts>(`/admin/students/counts?${query}`)).toEqual(
    listCountsOf(scan.student, scan.student.total),
  );
  // The pending list's counts, and the status filter alone, come from the counters too.
  expect(await get<AccountCounts>(`/admin/students/counts?status=pending&${query}`)).toEqual(
    listCountsOf(scan.student, scan.student.pending),
  );
  expect(await get<AccountCounts>(`/admin/teachers/counts?status=active&${query}`)).toEqual(
    listCountsOf(scan.teacher, scan.teacher.total - scan.teacher.pending),
  );
}

/** After a write: counted afresh, the answers equal a scan at once; then the triggers bring the stored counters there. */
async function expectFollowed() {
  await expectAnswersEqual(await scanAccounts(), true);
  await expectAnswersEqual(await countersInLine(), false);
}

describe('role counters', () => {
  it('equal a full scan through creates, approvals, suspensions, bookings and deletions', async () => {
    await expectAnswersEqual(await countersInLine(), false);

    const student = await registerAccount('student');
    await expectFollowed();
    const approve = await callApi(`/admin/approve-student/${student.uid}`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: true },
    });
    expect(approve.status).toBe(200);
    await expectFollowed();
    const suspend = await callApi(`/admin/suspend-student/${student.uid}`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: false },
    });
    expect(suspend.status).toBe(200);
    await expectFollowed();

    // A booking and the teacher's decision move the students' appointment counters.
    const booker = await signedInAccount('student');
    const teacher = await signedInAccount('teacher');
    const booked = await callApi<{ _id: string }>('/student/book', {
      token: booker.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(6),
        purpose: 'Lab',
        bookingType: 'custom_request',
      },
    });
    expect(booked.status).toBe(201);
    // The appointment figures are in the stored totals as soon as the booking answers, with no trigger.
    const { appointments } = await scanAccounts();
    expect(await get<AdminDashboardStats>('/admin/dashboard-stats')).toMatchObject({
      totalAppointments: appointments.total,
      pendingAppointments: appointments.pending,
    });
    await expectFollowed();
    const decided = await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(decided.status).toBe(200);
    await expectFollowed();

    const created = await callApi<{ _id: string }>('/admin/teacher', {
      token: admin.token,
      body: {
        name: 'Counted Teacher',
        email: uniqueEmail('counted-teacher'),
        password: 'secret12',
        department: 'Physics',
        subject: 'Optics',
      },
    });
    expect(created.status).toBe(201);
    await expectFollowed();
    const applicant = await registerAccount('teacher', { department: 'Physics', subject: 'Optics' });
    await expectFollowed();
    expect(
      (
        await callApi(`/admin/approve-teacher/${applicant.uid}`, {
          method: 'PUT',
          token: admin.token,
          body: {},
        })
      ).status,
    ).toBe(200);
    await expectFollowed();

    for (const [role, id] of [
      ['student', student.uid],
      ['student', booker.uid],
      ['teacher', created.body.data?._id],
      ['teacher', applicant.uid],
    ] as const) {
      const deleted = await callApi(`/admin/${role}/${id}`, { method: 'DELETE', token: admin.token });
      expect(deleted.status).toBe(200);
      await expectFollowed();
    }
  }, 300_000);
});
