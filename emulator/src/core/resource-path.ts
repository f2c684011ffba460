import { invalidArgument } from './errors.js';

/** Identifies one database: several projects and databases live side by side, fully apart. */
export interface DatabaseId {
  readonly projectId: string;
  readonly databaseId: string;
}

export const DEFAULT_DATABASE = '(default)';

export function databaseName(db: DatabaseId): string {
  return `projects/${db.projectId}/databases/${db.databaseId}`;
}

export function documentsRoot(db: DatabaseId): string {
  return `${databaseName(db)}/documents`;
}

/** `projects/p/databases/d` (a trailing `/documents` is accepted too). */
export function parseDatabaseName(name: string): DatabaseId {
  const match = /^projects\/([^/]+)\/databases\/([^/]+)(?:\/documents)?$/.exec(name);
  if (!match) throw invalidArgument(`Invalid database name: "${name}".`);
  return { projectId: match[1] as string, databaseId: match[2] as string };
}

/**
 * A document or collection name split into the database and the path below `documents`. Paths below the
 * root are kept as slash-joined strings of segments: the store's keys.
 */
export interface ParsedResourceName {
  readonly db: DatabaseId;
  /** Segments below `documents/`; empty for the root. */
  readonly segments: readonly string[];
}

export function parseResourceName(name: string): ParsedResourceName {
  const match = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/.exec(name);
  if (!match) throw invalidArgument(`Invalid resource name: "${name}".`);
  const rest = match[3];
  const segments = rest === undefined || rest === '' ? [] : rest.split('/');
  for (const segment of segments) validateSegment(segment, name);
  return { db: { projectId: match[1] as string, databaseId: match[2] as string }, segments };
}

const MAX_ID_BYTES = 1500;

const NUMERIC_ID = /^__id(-?\d{1,19})__$/;

/**
 * `__id<n>__` is how Firestore writes a numeric document id (from Datastore) as a path segment: legal, and
 * ordered numerically before every string id. Undefined for anything else, including n outside int64.
 */
export function numericId(segment: string): bigint | undefined {
  const digits = NUMERIC_ID.exec(segment)?.[1];
  if (digits === undefined) return undefined;
  const n = BigInt(digits);
  return n >= -9223372036854775808n && n <= 9223372036854775807n ? n : undefined;
}

const isNumericId = (segment: string) => numericId(segment) !== undefined;

function validateSegment(segment: string, name: string): void {
  if (segment === '')
    throw invalidArgument(`Invalid resource name: "${name}". Path must not contain empty segments.`);
  if (segment === '.' || segment === '..') {
    throw invalidArgument(`Invalid resource name: "${name}". Document ID must not be "." or "..".`);
  }
  if (/^__.*__$/.test(segment) && !isNumericId(segment)) {
    throw invalidArgument(`Invalid resource name: "${name}". Path segment "${segment}" is reserved.`);
  }
  if (Buffer.byteLength(segment) > MAX_ID_BYTES) {
    throw invalidArgument(
      `Invalid resource name: "${name}". Path segment is longer than ${MAX_ID_BYTES} bytes.`,
    );
  }
}

/** A document name must have an even, non-zero number of segments below `documents`. */
export function parseDocumentName(name: string, expectedDb?: DatabaseId): ParsedResourceName {
  const parsed = parseResourceName(name);
  if (parsed.segments.length === 0 || parsed.segments.length % 2 !== 0) {
    throw invalidArgument(
      `Document name "${name}" has odd number of segments or is empty; it must name a document.`,
    );
  }
  if (expectedDb && !sameDatabase(parsed.db, expectedDb)) {
    throw invalidArgument(`Document "${name}" is not in database "${databaseName(expectedDb)}".`);
  }
  return parsed;
}

/** A query or list parent: the root or a document. */
export function parseParentName(name: string, expectedDb?: DatabaseId): ParsedResourceName {
  const parsed = parseResourceName(name);
  if (parsed.segments.length % 2 !== 0) {
    throw invalidArgument(`Parent "${name}" must be the documents root or a document.`);
  }
  if (expectedDb && !sameDatabase(parsed.db, expectedDb)) {
    throw invalidArgument(`Parent "${name}" is not in database "${databaseName(expectedDb)}".`);
  }
  return parsed;
}

export function validateCollectionId(id: string): void {
  if (id === '' || id.includes('/')) throw invalidArgument(`Invalid collection ID: "${id}".`);
  if (/^__.*__$/.test(id)) throw invalidArgument(`Collection ID "${id}" is reserved.`);
}

export function sameDatabase(a: DatabaseId, b: DatabaseId): boolean {
  return a.projectId === b.projectId && a.databaseId === b.databaseId;
}

export function documentNameOf(db: DatabaseId, path: string): string {
  return `${documentsRoot(db)}/${path}`;
}
