// The admin's account lists a page at a time (`data` stays the array of accounts the spec shows, with
// `nextCursor` beside it), and their counts from the role counters and aggregations.
import {
  type AccountListQuery,
  accountListQuerySchema,
  apiErrorMessages,
  validationErrors,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { studentFromSnapshot, teacherFromSnapshots, teacherPrivateRef } from '../../data/accounts';
import { badRequest } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { type AccountKind, accountCounts, accountPage, decodeCursor } from '../../services/account-lists';

function listQueryOf(req: Request): AccountListQuery {
  const result = accountListQuerySchema.safeParse(req.query);
  if (!result.success) {
    const { message, errors } = validationErrors(result.error);
    throw badRequest(message, errors);
  }
  return result.data;
}

async function pageOf(kind: AccountKind, query: AccountListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(apiErrorMessages.listCursorInvalid);
  return accountPage(kind, query, after, query.limit);
}

export async function studentsList(req: Request, res: Response) {
  const { docs, nextCursor } = await pageOf('student', listQueryOf(req));
  res.json({ success: true, data: docs.map(studentFromSnapshot), nextCursor });
}

/** GET /admin/users: the students awaiting approval (the spec's client kept those from every student). */
export async function pendingStudentsList(req: Request, res: Response) {
  const { docs, nextCursor } = await pageOf('student', { ...listQueryOf(req), status: 'pending' });
  res.json({ success: true, data: docs.map(studentFromSnapshot), nextCursor });
}

/** Teachers with their private part (phone, employee ID, last login) merged in, as the admin sees them. */
export async function teachersList(req: Request, res: Response) {
  const { docs, nextCursor } = await pageOf('teacher', listQueryOf(req));
  const privateParts = docs.length
    ? await db().getAll(...docs.map((card) => teacherPrivateRef(card.id)))
    : [];
  const teachers = docs.map((card, index) => {
    const privatePart = privateParts[index];
    if (!privatePart) throw new Error(`missing private part read for teacher ${card.id}`);
    return teacherFromSnapshots(card, privatePart);
  });
  res.json({ success: true, data: teachers, nextCursor });
}

/** `?departments=` (repeated): departments to count beyond the standard options, e.g. those on screen. */
function extraDepartments(req: Request): string[] {
  const raw = req.query.departments;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= 100)
    .slice(0, 30);
}

export const accountCountsHandler = (kind: AccountKind) => async (req: Request, res: Response) => {
  const query = listQueryOf(req);
  // Department counts (a dozen aggregations) only for the list that shows the department filter.
  const departments =
    kind === 'teacher' && req.query.departmentCounts === 'true' ? extraDepartments(req) : null;
  // ?fresh=true: the panel saw an account change the counter may not hold yet (services/account-counters.ts).
  const counts = await accountCounts(kind, query, departments, req.query.fresh === 'true');
  sendData(res, counts);
};
