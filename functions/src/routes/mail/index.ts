import { Router } from 'express';
import { requireRole } from '../../middleware/auth';
import { getMailPreferences, updateMailPreferencesHandlers } from './preferences';
import { showUnsubscribe, unsubscribe } from './unsubscribe';

export const mailRouter = Router();

mailRouter.get('/mail-preferences', requireRole('student', 'teacher'), getMailPreferences);
mailRouter.put('/mail-preferences', requireRole('student', 'teacher'), ...updateMailPreferencesHandlers);
// No session: the signed token in the link is the authority.
mailRouter.get('/mail/unsubscribe', showUnsubscribe);
mailRouter.post('/mail/unsubscribe', unsubscribe);
