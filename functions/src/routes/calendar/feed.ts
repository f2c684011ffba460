// The private calendar subscription: the signed-in person's address, its rotation, and the feed itself,
// which a calendar app fetches without a session (the token in the path is the secret).
import { calendarFeedTexts } from '@appointments/domain';
import { type Request, type Response, Router } from 'express';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { callerOf, requireRole } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { feedAddress, feedFile, rotateFeedAddress } from '../../services/calendar-feed';

export const calendarFeedRouter = Router();

const feedRole = (req: Request) => (callerOf(req).role === 'teacher' ? 'teacher' : 'student');

calendarFeedRouter.get('/calendar/feed', requireRole('student', 'teacher'), async (req, res) => {
  sendData(res, { url: await feedAddress(callerOf(req).uid, feedRole(req), nowOf(req)) });
});

calendarFeedRouter.post('/calendar/feed/rotate', requireRole('student', 'teacher'), async (req, res) => {
  sendData(res, { url: await rotateFeedAddress(callerOf(req).uid, feedRole(req), nowOf(req)) });
});

/**
 * RFC 9110's conditional GET, judged here rather than by Express's `req.fresh`: that one also honours a
 * request's `Cache-Control: no-cache`, which is a directive to caches (and which fetch() adds to every
 * conditional request), not a reason for the origin to resend an unchanged feed.
 */
function notModified(req: Request, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.get('if-none-match');
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = Date.parse(req.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

async function serveFeed(req: Request<{ token: string }>, res: Response) {
  const file = await feedFile(req.params.token, nowOf(req));
  if (!file) throw notFound(calendarFeedTexts.feedNotFound);
  // Calendar apps poll: a conditional request after no change costs no body (304).
  res.set({
    ETag: file.etag,
    'Last-Modified': file.lastModified.toUTCString(),
    // Private to the address's holder; revalidated on every poll so a change shows at the next one.
    'Cache-Control': 'private, no-cache',
    'Referrer-Policy': 'no-referrer',
  });
  if (notModified(req, file.etag, file.lastModified)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('text/calendar; charset=utf-8').send(file.body);
}

calendarFeedRouter.get('/calendar/feed/:token.ics', serveFeed);
