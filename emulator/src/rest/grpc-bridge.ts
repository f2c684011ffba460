import { EventEmitter } from 'node:events';
import * as grpc from '@grpc/grpc-js';
import type { FirestoreService } from '../core/firestore-service.js';
import { readHandlers } from '../grpc/read-handlers.js';
import { writeHandlers } from '../grpc/write-handlers.js';
import type { Logger } from '../logger.js';

/** What a gRPC handler reports on failure: grpc-js' partial status. */
export interface HandlerStatus {
  readonly code?: number;
  readonly details?: string;
}

type UnaryHandler = (
  call: { request: unknown; metadata: grpc.Metadata },
  callback: (error: HandlerStatus | null, response?: unknown) => void,
) => void;
type StreamingHandler = (call: ServerStreamCall) => void;

/** The part of grpc-js' ServerWritableStream the read handlers use. */
class ServerStreamCall extends EventEmitter {
  readonly responses: unknown[] = [];
  constructor(
    readonly request: unknown,
    readonly metadata: grpc.Metadata,
    private readonly done: () => void,
  ) {
    super();
  }
  write(message: unknown): boolean {
    this.responses.push(message);
    return true;
  }
  end(): void {
    this.done();
  }
}

export function metadataWithAuth(authorization: string | undefined): grpc.Metadata {
  const metadata = new grpc.Metadata();
  if (authorization) metadata.set('authorization', authorization);
  return metadata;
}

/**
 * Runs the gRPC adapter's own unary and server-streaming handlers for HTTP callers, so REST shares their
 * request validation, codecs and calls into FirestoreService (and with it the rules hook) exactly.
 */
export class GrpcBridge {
  private readonly handlers: Record<string, unknown>;

  constructor(service: FirestoreService, logger: Logger) {
    this.handlers = { ...readHandlers(service, logger), ...writeHandlers(service, logger) };
  }

  unary(method: string, request: unknown, metadata: grpc.Metadata): Promise<unknown> {
    // The handlers only touch `request` and `metadata` of the call object (see grpc/call-support.ts).
    const handler = this.handlers[method] as UnaryHandler;
    return new Promise((resolve, reject) => {
      handler({ request, metadata }, (error, response) => (error ? reject(error) : resolve(response)));
    });
  }

  serverStream(method: string, request: unknown, metadata: grpc.Metadata): Promise<unknown[]> {
    const handler = this.handlers[method] as StreamingHandler;
    return new Promise((resolve, reject) => {
      const call = new ServerStreamCall(request, metadata, () => resolve(call.responses));
      call.on('error', (error: HandlerStatus) => reject(error));
      handler(call);
    });
  }
}

export function isHandlerStatus(error: unknown): error is HandlerStatus {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number';
}
