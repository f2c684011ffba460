import type http from 'node:http';
import path from 'node:path';
import type { StorageContext } from './context.js';
import { badRequest, StorageHttpError } from './errors.js';
import { handleFirebaseApi } from './firebase-api.js';
import { handleGcsApi } from './gcs-api.js';
import { sendEmpty, sendJson } from './http-io.js';
import { handleInternalRoutes } from './internal-routes.js';
import { ObjectStore } from './object-store.js';
import { exportObjects, importObjects } from './persistence.js';
import { StorageService } from './storage-service.js';
import { ALLOW_ALL, type RulesSource, type StorageAuthorizer } from './types.js';
import { UploadSessions } from './upload-sessions.js';

export type {
  RulesResource,
  RulesSource,
  StorageAuthorizationRequest,
  StorageAuthorizer,
  StorageDecision,
} from './types.js';
export { ALLOW_ALL } from './types.js';

/** 20 MiB: generous for profile pictures, small enough that a runaway upload cannot exhaust memory. */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface StorageEmulatorOptions {
  readonly projectId: string;
  /** Informational: any bucket name is accepted, as `gs://<projectId>` and `<projectId>.appspot.com` both occur. */
  readonly defaultBucket?: string;
  /** Judges Firebase-API requests from end users; default allows everything. */
  readonly authorize?: StorageAuthorizer;
  readonly maxUploadBytes?: number;
  /** Called by `PUT /internal/setRules`; returned issues (or a throw) make the request fail with 400. */
  readonly onSetRules?: (
    source: RulesSource,
  ) => undefined | readonly string[] | Promise<undefined | readonly string[]>;
  /** Where unexpected (500) errors are reported; default console.error. */
  readonly onError?: (error: unknown) => void;
}

export interface StorageEmulator {
  readonly projectId: string;
  readonly defaultBucket: string;
  /** Serves the request if it is a Storage route; false (nothing written) when it is not. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  /** Writes `<dir>/storage/`; see persistence.ts. */
  exportTo(dir: string): Promise<void>;
  /** Replaces all objects with `<dir>/storage/`; a folder without an export leaves the emulator empty. */
  importFrom(dir: string): Promise<void>;
  /** Deletes every object and every upload in progress. */
  clear(): void;
  /** The rules last set through `PUT /internal/setRules`. */
  currentRules(): RulesSource | undefined;
}

/** Paths owned by Storage; anything else is left to the caller (e.g. the Firestore routes). */
const STORAGE_PATH =
  /^\/(?:v0\/|upload\/storage\/v1\/|download\/storage\/v1\/|storage\/v1\/|b\/|internal\/(?:setRules|reset)$)/;

export function createStorageEmulator(options: StorageEmulatorOptions): StorageEmulator {
  const store = new ObjectStore();
  const sessions = new UploadSessions();
  const ctx: StorageContext = {
    service: new StorageService(store, options.authorize ?? ALLOW_ALL),
    sessions,
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
  };
  const reportError = options.onError ?? ((error: unknown) => console.error('[storage-emulator]', error));
  let rules: RulesSource | undefined;
  const clear = () => {
    store.clear();
    sessions.clear();
  };
  const internal = {
    clear,
    onSetRules: async (source: RulesSource) => {
      const issues = await options.onSetRules?.(source);
      if (!issues || issues.length === 0) rules = source;
      return issues;
    },
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!STORAGE_PATH.test(url.pathname)) return false;
    if (req.method === 'OPTIONS') {
      sendEmpty(req, res, 204);
      return true;
    }
    const firebaseApi = url.pathname.startsWith('/v0/');
    try {
      // `new URL` silently resolves `/o/a/../b` (and `%2E%2E`) to `/o/b`; a name must never be rewritten so.
      const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
      if (/\/(?:\.|%2e){1,2}(?:\/|$)/i.test(rawPath))
        throw badRequest('Request path must not contain "." or ".." segments.');
      const handled =
        (await handleInternalRoutes(internal, req, res, url)) ||
        (firebaseApi ? await handleFirebaseApi(ctx, req, res, url) : await handleGcsApi(ctx, req, res, url));
      if (!handled) throw new StorageHttpError(404, `No Storage route for ${req.method} ${url.pathname}.`);
    } catch (error) {
      sendError(req, res, error, firebaseApi, reportError);
    }
    return true;
  };

  return {
    projectId: options.projectId,
    defaultBucket: options.defaultBucket ?? `${options.projectId}.appspot.com`,
    handle,
    exportTo: async (dir) => {
      await exportObjects(store, path.resolve(dir));
    },
    importFrom: async (dir) => {
      const count = await importObjects(store, path.resolve(dir));
      if (count === undefined) clear();
      sessions.clear();
    },
    clear,
    currentRules: () => rules,
  };
}

/** Firebase API errors are `{error:{code,message}}`; the JSON API adds GCS's `errors[]`. */
function sendError(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  error: unknown,
  firebaseApi: boolean,
  reportError: (error: unknown) => void,
): void {
  if (res.headersSent) {
    reportError(error);
    res.destroy();
    return;
  }
  const known = error instanceof StorageHttpError ? error : undefined;
  if (!known) reportError(error);
  const status = known?.status ?? 500;
  const message = known?.message ?? 'Internal error in the Storage emulator.';
  const body = firebaseApi
    ? { error: { code: status, message } }
    : {
        error: {
          code: status,
          message,
          errors: [{ message, domain: 'global', reason: known?.reason ?? 'backendError' }],
        },
      };
  // An early refusal leaves the body unread; dropping it keeps the connection usable and the client unblocked.
  if (!req.complete) req.resume();
  sendJson(req, res, status, body);
}
