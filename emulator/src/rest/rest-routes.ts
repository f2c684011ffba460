import type * as http from 'node:http';
import { invalidArgument, Status } from '../core/errors.js';
import type { FirestoreService } from '../core/firestore-service.js';
import {
  BodyTooLargeError,
  InvalidJsonError,
  MAX_REQUEST_BYTES,
  parseJsonBody,
  readBody,
} from '../http/body.js';
import type { HttpRouter } from '../http/router.js';
import type { Logger } from '../logger.js';
import { GrpcBridge, metadataWithAuth } from './grpc-bridge.js';
import { errorBody, sendError, sendRestJson, statusOf } from './http-errors.js';
import { methodCodec } from './proto-json.js';

interface RestMethod {
  readonly grpc: string;
  /** Server-streaming RPCs answer a JSON array of their responses, as Firestore's REST API does. */
  readonly streaming: boolean;
  /** Which request field the URL's resource fills: the database, or the query's parent. */
  readonly target: 'database' | 'parent';
}

const METHODS: Record<string, RestMethod> = {
  batchGet: { grpc: 'BatchGetDocuments', streaming: true, target: 'database' },
  commit: { grpc: 'Commit', streaming: false, target: 'database' },
  beginTransaction: { grpc: 'BeginTransaction', streaming: false, target: 'database' },
  rollback: { grpc: 'Rollback', streaming: false, target: 'database' },
  batchWrite: { grpc: 'BatchWrite', streaming: false, target: 'database' },
  runQuery: { grpc: 'RunQuery', streaming: true, target: 'parent' },
  runAggregationQuery: { grpc: 'RunAggregationQuery', streaming: true, target: 'parent' },
  listCollectionIds: { grpc: 'ListCollectionIds', streaming: false, target: 'parent' },
};

/** `/v1/projects/{p}/databases/{d}/documents[/{path}]:{method}`; CORS preflight is the router's. */
const REST_PATH = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents(?:\/[^:]+)?):([A-Za-z]+)$/;

/**
 * Firestore's REST API as the browser SDK calls it (POST, JSON sent as text/plain, token in Authorization).
 * Each call is decoded to the gRPC request message and run by the gRPC adapter's handler.
 */
export function addRestRoutes(router: HttpRouter, service: FirestoreService, logger: Logger): void {
  const bridge = new GrpcBridge(service, logger);
  router.addRaw('POST', REST_PATH, async (req, res, _url, params) => {
    const [resource = '', verb = ''] = params;
    const method = METHODS[verb];
    try {
      if (!method) throw invalidArgument(`Unknown method ":${verb}".`);
      const json = parseJson(await readBody(req, { maxBytes: MAX_REQUEST_BYTES }));
      if (method.target === 'database') {
        if (!resource.endsWith('/documents') || resource.split('/').length !== 5)
          throw invalidArgument(`:${verb} is called on the database's documents root.`);
        json.database ??= resource.slice(0, -'/documents'.length);
      } else {
        json.parent ??= resource;
      }
      const codec = methodCodec(method.grpc);
      const request = codec.decodeRequest(json);
      const metadata = metadataWithAuth(req.headers.authorization);
      if (method.streaming) {
        const responses = await bridge.serverStream(method.grpc, request, metadata);
        sendRestJson(
          req,
          res,
          200,
          responses.map((r) => codec.encodeResponse(r)),
        );
      } else {
        sendRestJson(req, res, 200, codec.encodeResponse(await bridge.unary(method.grpc, request, metadata)));
      }
    } catch (error) {
      answerError(req, res, error, logger, `REST :${verb}`);
    }
  });
}

function parseJson(body: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = parseJsonBody(body);
  } catch (error) {
    if (!(error instanceof InvalidJsonError)) throw error;
    throw invalidArgument(`Invalid JSON payload received. ${error.message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidArgument('Invalid JSON payload received. The request must be a JSON object.');
  return parsed as Record<string, unknown>;
}

export function answerError(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  error: unknown,
  logger: Logger,
  what: string,
): void {
  if (error instanceof BodyTooLargeError) {
    logger.warn(`${what} rejected: 413 ${error.message}`);
    const body = errorBody(Status.INVALID_ARGUMENT, error.message);
    sendRestJson(req, res, 413, { error: { ...body.error, code: 413 } }, { connection: 'close' });
    return;
  }
  const { code, message } = statusOf(error);
  if (code === Status.INTERNAL) logger.error(`${what} failed`, error);
  else logger.warn(`${what} rejected: ${message}`);
  sendError(req, res, error);
}
