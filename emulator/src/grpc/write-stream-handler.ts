import { randomBytes } from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import { invalidArgument } from '../core/errors.js';
import type { FirestoreService } from '../core/firestore-service.js';
import { type DatabaseId, parseDatabaseName } from '../core/resource-path.js';
import type { Logger } from '../logger.js';
import { authOf, isMalformed, MALFORMED, toServiceError } from './call-support.js';
import type { WriteRequest__Output } from './generated/google/firestore/v1/WriteRequest.js';
import type { WriteResponse } from './generated/google/firestore/v1/WriteResponse.js';
import { microsToProto } from './value-codec.js';
import { writeFromProto, writeResultToProto } from './write-codec.js';

/**
 * The Write bidi stream the web SDK uses: a handshake (`database` only) answered with a stream id and token,
 * then one response per batch of writes, each committed atomically and in order.
 */
export function writeStreamHandler(
  service: FirestoreService,
  logger: Logger,
): grpc.handleBidiStreamingCall<WriteRequest__Output, WriteResponse> {
  return (call) => {
    const auth = authOf(call.metadata);
    const streamId = randomBytes(8).toString('hex');
    let db: DatabaseId | undefined;
    let sequence = 0;
    let failed = false;
    let queue: Promise<void> = Promise.resolve();
    const nextToken = () => Buffer.from(`${streamId}:${++sequence}`);

    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      call.emit('error', toServiceError('Write', error, logger));
    };

    const handle = async (request: WriteRequest__Output) => {
      if (isMalformed(request)) throw invalidArgument(`Invalid request: ${request[MALFORMED]}`);
      if (!db) {
        db = parseDatabaseName(request.database ?? '');
        if ((request.writes ?? []).length > 0)
          throw invalidArgument('The first Write request must not contain writes.');
        call.write({ streamId, streamToken: nextToken() });
        return;
      }
      const writes = (request.writes ?? []).map((w) => writeFromProto(w, db as DatabaseId));
      const outcome = await service.commit({ auth, db }, writes);
      if (!call.writable) return;
      call.write({
        streamToken: nextToken(),
        writeResults: outcome.results.map(writeResultToProto),
        commitTime: microsToProto(outcome.commitTime),
      });
    };

    call.on('data', (request: WriteRequest__Output) => {
      queue = queue.then(async () => {
        if (failed) return;
        try {
          await handle(request);
        } catch (error) {
          fail(error);
        }
      });
    });
    call.on('end', () => {
      void queue.then(() => {
        if (!failed) call.end();
      });
    });
  };
}
