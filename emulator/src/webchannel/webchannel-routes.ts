import type * as http from 'node:http';
import type { FirestoreService } from '../core/firestore-service.js';
import { MALFORMED } from '../grpc/call-support.js';
import { listenHandler } from '../grpc/listen-handler.js';
import { writeStreamHandler } from '../grpc/write-stream-handler.js';
import { BodyTooLargeError, MAX_REQUEST_BYTES, readBody } from '../http/body.js';
import { corsHeaders } from '../http/cors.js';
import { sendEmpty, sendText } from '../http/respond.js';
import type { HttpRouter } from '../http/router.js';
import type { Logger } from '../logger.js';
import { metadataWithAuth } from '../rest/grpc-bridge.js';
import { errorBody, statusOf } from '../rest/http-errors.js';
import { methodCodec } from '../rest/proto-json.js';
import { ChannelCall } from './channel-call.js';
import { ChannelInputError, chunk, type ForwardMessage, parseForwardBody } from './protocol.js';
import { ChannelSession, type SessionTimings } from './session.js';

export const DEFAULT_TIMINGS: SessionTimings = { keepAliveMs: 30_000, idleMs: 60_000, longPollMs: 25_000 };

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

type Method = 'Listen' | 'Write';
type BidiHandler = (call: ChannelCall) => void;

interface LiveSession {
  readonly session: ChannelSession;
  readonly call: ChannelCall;
  readonly method: Method;
}

/**
 * WebChannel for the browser SDK's Listen and Write streams. A session wraps one run of the gRPC adapter's
 * Listen or Write handler, so streaming semantics (targets, resume tokens, write batches) live in one place.
 */
export class WebChannelServer {
  private readonly sessions = new Map<string, LiveSession>();
  private readonly handlers: Record<Method, BidiHandler>;

  constructor(
    service: FirestoreService,
    private readonly logger: Logger,
    private readonly timings: SessionTimings = DEFAULT_TIMINGS,
  ) {
    // The handlers only use the call's events, metadata, write, end and writable (see ChannelCall).
    this.handlers = {
      Listen: listenHandler(service, logger) as unknown as BidiHandler,
      Write: writeStreamHandler(service, logger) as unknown as BidiHandler,
    };
  }

  /** Open sessions per stream kind (the SDK multiplexes all listeners of a Firestore on one Listen). */
  sessionCounts(): Record<Method, number> {
    const counts: Record<Method, number> = { Listen: 0, Write: 0 };
    for (const { method } of this.sessions.values()) counts[method]++;
    return counts;
  }

  /** Test hook: cuts every backchannel (the session survives; clients reconnect with their AID). */
  dropBackchannels(destroy = true): void {
    for (const { session } of this.sessions.values()) session.dropBackchannel(destroy);
  }

  /** Test hook: forgets every session, as a restarted server would; clients get `Unknown SID`. */
  closeAllSessions(): void {
    for (const { session } of [...this.sessions.values()]) {
      session.dropBackchannel(true);
      session.close();
    }
  }

