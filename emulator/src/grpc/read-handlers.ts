import { EmulatorError, invalidArgument, Status } from '../core/errors.js';
import { parseFieldPath } from '../core/field-path.js';
import type { FirestoreService, RequestContext } from '../core/firestore-service.js';
import {
  parseDatabaseName,
  parseDocumentName,
  parseParentName,
  validateCollectionId,
} from '../core/resource-path.js';
import type { Logger } from '../logger.js';
import { authOf, serverStream, transactionIdToBytes, unary } from './call-support.js';
import { documentToProto } from './document-codec.js';
import type { BatchGetDocumentsResponse } from './generated/google/firestore/v1/BatchGetDocumentsResponse.js';
import type { DocumentMask__Output } from './generated/google/firestore/v1/DocumentMask.js';
import type { FirestoreHandlers } from './generated/google/firestore/v1/Firestore.js';
import type { RunAggregationQueryResponse } from './generated/google/firestore/v1/RunAggregationQueryResponse.js';
import type { RunQueryResponse } from './generated/google/firestore/v1/RunQueryResponse.js';
import { aggregationsFromProto, queryFromProto } from './query-codec.js';
import { transactionSelectorFrom } from './transaction-selector.js';
import { fieldsToProto, microsToProto } from './value-codec.js';

type ReadHandlers = Pick<
  FirestoreHandlers,
  | 'GetDocument'
  | 'BatchGetDocuments'
  | 'RunQuery'
  | 'RunAggregationQuery'
  | 'ListCollectionIds'
  | 'ListDocuments'
>;

const maskFrom = (mask: DocumentMask__Output | undefined) =>
  mask && (mask.fieldPaths ?? []).map(parseFieldPath);

export function readHandlers(service: FirestoreService, logger: Logger): ReadHandlers {
  return {
    GetDocument: unary('GetDocument', logger, async (request, call) => {
      const { db, segments } = parseDocumentName(request.name ?? '');
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const outcome = await service.getDocuments(
        ctx,
        [segments.join('/')],
        maskFrom(request.mask),
        transactionSelectorFrom(request),
      );
      const doc = outcome.value[0]?.doc;
      if (!doc) throw new EmulatorError(Status.NOT_FOUND, `Document "${request.name}" not found.`);
      return documentToProto(doc, service.database(db).documentsRoot);
    }),

    BatchGetDocuments: serverStream('BatchGetDocuments', logger, async (request, call) => {
      const db = parseDatabaseName(request.database ?? '');
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const paths = (request.documents ?? []).map((name) => parseDocumentName(name, db).segments.join('/'));
      const outcome = await service.getDocuments(
        ctx,
        paths,
        maskFrom(request.mask),
        transactionSelectorFrom(request),
      );
      const root = service.database(db).documentsRoot;
      const readTime = microsToProto(outcome.readTime);
      const responses: BatchGetDocumentsResponse[] = outcome.value.map(({ path, doc }) =>
        doc ? { found: documentToProto(doc, root), readTime } : { missing: `${root}/${path}`, readTime },
      );
      if (outcome.newTransactionId !== undefined) {
        const transaction = transactionIdToBytes(outcome.newTransactionId);
        if (responses[0]) responses[0].transaction = transaction;
        else responses.push({ transaction, readTime });
      }
      return responses;
    }),

    RunQuery: serverStream('RunQuery', logger, (request, call) => {
      const parent = request.parent ?? '';
      const { db } = parseParentName(parent);
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const query = queryFromProto(parent, request.structuredQuery, db);
      const outcome = service.runQuery(ctx, query, transactionSelectorFrom(request));
      const root = service.database(db).documentsRoot;
      const readTime = microsToProto(outcome.readTime);
      // Firestore always answers with a read time, even when nothing matched.
      const responses: RunQueryResponse[] =
        outcome.value.length === 0
          ? [{ readTime }]
          : outcome.value.map((doc) => ({ document: documentToProto(doc, root), readTime }));
      if (outcome.newTransactionId !== undefined && responses[0]) {
        responses[0].transaction = transactionIdToBytes(outcome.newTransactionId);
      }
      return responses;
    }),

    RunAggregationQuery: serverStream('RunAggregationQuery', logger, (request, call) => {
      const parent = request.parent ?? '';
      const { db } = parseParentName(parent);
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const { structuredQuery, aggregations } = aggregationsFromProto(request.structuredAggregationQuery);
      const query = queryFromProto(parent, structuredQuery, db);
      const outcome = service.runAggregation(ctx, query, aggregations, transactionSelectorFrom(request));
      const response: RunAggregationQueryResponse = {
        result: { aggregateFields: fieldsToProto(outcome.value) },
        readTime: microsToProto(outcome.readTime),
      };
      if (outcome.newTransactionId !== undefined)
        response.transaction = transactionIdToBytes(outcome.newTransactionId);
      return [response];
    }),

    ListCollectionIds: unary('ListCollectionIds', logger, (request, call) => {
      const { db, segments } = parseParentName(request.parent ?? '');
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      return service.listCollectionIds(
        ctx,
        segments.join('/'),
        request.pageSize ?? 0,
        request.pageToken ?? '',
      );
    }),

    ListDocuments: unary('ListDocuments', logger, (request, call) => {
      const { db, segments } = parseParentName(request.parent ?? '');
      const ctx: RequestContext = { auth: authOf(call.metadata), db };
      const collectionId = request.collectionId ?? '';
      if (collectionId === '') throw invalidArgument('ListDocuments needs a collection ID.');
      validateCollectionId(collectionId);
      const collectionPath = [...segments, collectionId].join('/');
      const root = service.database(db).documentsRoot;
      const { documents, nextPageToken } = service.listDocuments(ctx, collectionPath, {
        pageSize: request.pageSize ?? 0,
        pageToken: request.pageToken
          ? parseDocumentName(`${root}/${request.pageToken}`).segments.join('/')
          : '',
        mask: maskFrom(request.mask),
        showMissing: request.showMissing === true,
      });
      return {
        documents: documents.map((d) =>
          'missing' in d ? { name: `${root}/${d.path}` } : documentToProto(d, root),
        ),
        nextPageToken,
      };
    }),
  };
}
