import { Router } from 'express';
import { sendData } from '../http/respond';

export const healthRouter = Router();

healthRouter.get('/health', (_req, res) => {
  sendData(res, { status: 'ok', time: new Date().toISOString() });
});
