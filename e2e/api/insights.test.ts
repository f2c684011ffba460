// The insights endpoints through the API: the admin's figures for a range and a department, the teacher's
// own, read from the rollups the booking and the decision just moved; 400 naming the field for a bad,
// reversed or too long range; each endpoint for its role only.
import {
  type AdminInsights,
  type InsightsFigures,
  insightsErrors,
  istDayKey,
  weekStartOf,
} from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi } from '../support/api';
import { decide, requestCustom } from '../support/lifecycle';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

const DAY_MS = 86_400_000;
const department = `Insights ${Date.now()}`;
const from = istDayKey(new Date(Date.now() - 300 * DAY_MS));
const to = istDayKey(new Date(Date.now() + 300 * DAY_MS));

let admin: SignedIn;
let teacher: SignedIn;
let student: SignedIn;
let sessionTime: string;

beforeAll(async () => {
  [admin, teacher, student] = await Promise.all([
    signedInAdmin(),
    signedInAccount('teacher', { department, subject: 'Optics' }),
    signedInAccount('student'),
  ]);
  sessionTime = hoursFromNow(50);
  const booked = await requestCustom(student, teacher, sessionTime, 'Insights');
  expect(booked.status).toBe(201);
  const id = booked.body.data?._id ?? '';
  expect((await decide(teacher, id, 'approved')).status).toBe(200);
  // A second request, declined.
  const declined = await requestCustom(student, teacher, hoursFromNow(74), 'Insights again');
  expect((await decide(teacher, declined.body.data?._id ?? '', 'canceled')).status).toBe(200);
  // A third, left pending, whose purpose a spreadsheet would run as a formula.
  expect((await requestCustom(student, teacher, hoursFromNow(98), '=1+2 then revision')).status).toBe(201);
});

describe('GET /admin/insights', () => {
  it("answers the department's figures for the range: weeks, outcomes, response times and the heat map", async () => {
    const query = new URLSearchParams({ from, to, department });
    const answer = await callApi<AdminInsights>(`/admin/insights?${query}`, { token: admin.token });
    expect(answer.status).toBe(200);
    const figures = answer.body.data as AdminInsights;
    expect(figures).toMatchObject({ from, to, department });
    expect(figures.totals).toMatchObject({ booked: 3, approved: 1, declined: 1, completed: 0, noShow: 0 });
    expect(figures.weeks.every((week) => weekStartOf(week.weekStart) === week.weekStart)).toBe(true);
    expect(figures.weeks.reduce((sum, week) => sum + week.booked, 0)).toBe(3);
    const sessionWeek = figures.weeks.find(
      (week) => week.weekStart === weekStartOf(istDayKey(new Date(sessionTime))),
    );
    expect(sessionWeek).toMatchObject({ approved: 1, canceled: 0 });
    expect(Object.keys(sessionWeek ?? {})).toEqual(
      expect.arrayContaining(['weekStart', 'booked', 'completed', 'noShow', 'canceled', 'declined']),
    );
    expect(figures.heatmap).toHaveLength(7);
    expect(figures.heatmap.every((row) => row.length === 24)).toBe(true);
    expect(figures.heatmap.flat().reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(figures.responseTime.decided).toBe(2);
    expect(figures.responseTime.medianMinutes).not.toBeNull();
    expect(figures.departments).toEqual(
      expect.arrayContaining([expect.objectContaining({ department, booked: 3, bookedMinutes: 30 })]),
    );
    // The waitlists' length at the end of each week: nobody waits in this department.
    expect(figures.waitlist).toHaveLength(figures.weeks.length);
    expect(figures.waitlist.every((point) => point.waiting === 0)).toBe(true);
    expect(figures.waitlist.at(-1)?.day).toBe(to);
  });

  it('answers the whole college without a department', async () => {
    const answer = await callApi<AdminInsights>(`/admin/insights?from=${from}&to=${to}`, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.department).toBeNull();
    expect(answer.body.data?.totals.booked).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad, reversed or over-two-years range with 400 naming the field', async () => {
    const cases = [
      [`from=2030-02-30&to=2030-03-01`, { from: insightsErrors.day }],
      [`to=2030-03-01`, { from: insightsErrors.day }],
      [`from=2030-03-01&to=soon`, { to: insightsErrors.day }],
      [`from=2030-03-02&to=2030-03-01`, { to: insightsErrors.reversed }],
      [`from=2030-03-01&to=2032-03-02`, { to: insightsErrors.tooLong }],
    ] as const;
    for (const [query, errors] of cases) {
      const answer = await callApi(`/admin/insights?${query}`, { token: admin.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors, query).toEqual(errors);
    }
    expect(
      (await callApi(`/admin/insights?from=2030-03-01&to=2032-03-01`, { token: admin.token })).status,
    ).toBe(200);
  });

  it('is for admins only', async () => {
    const path = `/admin/insights?from=${from}&to=${to}`;
    expect((await callApi(path, { token: teacher.token })).status).toBe(403);
    expect((await callApi(path, { token: student.token })).status).toBe(403);
    expect((await callApi(path)).status).toBe(401);
  });
});

describe('GET /teacher/insights', () => {
  it("answers the signed-in teacher's own figures", async () => {
    const answer = await callApi<InsightsFigures>(`/teacher/insights?from=${from}&to=${to}`, {
      token: teacher.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.totals).toMatchObject({ booked: 3, approved: 1, declined: 1 });
    expect(answer.body.data?.heatmap.flat().reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(answer.body.data).not.toHaveProperty('departments');
  });

  it('refuses a reversed range and is for teachers only', async () => {
    const reversed = await callApi(`/teacher/insights?from=${to}&to=${from}`, { token: teacher.token });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ to: insightsErrors.reversed });
    expect((await callApi(`/teacher/insights?from=${from}&to=${to}`, { token: student.token })).status).toBe(
      403,
    );
  });
});

describe('GET /admin/export/appointments.csv', () => {
  it('streams the range’s appointments with IST and ISO times, formula-safe', async () => {
    const query = new URLSearchParams({ from, to, department });
    const response = await fetch(`${appUrl}/api/admin/export/appointments.csv?${query}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`appointments-${from}-to-${to}.csv`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Appointment ID,Session (IST),Session (ISO),Length (minutes),Outcome,Booking type,Teacher,Department,' +
        'Student,Student email,Purpose,Requested (IST),Requested (ISO),Decided (IST),Decided (ISO),Created (IST),Created (ISO)',
    );
    expect(lines).toHaveLength(4);
    const approved = lines.find((line) => line.includes(',Approved,'))?.split(',') ?? [];
    const instant = new Date(sessionTime);
    expect(approved[2]).toBe(instant.toISOString());
    expect(approved[1]).toBe(
      new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' '),
    );
    expect(lines.some((line) => line.includes(",'=1+2 then revision,"))).toBe(true);
    expect(lines.filter((line) => line.includes(',Declined,'))).toHaveLength(1);
  });

  it('refuses a bad range and is for admins only', async () => {
    const bad = await fetch(`${appUrl}/api/admin/export/appointments.csv?from=${to}&to=${from}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(bad.status).toBe(400);
    const asTeacher = await fetch(`${appUrl}/api/admin/export/appointments.csv?from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(asTeacher.status).toBe(403);
  });
});
