import { randomBytes } from 'node:crypto';
import { EmulatorError, invalidArgument, Status } from '../core/errors.js';
import { type FieldPath, parseFieldPath } from '../core/field-path.js';
import type { FirestoreService, RequestContext } from '../core/firestore-service.js';
import {
  parseDatabaseName,
  parseDocumentName,
  parseParentName,
  validateCollectionId,
} from '../core/resource-path.js';
import type { Write } from '../core/writes.js';
import type { Logger } from '../logger.js';
import { authOf, transactionIdFromBytes, transactionIdToBytes, unary } from './call-support.js';
import { documentToProto } from './document-codec.js';
import type { Document } from './generated/google/firestore/v1/Document.js';
import type { FirestoreHandlers } from './generated/google/firestore/v1/Firestore.js';
import { newTransactionSelector } from './transaction-selector.js';
import { fieldsFromProto, microsToProto } from './value-codec.js';
import { writeFromProto, writeResultToProto } from './write-codec.js';

type WriteHandlers = Pick<
  FirestoreHandlers,
  | 'Commit'
  | 'BatchWrite'
  | 'BeginTransaction'
  | 'Rollback'
  | 'CreateDocument'
  | 'UpdateDocument'
  | 'DeleteDocument'
  | 'PartitionQuery'
>;

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function autoId(): string {
  return [...randomBytes(20)].map((b) => AUTO_ID_ALPHABET[b % AUTO_ID_ALPHABET.length]).join('');
}

export function writeHandlers(service: FirestoreService, logger: Logger): WriteHandlers {
  /** Reads back a document just written, projected to `mask` when one was asked for. */
  const readBack = async (
    ctx: RequestContext,
    path: string,
    mask: FieldPath[] | undefined,
  ): Promise<Document> => {
    const outcome = await service.getDocuments(ctx, [path], mask, { kind: 'none' });
    const doc = outcome.value[0]?.doc;
    if (!doc) throw new EmulatorError(Status.INTERNAL, 'Written document vanished.');
    return documentToProto(doc, service.database(ctx.db).documentsRoot);
  };

  return {
    Commit: unary('Commit', logger, async (request, call) => {
      const db = parseDatabaseName(request.database ?? '');
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const writes = (request.writes ?? []).map((w) => writeFromProto(w, db));
      const outcome = await service.commit(ctx, writes, transactionIdFromBytes(request.transaction));
      return {
        writeResults: outcome.results.map(writeResultToProto),
        commitTime: microsToProto(outcome.commitTime),
      };
    }),

    BatchWrite: unary('BatchWrite', logger, async (request, call) => {
      const db = parseDatabaseName(request.database ?? '');
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const writes = (request.writes ?? []).map((w) => writeFromProto(w, db));
      const paths = new Set(writes.map((w) => w.path));
      if (paths.size !== writes.length)
        throw invalidArgument('BatchWrite cannot write the same document twice.');
      const outcome = await service.batchWrite(ctx, writes);
      return { writeResults: outcome.results.map(writeResultToProto), status: outcome.statuses };
    }),

    BeginTransaction: unary('BeginTransaction', logger, (request, call) => {
      const db = parseDatabaseName(request.database ?? '');
      const { readOnly, retryOf, readTime } = newTransactionSelector(request.options);
      const id = service.beginTransaction(
        { auth: authOf(call.metadata), db },
        { readOnly, retryOf, readTime },
      );
      return { transaction: transactionIdToBytes(id) };
    }),

    Rollback: unary('Rollback', logger, (request, call) => {
      const db = parseDatabaseName(request.database ?? '');
      const id = transactionIdFromBytes(request.transaction);
      if (id === undefined) throw invalidArgument('Rollback needs a transaction.');
      service.rollback({ auth: authOf(call.metadata), db }, id);
      return {};
    }),

    CreateDocument: unary('CreateDocument', logger, async (request, call) => {
      const { db, segments } = parseParentName(request.parent ?? '');
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const collectionId = request.collectionId ?? '';
      validateCollectionId(collectionId);
      const path = [...segments, collectionId, request.documentId || autoId()].join('/');
      const name = `${service.database(db).documentsRoot}/${path}`;
      parseDocumentName(name);
      const write: Write = {
        path,
        name,
        operation: { type: 'update', fields: fieldsFromProto(request.document?.fields) },
        transforms: [],
        precondition: { exists: false },
      };
      await service.commit(ctx, [write]);
      return readBack(ctx, path, request.mask && (request.mask.fieldPaths ?? []).map(parseFieldPath));
    }),

    UpdateDocument: unary('UpdateDocument', logger, async (request, call) => {
      const name = request.document?.name ?? '';
      const { db } = parseDocumentName(name);
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const write = writeFromProto(
        {
          update: request.document,
          updateMask: request.updateMask,
          currentDocument: request.currentDocument,
          operation: 'update',
        },
        db,
      );
      await service.commit(ctx, [write]);
      return readBack(ctx, write.path, request.mask && (request.mask.fieldPaths ?? []).map(parseFieldPath));
    }),

    DeleteDocument: unary('DeleteDocument', logger, async (request, call) => {
      const name = request.name ?? '';
      const { db } = parseDocumentName(name);
      const write = writeFromProto(
        { delete: name, currentDocument: request.currentDocument, operation: 'delete' },
        db,
      );
      await service.commit({ auth: authOf(call.metadata), db }, [write]);
      return {};
    }),

    PartitionQuery: unary('PartitionQuery', logger, () => {
      throw new EmulatorError(Status.UNIMPLEMENTED, 'PartitionQuery is not supported by this emulator.');
    }),
  };
}
