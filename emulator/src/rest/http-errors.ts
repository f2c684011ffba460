import type * as http from 'node:http';
import { EmulatorError, Status } from '../core/errors.js';
import { sendJson } from '../http/respond.js';
import { isHandlerStatus } from './grpc-bridge.js';

const STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(Status).map(([name, code]) => [code, name]),
);

/** Google's mapping of canonical codes to HTTP statuses (google.rpc.Code). */
const HTTP_STATUS: Record<number, number> = {
  [Status.CANCELLED]: 499,
  [Status.UNKNOWN]: 500,
  [Status.INVALID_ARGUMENT]: 400,
  [Status.DEADLINE_EXCEEDED]: 504,
  [Status.NOT_FOUND]: 404,
  [Status.ALREADY_EXISTS]: 409,
  [Status.PERMISSION_DENIED]: 403,
  [Status.RESOURCE_EXHAUSTED]: 429,
  [Status.FAILED_PRECONDITION]: 400,
  [Status.ABORTED]: 409,
  [Status.OUT_OF_RANGE]: 400,
  [Status.UNIMPLEMENTED]: 501,
  [Status.INTERNAL]: 500,
  [Status.UNAVAILABLE]: 503,
  [Status.UNAUTHENTICATED]: 401,
};

export interface ErrorBody {
  readonly error: { readonly code: number; readonly message: string; readonly status: string };
}

/** Firestore's error JSON; `code` is the HTTP status, `status` the canonical name the SDK maps back. */
export function errorBody(code: number, message: string): ErrorBody {
  return { error: { code: HTTP_STATUS[code] ?? 500, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } };
}

/** Anything thrown by a handler as a canonical code and message. */
export function statusOf(error: unknown): { code: number; message: string } {
  if (error instanceof EmulatorError) return { code: error.code, message: error.message };
  if (isHandlerStatus(error)) return { code: error.code ?? Status.UNKNOWN, message: error.details ?? '' };
  return { code: Status.INTERNAL, message: `Internal emulator error: ${String(error)}` };
}

/** Firestore's REST answers are never cached by the browser. */
export function sendRestJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  sendJson(req, res, status, body, { headers: { 'cache-control': 'no-cache', ...extra } });
}

export function sendError(req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
  const { code, message } = statusOf(error);
  const body = errorBody(code, message);
  sendRestJson(req, res, body.error.code, body);
}
