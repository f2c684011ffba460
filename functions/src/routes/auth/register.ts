import {
  apiErrorMessages,
  type RegisterPayload,
  registerSchema,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import {
  newStudentDocument,
  newTeacherDocuments,
  studentRef,
  teacherPrivateRef,
  teacherRef,
} from '../../data/accounts';
import { createAuthUser, withNewUser } from '../../data/auth-users';
import { setAccountClaims } from '../../data/claims';
import { badRequest } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

/** Students and teachers sign themselves up and wait for an admin; admins cannot self-register. */
async function register(req: Request, res: Response) {
  const payload = req.body as RegisterPayload;
  const now = nowOf(req);
  const user = await createAuthUser(payload);
  const account = { uid: user.uid, name: payload.name, email: payload.email, isApproved: false, now };
  await withNewUser(user, async () => {
    await setAccountClaims(user.uid, { role: payload.role, approved: false });
    const batch = db().batch();
    if (payload.role === 'student') {
      batch.create(studentRef(user.uid), newStudentDocument(account));
    } else {
      const teacher = newTeacherDocuments({
        ...account,
        department: payload.department,
        subject: payload.subject,
        phone: '',
      });
      batch.create(teacherRef(user.uid), teacher.card);
      batch.create(teacherPrivateRef(user.uid), teacher.private);
    }
    await batch.commit();
  });
  sendData(
    res,
    { _id: user.uid, name: payload.name, email: payload.email, role: payload.role, isApproved: false },
    { status: 201, message: successMessages.registration },
  );
}

export const registerHandlers = [
  (req: Request, _res: Response, next: (error?: unknown) => void) => {
    // Say why plainly instead of the generic role message: the admin role exists, it is just not open.
    const role: unknown = (req.body as { role?: unknown } | undefined)?.role;
    next(
      role === 'admin'
        ? badRequest(apiErrorMessages.adminCannotRegister, { role: apiErrorMessages.adminCannotRegister })
        : undefined,
    );
  },
  validateBody(registerSchema),
  register,
];
