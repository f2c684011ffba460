import {
  NOTIFICATION_ID_PATTERN,
  notificationCenterMessages,
  type ReadNotificationsRequest,
  readNotificationsSchema,
} from '@appointments/domain';
import { type Request, type Response, Router } from 'express';
import { badRequest, forbidden } from '../http/api-error';
import { sendData } from '../http/respond';
import { db } from '../lib/firebase';
import { callerOf, requireRole } from '../middleware/auth';
import { nowOf } from '../middleware/request-time';
import { validateBody } from '../middleware/validate';
import { markNotificationsRead, notificationPage } from '../services/notification-center';

/** The caller's sign-in address, lower-cased as the notices store it. */
function emailOf(req: Request): string {
  const email = callerOf(req).email;
  if (!email) throw forbidden();
  return email.toLowerCase();
}

/** GET /notifications?cursor=: a page of the caller's notices, newest first, and the unread count. */
async function listNotifications(req: Request, res: Response) {
  const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : undefined;
  if (cursor !== undefined && !NOTIFICATION_ID_PATTERN.test(cursor)) {
    throw badRequest(notificationCenterMessages.invalidCursor, {
      cursor: notificationCenterMessages.invalidCursor,
    });
  }
  sendData(res, await notificationPage(emailOf(req), cursor));
}

/** POST /notifications/read `{ids}` or `{all: true}`. */
async function readNotifications(req: Request, res: Response) {
  const body = req.body as ReadNotificationsRequest;
  sendData(res, await markNotificationsRead(db(), emailOf(req), body, nowOf(req)));
}

export const notificationsRouter = Router();

const anyRole = requireRole('student', 'teacher', 'admin');
notificationsRouter.get('/notifications', anyRole, listNotifications);
notificationsRouter.post(
  '/notifications/read',
  anyRole,
  validateBody(readNotificationsSchema),
  readNotifications,
);
