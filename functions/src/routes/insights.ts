// GET /api/admin/insights and GET /api/teacher/insights (docs/api.md, "Insights"): a range of IST days,
// inclusive, at most two years; 400 naming the field for a bad, reversed or too long one.
import { type DayRange, insightsErrors, rangeProblem } from '@appointments/domain';
import type { Request, Response } from 'express';
import { badRequest } from '../http/api-error';
import { sendData } from '../http/respond';
import { callerOf } from '../middleware/auth';
import { adminInsights, teacherInsights } from '../services/insights';

const MAX_DEPARTMENT_LENGTH = 100;

const textParam = (value: unknown) => (typeof value === 'string' ? value : '');

export function rangeOf(req: Request): DayRange {
  const range = { from: textParam(req.query.from), to: textParam(req.query.to) };
  switch (rangeProblem(range)) {
    case 'from':
      throw badRequest(insightsErrors.badRange, { from: insightsErrors.day });
    case 'to':
      throw badRequest(insightsErrors.badRange, { to: insightsErrors.day });
    case 'reversed':
      throw badRequest(insightsErrors.badRange, { to: insightsErrors.reversed });
    case 'tooLong':
      throw badRequest(insightsErrors.badRange, { to: insightsErrors.tooLong });
    default:
      return range;
  }
}

/** `?department=`: empty or absent for the whole college. */
export function departmentOf(req: Request): string | null {
  const department = textParam(req.query.department).trim();
  if (department.length > MAX_DEPARTMENT_LENGTH)
    throw badRequest(insightsErrors.department, { department: insightsErrors.department });
  return department === '' ? null : department;
}

export async function getAdminInsights(req: Request, res: Response) {
  const range = rangeOf(req);
  sendData(res, await adminInsights(range, departmentOf(req)));
}

export async function getTeacherInsights(req: Request, res: Response) {
  sendData(res, await teacherInsights(callerOf(req).uid, rangeOf(req)));
}
