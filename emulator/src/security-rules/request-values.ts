import { documentResource } from './document-reader.js';
import { RulesEvalError } from './eval-errors.js';
import type { RulesAuth, RulesQuery, RulesResource, StorageRulesResource } from './request-types.js';
import { timestampFromMillis } from './time-values.js';
import { bool, bytes, float, int, list, map, mapOf, NULL, type RulesValue, str } from './values.js';

/** Plain JSON (ID-token claims) → rules values; whole numbers become ints, like Firestore's token claims. */
export function fromPlainValue(value: unknown, depth = 0): RulesValue {
  if (depth > 50) throw new RulesEvalError('Token claim is nested too deeply.');
  if (value === null || value === undefined) return NULL;
  if (typeof value === 'boolean') return bool(value);
  if (typeof value === 'string') return str(value);
  if (typeof value === 'bigint') return int(value);
  if (typeof value === 'number') return Number.isSafeInteger(value) ? int(value) : float(value);
  if (value instanceof Date) return timestampFromMillis(value.getTime());
  if (value instanceof Uint8Array) return bytes(value);
  if (Array.isArray(value)) return list(value.map((item) => fromPlainValue(item, depth + 1)));
  if (typeof value === 'object') {
    const entries = new Map<string, RulesValue>();
    for (const [key, item] of Object.entries(value)) entries.set(key, fromPlainValue(item, depth + 1));
    return map(entries);
  }
  throw new RulesEvalError(`Unsupported token claim of type ${typeof value}.`);
}

export function authValue(auth: RulesAuth | null): RulesValue {
  if (auth === null) return NULL;
  return mapOf({
    uid: str(auth.uid),
    token: fromPlainValue({ ...auth.token, uid: auth.token.uid ?? auth.uid }),
  });
}

export function queryValue(query: RulesQuery | undefined): RulesValue {
  if (!query) return NULL;
  const entries = new Map<string, RulesValue>();
  if (query.limit !== undefined) entries.set('limit', int(query.limit));
  if (query.offset !== undefined) entries.set('offset', int(query.offset));
  if (query.orderBy !== undefined) entries.set('orderBy', fromPlainValue(query.orderBy));
  return map(entries);
}

function storageResource(resource: StorageRulesResource): RulesValue {
  const entries = new Map<string, RulesValue>([
    ['name', str(resource.name)],
    ['bucket', str(resource.bucket)],
    ['size', int(resource.size)],
  ]);
  const optionalStrings = [
    'contentType',
    'md5Hash',
    'crc32c',
    'etag',
    'cacheControl',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
  ] as const;
  for (const key of optionalStrings) {
    const value = resource[key];
    if (value !== undefined) entries.set(key, str(value));
  }
  if (resource.generation !== undefined) entries.set('generation', int(resource.generation));
  if (resource.metageneration !== undefined) entries.set('metageneration', int(resource.metageneration));
  if (resource.timeCreated) entries.set('timeCreated', timestampFromMillis(resource.timeCreated.getTime()));
  if (resource.updated) entries.set('updated', timestampFromMillis(resource.updated.getTime()));
  entries.set('metadata', fromPlainValue(resource.metadata ?? {}));
  return map(entries);
}

/** `resource` / `request.resource`: a Firestore document (`data`, `id`, `__name__`) or a Storage object. */
export function resourceValue(
  resource: RulesResource | null,
  requestSegments: readonly string[],
): RulesValue {
  if (resource === null) return NULL;
  if ('data' in resource) {
    const segments = resource.path ? resource.path.split('/').filter((s) => s !== '') : requestSegments;
    return documentResource(segments, resource.data);
  }
  return storageResource(resource);
}
