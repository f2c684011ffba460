// One converter per stored document kind, from its schema, for both SDKs: the web SDK's
// `FirestoreDataConverter` and firebase-admin's `withConverter` call the same two methods (the web SDK passes
// snapshot options to `data()`, the admin SDK none). Writes are parsed (a missing field gets its default, a
// mistyped or unknown one is refused); reads are parsed too, leniently (below).
import * as z from 'zod/mini';

type Schema = z.ZodMiniType;

/** A stored document refused by its schema on read, with no default to fall back on. */
export class DocumentShapeError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `${path}: ${issues.map((issue) => `${issue.path.join('.') || '(document)'} ${issue.message}`).join('; ')}`,
    );
    this.name = 'DocumentShapeError';
  }
}

function withoutValueAt(data: unknown, path: readonly PropertyKey[], keys: readonly string[] = []): boolean {
  let holder: unknown = data;
  for (const key of path.slice(0, keys.length > 0 ? path.length : -1)) {
    if (typeof holder !== 'object' || holder === null) return false;
    holder = Reflect.get(holder, key);
  }
  if (typeof holder !== 'object' || holder === null) return false;
  const names = keys.length > 0 ? keys : [path.at(-1)];
  return names.every((name) => name !== undefined && Reflect.deleteProperty(holder as object, name));
}

/**
 * The document as its schema reads it. A field stored with the wrong type, or unknown to the schema (one
 * written by an older version, or around the API), reads as if it were missing, so it takes its default: one
 * half-written document cannot break a whole list. A field with no default that is missing or mistyped is
 * still an error, since no answer built from the document would be true.
 */
export function readDocument<S extends Schema>(schema: S, data: unknown, path = 'document'): z.output<S> {
  const copy: unknown = structuredCloneOf(data ?? {});
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = z.safeParse(schema, copy);
    if (result.success) return result.data;
    const repaired = result.error.issues.every((issue) =>
      issue.code === 'unrecognized_keys'
        ? withoutValueAt(copy, issue.path, issue.keys)
        : issue.path.length > 0 && withoutValueAt(copy, issue.path),
    );
    if (!repaired) throw new DocumentShapeError(path, result.error.issues);
  }
  throw new DocumentShapeError(path, []);
}

/**
 * A copy of the plain objects and arrays, the other values (Timestamps, vectors) kept as they are, so the
 * repair above never changes the snapshot's own data.
 */
function structuredCloneOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneOf);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, structuredCloneOf(item)]));
  }
  return value;
}

/** What both SDKs' snapshots offer a converter. */
export interface StoredSnapshot {
  readonly ref: { readonly path: string };
  data(options?: never): unknown;
}

/** A `set` that merges writes only the fields given; the SDKs pass its options to `toFirestore`. */
interface MergeOptions {
  readonly merge?: boolean;
  readonly mergeFields?: readonly unknown[];
}

export interface DocumentConverter<Stored, Written = Stored> {
  toFirestore(model: Written, options?: MergeOptions): Record<string, unknown>;
  fromFirestore(snapshot: StoredSnapshot, options?: unknown): Stored;
}

/**
 * The converter of one document kind. A whole document (`create`, `set`) is parsed, so it is stored with
 * every default and nothing the schema does not name; a merging `set` and `update` write single fields
 * (often `FieldValue` sentinels) and are not parsed: the SDKs do not pass them whole.
 */
export function converterFor<S extends Schema>(schema: S): DocumentConverter<z.output<S>, z.input<S>> {
  return {
    toFirestore(model, options) {
      if (options?.merge || options?.mergeFields) return model as Record<string, unknown>;
      return z.parse(schema, model) as Record<string, unknown>;
    },
    fromFirestore(snapshot, options) {
      return readDocument(schema, snapshot.data(options as never), snapshot.ref.path);
    },
  };
}

/**
 * A new document of the kind: the given fields checked, every other field at its default. Builders of new
 * documents call it so that the object they write (and answer with) is the stored one.
 */
export function buildDocument<S extends Schema>(schema: S, fields: z.input<S>): z.output<S> {
  return z.parse(schema, fields);
}
