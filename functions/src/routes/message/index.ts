import { Router } from 'express';
import { requireRole } from '../../middleware/auth';
import { validatePathIds } from '../../middleware/path-ids';
import { studentContacts, teacherContacts } from './contacts';
import { getThread, sendMessageHandlers } from './thread';

export const messageRouter = Router();
validatePathIds(messageRouter, 'contactId');

// The spec's paths name the contacts' role: a student calls /teacher/list, a teacher /student/list.
messageRouter.get('/teacher/list', requireRole('student'), teacherContacts);
messageRouter.get('/student/list', requireRole('teacher'), studentContacts);
messageRouter.get('/message/thread/:contactId', requireRole('student', 'teacher'), getThread);
messageRouter.post('/message/send', requireRole('student', 'teacher'), ...sendMessageHandlers);
