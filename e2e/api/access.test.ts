import { apiErrorMessages } from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, signedInAdmin, unapprovedToken } from '../support/accounts';
import { callApi } from '../support/api';

type Role = 'student' | 'teacher' | 'admin';

// Every authenticated endpoint and the roles it serves.
const endpoints: Array<{ method: string; path: string; roles: Role[] }> = [
  { method: 'GET', path: '/student/teachers', roles: ['student'] },
  { method: 'GET', path: '/student/teacher/x/slots', roles: ['student'] },
  { method: 'POST', path: '/student/book', roles: ['student'] },
  { method: 'GET', path: '/student/rating/x', roles: ['student'] },
  { method: 'POST', path: '/student/rate-teacher', roles: ['student'] },
  { method: 'GET', path: '/student/appointments', roles: ['student'] },
  { method: 'POST', path: '/student/appointments/x/cancel', roles: ['student'] },
  { method: 'POST', path: '/student/appointments/x/reschedule', roles: ['student'] },
  { method: 'GET', path: '/student/stats', roles: ['student'] },
  { method: 'GET', path: '/student/profile', roles: ['student'] },
  { method: 'PUT', path: '/student/profile', roles: ['student'] },
  { method: 'GET', path: '/teacher/stats', roles: ['teacher'] },
  { method: 'GET', path: '/teacher/appointments', roles: ['teacher'] },
  { method: 'PUT', path: '/teacher/appointments/x', roles: ['teacher'] },
  { method: 'POST', path: '/teacher/appointments/x/cancel', roles: ['teacher'] },
  { method: 'GET', path: '/teacher/office-hours', roles: ['teacher'] },
  { method: 'POST', path: '/teacher/office-hours', roles: ['teacher'] },
  { method: 'DELETE', path: '/teacher/office-hours/x', roles: ['teacher'] },
  { method: 'GET', path: '/teacher/availability', roles: ['teacher'] },
  { method: 'POST', path: '/teacher/availability', roles: ['teacher'] },
  { method: 'DELETE', path: '/teacher/availability', roles: ['teacher'] },
  { method: 'GET', path: '/teacher/profile', roles: ['teacher'] },
  { method: 'PUT', path: '/teacher/profile', roles: ['teacher'] },
  { method: 'GET', path: '/admin/dashboard-stats', roles: ['admin'] },
  { method: 'GET', path: '/admin/users', roles: ['admin'] },
  { method: 'GET', path: '/admin/students', roles: ['admin'] },
  { method: 'GET', path: '/admin/teachers', roles: ['admin'] },
  { method: 'GET', path: '/admin/students/counts', roles: ['admin'] },
  { method: 'GET', path: '/admin/teachers/counts', roles: ['admin'] },
  { method: 'POST', path: '/admin/teacher', roles: ['admin'] },
  { method: 'PUT', path: '/admin/approve-student/x', roles: ['admin'] },
  { method: 'PUT', path: '/admin/suspend-student/x', roles: ['admin'] },
  { method: 'PUT', path: '/admin/approve-teacher/x', roles: ['admin'] },
  { method: 'PUT', path: '/admin/suspend-teacher/x', roles: ['admin'] },
  { method: 'DELETE', path: '/admin/student/x', roles: ['admin'] },
  { method: 'DELETE', path: '/admin/teacher/x', roles: ['admin'] },
  { method: 'GET', path: '/admin/export/teachers.csv', roles: ['admin'] },
  { method: 'GET', path: '/admin/export/students.csv', roles: ['admin'] },
  { method: 'GET', path: '/admin/settings', roles: ['admin'] },
  { method: 'PUT', path: '/admin/settings', roles: ['admin'] },
  { method: 'GET', path: '/admin/audit', roles: ['admin'] },
  { method: 'GET', path: '/teacher/list', roles: ['student'] },
  { method: 'GET', path: '/student/list', roles: ['teacher'] },
  { method: 'GET', path: '/message/thread/x', roles: ['student', 'teacher'] },
  { method: 'POST', path: '/message/send', roles: ['student', 'teacher'] },
  { method: 'POST', path: '/message/read/x', roles: ['student', 'teacher'] },
  { method: 'GET', path: '/mail-preferences', roles: ['student', 'teacher'] },
  { method: 'PUT', path: '/mail-preferences', roles: ['student', 'teacher'] },
  { method: 'GET', path: '/appointments/x/calendar.ics', roles: ['student', 'teacher'] },
  { method: 'GET', path: '/notifications/push', roles: ['student', 'teacher', 'admin'] },
  { method: 'GET', path: '/notifications/devices', roles: ['student', 'teacher', 'admin'] },
  { method: 'POST', path: '/notifications/devices', roles: ['student', 'teacher', 'admin'] },
  {
    method: 'DELETE',
    path: `/notifications/devices/${'0'.repeat(64)}`,
    roles: ['student', 'teacher', 'admin'],
  },
];

const tokens: Partial<Record<Role | 'unapprovedStudent' | 'unapprovedTeacher', string>> = {};

beforeAll(async () => {
  const [student, teacher, admin] = await Promise.all([
    signedInAccount('student'),
    signedInAccount('teacher'),
    signedInAdmin(),
  ]);
  tokens.student = student.token;
  tokens.teacher = teacher.token;
  tokens.admin = admin.token;
  tokens.unapprovedStudent = await unapprovedToken('student');
  tokens.unapprovedTeacher = await unapprovedToken('teacher');
});

const call = (endpoint: { method: string; path: string }, token?: string) =>
  callApi(endpoint.path, {
    method: endpoint.method,
    token,
    body: endpoint.method === 'GET' ? undefined : {},
  });

describe('who may call what', () => {
  it.each(endpoints)('$method $path: 401 without a token or with a forged one', async (endpoint) => {
    expect((await call(endpoint)).status).toBe(401);
    const forged = await call(endpoint, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(forged.status).toBe(401);
  });

  it.each(endpoints)(
    '$method $path: 403 for every other role and for unapproved accounts',
    async (endpoint) => {
      for (const role of ['student', 'teacher', 'admin'] as const) {
        if (endpoint.roles.includes(role)) continue;
        const answer = await call(endpoint, tokens[role]);
        expect(answer.status, `${role} on ${endpoint.path}`).toBe(403);
        expect(answer.body.message).toBe(apiErrorMessages.forbidden);
      }
      for (const role of ['student', 'teacher'] as const) {
        if (!endpoint.roles.includes(role)) continue;
        const token = role === 'student' ? tokens.unapprovedStudent : tokens.unapprovedTeacher;
        const answer = await call(endpoint, token);
        expect(answer.status, `unapproved ${role} on ${endpoint.path}`).toBe(403);
        expect(answer.body.message).toBe(apiErrorMessages.notApproved);
      }
    },
  );
});