  readonly handle = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    params: readonly string[],
  ): Promise<void> => {
    const method = params[0] as Method;
    const query = url.searchParams;
    const sid = query.get('SID');
    try {
      if (query.get('TYPE') === 'terminate') {
        if (sid) this.sessions.get(sid)?.session.close();
        req.resume();
        sendEmpty(req, res, 200, { headers: { 'content-type': 'text/plain' } });
        return;
      }
      if (req.method === 'GET') {
        this.backchannel(req, res, query, method);
        return;
      }
      const body = parseForwardBody((await readBody(req, { maxBytes: MAX_REQUEST_BYTES })).toString('utf8'));
      if (!sid) this.handshake(req, res, method, body.messages, body.headers);
      else this.forward(req, res, sid, method, query, body.messages);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        this.logger.warn(`WebChannel ${method} rejected: 413 ${error.message}`);
        this.text(req, res, 413, error.message, { connection: 'close' });
      } else if (error instanceof ChannelInputError) {
        this.logger.warn(`WebChannel ${method} rejected: 400 ${error.message}`);
        this.text(req, res, 400, error.message);
      } else {
        this.logger.error(`WebChannel ${method} failed`, error);
        this.text(req, res, 500, 'Internal emulator error');
      }
    }
  };

  private handshake(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    method: Method,
    messages: ForwardMessage[],
    headers: Map<string, string> | undefined,
  ): void {
    // The headers blob is the only place the browser's token travels: it binds the session's auth for good.
    const metadata = metadataWithAuth(headers?.get('authorization') ?? req.headers.authorization);
    const codec = methodCodec(method);
    const session = new ChannelSession(this.timings, (s) => {
      const live = this.sessions.get(s.sid);
      this.sessions.delete(s.sid);
      live?.call.close();
    });
    const call = new ChannelCall(metadata, {
      message: (response) => session.push([codec.encodeResponse(response)]),
      error: (status) => {
        const { code, message } = statusOf(status);
        session.push([errorBody(code, message)]);
      },
      end: () => session.push(['close']),
    });
    this.sessions.set(session.sid, { session, call, method });
    this.handlers[method](call);
    this.deliver({ session, call, method }, messages);
    const { keepAliveMs } = this.timings;
    sendText(req, res, 200, chunk(JSON.stringify([[0, ['c', session.sid, '', 8, 14, keepAliveMs]]])), {
      headers: { 'x-http-session-id': session.httpSessionId, 'cache-control': 'no-cache, no-store' },
    });
  }

  private forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    sid: string,
    method: Method,
    query: URLSearchParams,
    messages: ForwardMessage[],
  ): void {
    const live = this.live(req, res, sid, method);
    if (!live) return;
    live.session.touch();
    live.session.acknowledge(Number(query.get('AID') ?? 'NaN'));
    this.deliver(live, live.session.acceptIncoming(messages));
    const { session } = live;
    sendText(req, res, 200, chunk(JSON.stringify([1, session.lastArrayId(), session.outstandingBytes()])));
  }

  private backchannel(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    query: URLSearchParams,
    method: Method,
  ): void {
    if (query.get('RID') !== 'rpc' || query.get('TYPE') !== 'xmlhttp') {
      this.text(req, res, 400, 'Invalid channel request: expected a backchannel (RID=rpc, TYPE=xmlhttp).');
      return;
    }
    const live = this.live(req, res, query.get('SID') ?? '', method);
    if (!live) return;
    const aid = Number(query.get('AID') ?? '0');
    const longPoll = query.get('CI') === '1';
    const pollTimeout = Number(query.get('TO') ?? 'NaN');
    res.writeHead(200, {
      ...corsHeaders(req),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      'x-content-type-options': 'nosniff',
    });
    live.session.attachBackchannel(
      res,
      Number.isSafeInteger(aid) ? aid : 0,
      longPoll,
      // Answer an empty long poll a little before the client's own timeout fires.
      Number.isFinite(pollTimeout) && pollTimeout > 2000 ? pollTimeout - 1000 : undefined,
    );
  }

  private live(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    sid: string,
    method: Method,
  ): LiveSession | undefined {
    const live = this.sessions.get(sid);
    if (live && live.method === method) return live;
    // The client recognises a dead session by a 400 whose text contains "Unknown SID" (not at the start).
    this.text(req, res, 400, 'Bad request: Unknown SID');
    return undefined;
  }

  private deliver(live: LiveSession, messages: readonly ForwardMessage[]): void {
    const codec = methodCodec(live.method);
    for (const { data } of messages) {
      if (!live.call.writable) return;
      let request: unknown;
      try {
        request = codec.decodeRequest(data);
      } catch (error) {
        // The handler answers a malformed request with INVALID_ARGUMENT on the stream, like over gRPC.
        request = { [MALFORMED]: statusOf(error).message };
      }
      live.call.emit('data', request);
    }
  }

  private text(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ): void {
    sendText(req, res, status, text, { headers: extra });
  }
}

const servers = new WeakMap<HttpRouter, WebChannelServer>();

export function addWebChannelRoutes(
  router: HttpRouter,
  service: FirestoreService,
  logger: Logger,
  timings?: SessionTimings,
): WebChannelServer {
  const server = new WebChannelServer(service, logger, timings);
  // Terminate may arrive as a beacon (POST) or an image load (GET).
  router.addRaw('GET', CHANNEL_PATH, server.handle);
  router.addRaw('POST', CHANNEL_PATH, server.handle);
  servers.set(router, server);
  return server;
}

/** The WebChannel server registered on an emulator's router (tests reach its hooks through this). */
export function webChannelOf(router: HttpRouter): WebChannelServer | undefined {
  return servers.get(router);
}
