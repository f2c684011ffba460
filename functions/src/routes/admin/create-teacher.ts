import { type NewTeacherPayload, newTeacherSchema, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { createTeacherAccount } from '../../services/teacher-accounts';

/** An admin adds a teacher, approved at once (services/teacher-accounts.ts holds the rules). */
async function createTeacher(req: Request, res: Response) {
  const teacher = await createTeacherAccount(req.body as NewTeacherPayload, nowOf(req));
  sendData(res, teacher, { status: 201, message: successMessages.teacherAdded });
}

export const createTeacherHandlers = [validateBody(newTeacherSchema), createTeacher];
