import * as grpc from '@grpc/grpc-js';
import type { FirestoreService } from '../core/firestore-service.js';
import type { Logger } from '../logger.js';
import { MALFORMED } from './call-support.js';
import type { FirestoreHandlers } from './generated/google/firestore/v1/Firestore.js';
import { listenHandler } from './listen-handler.js';
import { firestoreServiceDefinition } from './protos.js';
import { readHandlers } from './read-handlers.js';
import { ReadResponseSerializers } from './read-response-serializers.js';
import { writeHandlers } from './write-handlers.js';
import { writeStreamHandler } from './write-stream-handler.js';

/**
 * Bytes that are not valid protobuf become a marker the handler answers with INVALID_ARGUMENT. Responses may be
 * handed over already encoded (a Buffer), so a message fanned out to many listeners is encoded once.
 */
function tolerantDefinition(definition: grpc.ServiceDefinition): grpc.ServiceDefinition {
  const result: Record<string, grpc.MethodDefinition<unknown, unknown>> = {};
  const reads = new ReadResponseSerializers();
  for (const [name, method] of Object.entries(definition)) {
    const generic = (value: unknown) => method.responseSerialize(value);
    const serialize =
      name === 'BatchGetDocuments'
        ? reads.batchGetDocuments(generic)
        : name === 'RunQuery'
          ? reads.runQuery(generic)
          : generic;
    result[name] = {
      ...method,
      responseSerialize: (value: unknown) => (Buffer.isBuffer(value) ? value : serialize(value)),
      requestDeserialize: (bytes: Buffer) => {
        try {
          return method.requestDeserialize(bytes);
        } catch (error) {
          return { [MALFORMED]: error instanceof Error ? error.message : String(error) };
        }
      },
    };
  }
  return result;
}

/** A grpc-js server with the Firestore service; it is fed sockets by the shared-port listener. */
export function createGrpcServer(service: FirestoreService, logger: Logger): grpc.Server {
  const server = new grpc.Server({
    'grpc.max_receive_message_length': 64 * 1024 * 1024,
    'grpc.max_send_message_length': 64 * 1024 * 1024,
    // Nothing reads channelz, and its per-call bookkeeping (call counters, timestamps, per-socket stats) is a
    // measurable part of a point read's server cost.
    'grpc.enable_channelz': 0,
  });
  const handlers: FirestoreHandlers = {
    ...readHandlers(service, logger),
    ...writeHandlers(service, logger),
    // Listen writes pre-encoded Buffers, which the serializer wrapper above passes through unchanged.
    Listen: listenHandler(service, logger) as FirestoreHandlers['Listen'],
    Write: writeStreamHandler(service, logger),
  };
  server.addService(tolerantDefinition(firestoreServiceDefinition()), handlers);
  logUnknownMethods(server, logger);
  return server;
}

/**
 * grpc-js answers unknown methods with UNIMPLEMENTED on its own, before any handler or interceptor runs. To log
 * those rejections too, wrap its internal handler lookup when it is there (grpc-js 1.x); if a later version
 * renames it, requests are still answered correctly, only without the log line.
 */
function logUnknownMethods(server: grpc.Server, logger: Logger): void {
  const internals = server as unknown as { _retrieveHandler?: (path: string) => unknown };
  const lookup = internals._retrieveHandler;
  if (typeof lookup !== 'function') return;
  internals._retrieveHandler = function (this: unknown, path: string) {
    const handler = lookup.call(this, path);
    if (!handler) logger.warn(`${path} rejected: UNIMPLEMENTED unknown method`);
    return handler;
  };
}
