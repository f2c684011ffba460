import { contactSearchSchema, validationErrors } from '@appointments/domain';
import type { Request, Response } from 'express';
import { badRequest } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { searchContacts } from '../../services/contact-search';

function searchOf(req: Request): string {
  const result = contactSearchSchema.safeParse(req.query);
  if (!result.success) {
    const { message, errors } = validationErrors(result.error);
    throw badRequest(message, errors);
  }
  return result.data.search;
}

/** A student's contacts: approved teachers matching `?search=`, one page (a contact with a subject is a teacher). */
export async function teacherContacts(req: Request, res: Response) {
  sendData(res, await searchContacts('teacher', searchOf(req)));
}

/** A teacher's contacts: approved students matching `?search=`, one page, with what a contact list shows. */
export async function studentContacts(req: Request, res: Response) {
  sendData(res, await searchContacts('student', searchOf(req)));
}
