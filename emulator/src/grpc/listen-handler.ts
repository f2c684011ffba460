import type * as grpc from '@grpc/grpc-js';
import { EmulatorError, invalidArgument } from '../core/errors.js';
import type { FirestoreService } from '../core/firestore-service.js';
import { ListenSession, type ListenTargetSpec } from '../core/listen.js';
import {
  type DatabaseId,
  parseDatabaseName,
  parseDocumentName,
  sameDatabase,
} from '../core/resource-path.js';
import type { Logger } from '../logger.js';
import { authOf, isMalformed, MALFORMED, toServiceError } from './call-support.js';
import type { ListenRequest__Output } from './generated/google/firestore/v1/ListenRequest.js';
import type { ListenResponse } from './generated/google/firestore/v1/ListenResponse.js';
import type { Target__Output } from './generated/google/firestore/v1/Target.js';
import { decodeResumeToken, listenEventToProto } from './listen-codec.js';
import { ListenEncoder } from './listen-encoder.js';
import { queryFromProto } from './query-codec.js';

function targetSpecFrom(target: Target__Output, db: DatabaseId): ListenTargetSpec {
  if (target.targetType === 'query') {
    const query = queryFromProto(target.query?.parent ?? '', target.query?.structuredQuery, db);
    // As in production, vector search has no real-time listeners.
    if (query.findNearest) throw invalidArgument('FindNearest queries cannot be listened to.');
    return { kind: 'query', query };
  }
  if (target.targetType === 'documents') {
    const names = target.documents?.documents ?? [];
    return { kind: 'documents', paths: names.map((name) => parseDocumentName(name, db).segments.join('/')) };
  }
  throw invalidArgument('A listen target must be a query or a documents target.');
}

/**
 * The Listen bidi stream: one core ListenSession per stream, any number of targets. Responses are written
 * pre-encoded (see ListenEncoder), which the server's response serializer passes through.
 */
export function listenHandler(
  service: FirestoreService,
  logger: Logger,
): grpc.handleBidiStreamingCall<ListenRequest__Output, ListenResponse | Buffer> {
  const encoder = new ListenEncoder();
  return (call) => {
    const auth = authOf(call.metadata);
    let session: ListenSession | undefined;
    let db: DatabaseId | undefined;
    let nextServerTargetId = 1_000_000;
    let failed = false;

    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      session?.close();
      call.emit('error', toServiceError('Listen', error, logger));
    };

    const handle = (request: ListenRequest__Output) => {
      if (isMalformed(request)) throw invalidArgument(`Invalid request: ${request[MALFORMED]}`);
      const requestDb = parseDatabaseName(request.database ?? '');
      if (!db || !session) {
        db = requestDb;
        const database = service.database(db);
        const ctx = { auth, db };
        session = new ListenSession(
          database,
          (spec) => {
            if (spec.kind === 'query') {
              service.requireIndex(ctx, spec.query);
              service.authorizeQuery(ctx, database, spec.query);
            } else
              for (const path of spec.paths)
                service.authorize(ctx, database, 'get', path, database.store.get(path), undefined);
          },
          (event) => {
            if (!call.writable) return;
            call.write(encoder.encode(event, database.documentsRoot));
          },
        );
      } else if (!sameDatabase(db, requestDb)) {
        throw invalidArgument('A Listen stream stays on the database of its first request.');
      }
      if (request.targetChange === 'addTarget' && request.addTarget) {
        const target = request.addTarget;
        const targetId = target.targetId || nextServerTargetId++;
        let spec: ListenTargetSpec;
        try {
          spec = targetSpecFrom(target, db);
        } catch (error) {
          if (!(error instanceof EmulatorError)) throw error;
          logger.warn(`Listen target ${targetId} rejected: ${error.message}`);
          const root = service.database(db).documentsRoot;
          call.write(
            listenEventToProto({ type: 'targetChange', change: 'ADD', targetIds: [targetId] }, root),
          );
          call.write(
            listenEventToProto(
              {
                type: 'targetChange',
                change: 'REMOVE',
                targetIds: [targetId],
                cause: { code: error.code, message: error.message },
              },
              root,
            ),
          );
          return;
        }
        session.addTarget(targetId, spec, {
          resumed: target.resumeType !== undefined,
          since: target.resumeType === 'resumeToken' ? decodeResumeToken(target.resumeToken) : undefined,
        });
      } else if (request.targetChange === 'removeTarget') {
        session.removeTarget(request.removeTarget ?? 0);
      }
    };

    call.on('data', (request: ListenRequest__Output) => {
      if (failed) return;
      try {
        handle(request);
      } catch (error) {
        fail(error);
      }
    });
    call.on('end', () => {
      session?.close();
      if (!failed) call.end();
    });
    call.on('cancelled', () => session?.close());
    call.on('error', () => session?.close());
  };
}
