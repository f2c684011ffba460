import * as grpc from '@grpc/grpc-js';
import { authFromHeader } from '../auth/auth-context.js';
import type { AuthContext } from '../core/access.js';
import { EmulatorError, invalidArgument, Status } from '../core/errors.js';
import type { Logger } from '../logger.js';

/** Marks a request whose bytes were not valid protobuf, so the handler can answer INVALID_ARGUMENT. */
export const MALFORMED = Symbol('malformed');
export interface MalformedRequest {
  readonly [MALFORMED]: string;
}

export function isMalformed(request: unknown): request is MalformedRequest {
  return typeof request === 'object' && request !== null && MALFORMED in request;
}

export function authOf(metadata: grpc.Metadata): AuthContext {
  const header = metadata.get('authorization')[0];
  return authFromHeader(typeof header === 'string' ? header : header?.toString('utf8'));
}

/** Converts anything thrown by a handler into a gRPC status, logging it as a rejected request. */
export function toServiceError(method: string, error: unknown, logger: Logger): Partial<grpc.StatusObject> {
  if (error instanceof EmulatorError) {
    logger.warn(`${method} rejected: ${Status_NAMES[error.code] ?? error.code} ${error.message}`);
    return { code: error.code as number as grpc.status, details: error.message };
  }
  logger.error(`${method} failed unexpectedly`, error);
  return { code: grpc.status.INTERNAL, details: `Internal emulator error: ${String(error)}` };
}

const Status_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(Status).map(([k, v]) => [v, k]),
);

export function assertWellFormed<T>(request: T | MalformedRequest): T {
  if (isMalformed(request)) throw invalidArgument(`Invalid request: ${request[MALFORMED]}`);
  return request;
}

/** Runs a unary handler body, answering its result or its error. */
export function unary<Req, Res>(
  method: string,
  logger: Logger,
  body: (request: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res> | Res,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    Promise.resolve()
      .then(() => body(assertWellFormed(call.request), call))
      .then(
        (response) => callback(null, response),
        (error: unknown) => callback(toServiceError(method, error, logger)),
      );
  };
}

/** Runs a server-streaming handler body; it returns the messages to send, in order. */
export function serverStream<Req, Res>(
  method: string,
  logger: Logger,
  body: (request: Req, call: grpc.ServerWritableStream<Req, Res>) => Promise<Res[]> | Res[],
): grpc.handleServerStreamingCall<Req, Res> {
  return (call) => {
    Promise.resolve()
      .then(() => body(assertWellFormed(call.request), call))
      .then(
        (responses) => {
          for (const response of responses) call.write(response);
          call.end();
        },
        (error: unknown) => call.emit('error', toServiceError(method, error, logger)),
      );
  };
}

export function transactionIdFromBytes(bytes: Uint8Array | undefined): string | undefined {
  if (!bytes || bytes.length === 0) return undefined;
  return Buffer.from(bytes).toString('base64');
}

export function transactionIdToBytes(id: string): Buffer {
  return Buffer.from(id, 'base64');
}
