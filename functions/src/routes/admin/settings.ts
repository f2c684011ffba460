import type { Request, Response } from 'express';
import { loadCollegeSettings } from '../../data/college-settings';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { changeCollegeSettings } from '../../services/college-settings';

/** GET /admin/settings: the whole settings document, defaults filled in. */
export async function getSettings(_req: Request, res: Response) {
  sendData(res, await loadCollegeSettings());
}

/** PUT /admin/settings: any part of the document; answers the whole as stored. */
export async function putSettings(req: Request, res: Response) {
  const saved = await changeCollegeSettings(req.body, callerOf(req), nowOf(req));
  sendData(res, saved);
}
