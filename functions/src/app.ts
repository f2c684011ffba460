import express from 'express';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { healthRouter } from './routes/health';

const jsonBodyLimit = '100kb';

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: jsonBodyLimit }));

  const api = express.Router();
  api.use(healthRouter);

  // Hosting forwards `/api/**` with the prefix; a direct call to the function URL has none.
  app.use('/api', api);
  app.use(api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
