import { successMessages, type TeacherProfileUpdate, teacherProfileSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { validateBody } from '../../middleware/validate';
import { teacherProfile, updateTeacherProfile } from '../../services/profiles';

export async function getTeacherProfile(req: Request, res: Response) {
  sendData(res, await teacherProfile(callerOf(req).uid));
}

async function saveProfile(req: Request, res: Response) {
  const teacher = await updateTeacherProfile(callerOf(req).uid, req.body as TeacherProfileUpdate);
  sendData(res, teacher, { message: successMessages.profileUpdated });
}

export const updateTeacherProfileHandlers = [validateBody(teacherProfileSchema), saveProfile];
