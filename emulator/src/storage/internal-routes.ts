import type http from 'node:http';
import { badRequest, StorageHttpError } from './errors.js';
import { readJsonBody, sendJson } from './http-io.js';
import type { RulesSource } from './types.js';

export interface InternalRoutesOptions {
  /** Hands new rules to the rules engine; issues it returns (or throws) turn the request into a 400. */
  readonly onSetRules: (
    source: RulesSource,
  ) => undefined | readonly string[] | Promise<undefined | readonly string[]>;
  readonly clear: () => void;
}

/**
 * The official emulator's tooling endpoints: `PUT /internal/setRules` (what @firebase/rules-unit-testing
 * calls) and `POST /internal/reset`.
 */
export async function handleInternalRoutes(
  options: InternalRoutesOptions,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<boolean> {
  if (url.pathname === '/internal/setRules') {
    if (req.method !== 'PUT' && req.method !== 'POST')
      throw new StorageHttpError(405, 'Use PUT /internal/setRules.');
    const source = rulesSourceFrom(await readJsonBody(req));
    let issues: undefined | readonly string[];
    try {
      issues = await options.onSetRules(source);
    } catch (error) {
      issues = [error instanceof Error ? error.message : String(error)];
    }
    if (issues && issues.length > 0) throw badRequest(`Rules are invalid: ${issues.join('; ')}`);
    sendJson(req, res, 200, {});
    return true;
  }
  if (url.pathname === '/internal/reset') {
    if (req.method !== 'POST' && req.method !== 'DELETE')
      throw new StorageHttpError(405, 'Use POST /internal/reset.');
    options.clear();
    sendJson(req, res, 200, {});
    return true;
  }
  return false;
}

function rulesSourceFrom(body: unknown): RulesSource {
  const files = (body as { rules?: { files?: unknown } } | null)?.rules?.files;
  if (!Array.isArray(files) || files.length === 0)
    throw badRequest('Expected {"rules":{"files":[{name,content}]}}.');
  return {
    files: files.map((file: unknown, index) => {
      const { name, content } = (file ?? {}) as { name?: unknown; content?: unknown };
      if (typeof content !== 'string') throw badRequest(`rules.files[${index}].content must be a string.`);
      return { name: typeof name === 'string' ? name : 'storage.rules', content };
    }),
  };
}
