import type { Request, Response } from 'express';
import { auditLogPage } from '../../data/audit-pages';
import { badRequest } from '../../http/api-error';
import { sendData } from '../../http/respond';

const textParam = (value: unknown) => (typeof value === 'string' ? value : undefined);
const MAX_QUERY_LENGTH = 100;

/** GET /admin/audit?cursor=&search=: a page of the log, newest first. */
export async function getAuditLog(req: Request, res: Response) {
  const cursor = textParam(req.query.cursor);
  const search = textParam(req.query.search);
  if (cursor !== undefined && !/^[A-Za-z0-9]{1,40}$/.test(cursor)) {
    throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  }
  if (search !== undefined && search.length > MAX_QUERY_LENGTH) {
    throw badRequest('Search is too long', { search: `At most ${MAX_QUERY_LENGTH} characters` });
  }
  sendData(res, await auditLogPage({ cursor, search }));
}
