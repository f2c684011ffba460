import { Router } from 'express';
import { notFound } from '../http/api-error';
import { sendData } from '../http/respond';
import { runAutomaticUpdates } from '../jobs/automatic-updates';
import { runBusyCalendars } from '../jobs/busy-calendars';
import { runMailRedelivery } from '../jobs/mail-redelivery';
import { runMessageMails } from '../jobs/message-mails';
import { runReminders } from '../jobs/reminders';
import { runWaitlistOffers } from '../jobs/waitlist-offers';
import { isEmulated } from '../lib/firebase';
import { nowOf } from '../middleware/request-time';

/**
 * Only on the local stack, where no scheduler runs: `npm start` calls this every minute, and tests
 * call it after moving the clock. In production the scheduled function runs the same code.
 */
export const internalRouter = Router();

internalRouter.post('/internal/run-automatic-updates', async (req, res) => {
  if (!isEmulated()) throw notFound();
  sendData(res, await runAutomaticUpdates(nowOf(req)));
});

internalRouter.post('/internal/run-reminders', async (req, res) => {
  if (!isEmulated()) throw notFound();
  sendData(res, await runReminders(nowOf(req)));
});

internalRouter.post('/internal/run-message-mails', async (req, res) => {
  if (!isEmulated()) throw notFound();
  sendData(res, await runMessageMails(nowOf(req)));
});

internalRouter.post('/internal/run-mail-redelivery', async (req, res) => {
  if (!isEmulated()) throw notFound();
  sendData(res, await runMailRedelivery(nowOf(req)));
});

internalRouter.post('/internal/run-busy-calendars', async (req, res) => {
  if (!isEmulated()) throw notFound();
  sendData(res, await runBusyCalendars(nowOf(req)));
});

internalRouter.post('/internal/run-waitlist-offers', async (req, res) => {
  if (!isEmulated()) throw notFound();
  sendData(res, await runWaitlistOffers(nowOf(req)));
});
