import express from 'express';
import { isoTimesReplacer } from './http/json-times';
import { trustedProxyHops } from './lib/client-address';
import { limitBodySize } from './middleware/body-size';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { requestTime } from './middleware/request-time';
import { adminRouter } from './routes/admin';
import { authRouter } from './routes/auth';
import { calendarRouter } from './routes/calendar';
import { healthRouter } from './routes/health';
import { internalRouter } from './routes/internal';
import { mailRouter } from './routes/mail';
import { messageRouter } from './routes/message';
import { notificationsRouter } from './routes/notifications';
import { pushRouter } from './routes/push';
import { studentRouter } from './routes/student';
import { teacherRouter } from './routes/teacher';

const jsonBodyLimitBytes = 100 * 1024;
// Picture uploads carry up to 2 MB and rosters up to 32 MB; their own parsers enforce those limits.
const isUpload = (path: string) =>
  path.endsWith('/profile/picture') || /\/admin\/roster\/(students|teachers)$/.test(path);

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Every time in every answer is ISO 8601 text (docs/api.md), whichever handler forgot to convert it.
  app.set('json replacer', isoTimesReplacer);
  // Only the entries our own proxies append to X-Forwarded-For are trusted; the client writes the rest.
  app.set('trust proxy', trustedProxyHops());
  app.use(limitBodySize(jsonBodyLimitBytes, isUpload));
  app.use(express.json({ limit: jsonBodyLimitBytes }));

  const api = express.Router();
  api.use(requestTime);
  api.use(healthRouter);
  api.use(authRouter);
  api.use(studentRouter);
  api.use(teacherRouter);
  api.use(adminRouter);
  api.use(messageRouter);
  api.use(mailRouter);
  api.use(calendarRouter);
  api.use(notificationsRouter);
  api.use(pushRouter);
  api.use(internalRouter);

  // Hosting forwards `/api/**` with the prefix; a direct call to the function URL has none.
  app.use('/api', api);
  app.use(api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
