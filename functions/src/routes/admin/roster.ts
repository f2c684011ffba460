// POST /admin/roster/{students,teachers}: a roster file as a text/csv body or a multipart field `file`;
// previews by default, applies with ?apply=true (docs/api.md, "Rosters"). POST …/suspend-absent suspends the
// people a preview listed as left off.
import { Readable } from 'node:stream';
import {
  type RosterRole,
  rosterMessages,
  type SuspendAbsentRequest,
  suspendAbsentSchema,
} from '@appointments/domain';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { ApiError, badRequest } from '../../http/api-error';
import { sendData, sendFailure } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { applyRoster, previewRoster, type RosterFile, suspendAbsent } from '../../services/roster';
import { RosterStop } from '../../services/roster-writes';

/** Largest roster file: 30,000 rows of a few hundred bytes fit many times over. */
export const ROSTER_MAX_BYTES = 32 * 1024 * 1024;
const MAX_FILE_NAME = 200;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

function flag(value: unknown): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw fieldError('apply', rosterMessages.applyInvalid);
}

function lineOffsetOf(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 2) {
    throw fieldError('firstLine', rosterMessages.firstLineInvalid);
  }
  // The part's own first data row is its line 2.
  return Number(value) - 2;
}

const fileNameOf = (value: unknown, fallback: string) =>
  (typeof value === 'string' && value.trim() ? value.trim() : fallback).slice(0, MAX_FILE_NAME);

/** The body as bytes that stream in: the platform's copy when it read the body first, else the request itself. */
const bodyStream = (req: Request): Readable => (req.rawBody ? Readable.from([req.rawBody]) : req);

/** The roster file of the request: a text/csv body, or the `file` part of a multipart form, streamed. */
function rosterSource(req: Request): Promise<{ source: Readable; name?: string }> {
  const type = (req.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('text/csv')) return Promise.resolve({ source: bodyStream(req) });
  if (!type.startsWith('multipart/form-data'))
    return Promise.reject(fieldError('file', rosterMessages.fileMissing));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: ROSTER_MAX_BYTES } });
    } catch {
      reject(fieldError('file', rosterMessages.fileMissing));
      return;
    }
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      stream.on('limit', () => stream.destroy(new ApiError(413, rosterMessages.fileTooLarge)));
      resolve({ source: stream, name: info.filename });
    });
    parser.on('error', () => reject(fieldError('file', rosterMessages.fileMissing)));
    parser.on('close', () => reject(fieldError('file', rosterMessages.fileMissing)));
    bodyStream(req).pipe(parser);
  });
}

async function rosterFile(req: Request, role: RosterRole): Promise<RosterFile> {
  const lineOffset = lineOffsetOf(req.query.firstLine);
  const { source, name } = await rosterSource(req);
  return { source, lineOffset, name: fileNameOf(req.query.fileName ?? name, `${role}s.csv`) };
}

export function rosterHandler(role: RosterRole) {
  const handle = async (req: Request, res: Response) => {
    if (Number(req.get('content-length') ?? 0) > ROSTER_MAX_BYTES)
      throw new ApiError(413, rosterMessages.fileTooLarge);
    const apply = flag(req.query.apply);
    const file = await rosterFile(req, role);
    if (!apply) {
      sendData(res, await previewRoster(role, file));
      return;
    }
    const passwords = settingsOf(req).signIn.methods.includes('password');
    try {
      sendData(res, await applyRoster(role, file, { now: nowOf(req), actor: callerOf(req), passwords }));
    } catch (error) {
      if (!(error instanceof RosterStop)) throw error;
      console.error('Roster apply stopped at line', error.line, error.cause);
      const message = rosterMessages.stoppedAt(error.line);
      sendFailure(res, 500, message, { line: String(error.line) });
    }
  };
  return [withCollegeSettings, handle];
}

export function suspendAbsentHandlers(role: RosterRole) {
  const handle = async (req: Request, res: Response) => {
    const { ids } = req.body as SuspendAbsentRequest;
    sendData(res, await suspendAbsent(role, ids, callerOf(req), nowOf(req)));
  };
  return [validateBody(suspendAbsentSchema), handle];
}
