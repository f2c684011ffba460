import { Router } from 'express';
import { appointmentFileRouter } from './appointment-file';
import { calendarFeedRouter } from './feed';

export const calendarRouter = Router();
calendarRouter.use(appointmentFileRouter);
calendarRouter.use(calendarFeedRouter);
