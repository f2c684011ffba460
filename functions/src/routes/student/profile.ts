import { createStudentProfileSchema, type StudentProfileUpdate, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { validateBody } from '../../middleware/validate';
import { studentProfile, updateStudentProfile } from '../../services/profiles';

export async function getStudentProfile(req: Request, res: Response) {
  sendData(res, await studentProfile(callerOf(req).uid));
}

async function saveProfile(req: Request, res: Response) {
  const student = await updateStudentProfile(callerOf(req).uid, req.body as StudentProfileUpdate);
  sendData(res, student, { message: successMessages.profileUpdated });
}

export const updateStudentProfileHandlers = [
  validateBody((now) => createStudentProfileSchema(() => now)),
  saveProfile,
];
