import type { RulesMethod, SourcePosition } from './ast.js';
import type { DocumentData, FirestoreValue } from './firestore-values.js';

export type RulesService = 'cloud.firestore' | 'firebase.storage';

/** A Firestore document as `resource` / `request.resource` (`data`, `id`, `__name__`). */
export interface FirestoreRulesResource {
  readonly data: DocumentData;
  /** Full rules path (`/databases/(default)/documents/users/abc`); defaults to the request's path. */
  readonly path?: string;
}

/** A Cloud Storage object's metadata as `resource` / `request.resource`. Absent fields are undefined in rules. */
export interface StorageRulesResource {
  /** Full object name, e.g. `users/abc/avatar.png`. */
  readonly name: string;
  readonly bucket: string;
  readonly size: number;
  readonly contentType?: string;
  readonly metadata?: Readonly<Record<string, string>>;
  readonly md5Hash?: string;
  readonly crc32c?: string;
  readonly etag?: string;
  readonly generation?: number;
  readonly metageneration?: number;
  readonly timeCreated?: Date;
  readonly updated?: Date;
  readonly cacheControl?: string;
  readonly contentDisposition?: string;
  readonly contentEncoding?: string;
  readonly contentLanguage?: string;
}

export type RulesResource = FirestoreRulesResource | StorageRulesResource;

export interface RulesAuth {
  readonly uid: string;
  /** Decoded ID-token claims: `email`, `email_verified`, `firebase.sign_in_provider`, custom claims, … */
  readonly token: Readonly<Record<string, unknown>>;
}

export interface RulesQuery {
  readonly limit?: number;
  readonly offset?: number;
  /** Field path → direction, as `request.query.orderBy` exposes it. */
  readonly orderBy?: Readonly<Record<string, 'ASC' | 'DESC'>>;
}

export interface RulesRequest {
  readonly service: RulesService;
  /**
   * `/databases/(default)/documents/users/abc` (Firestore) or `/b/bucket/o/users/a.png` (Storage). For a `list`
   * judged per document, the document's path; for `evaluateQuery`, the collection's path.
   */
  readonly path: string;
  readonly method: RulesMethod;
  readonly auth: RulesAuth | null;
  readonly time: Date;
  /**
   * `request.time` in nanoseconds when known more precisely than `time` (a write's commit time, which is also
   * what `serverTimestamp()` stores, so `request.resource.data.at == request.time` holds as in production).
   */
  readonly timeNanos?: bigint;
  /** The stored document or object (`resource`); null when it does not exist. */
  readonly resource: RulesResource | null;
  /** The document or object as it would be after a write (`request.resource`); null for reads and deletes. */
  readonly requestResource: RulesResource | null;
  readonly query?: RulesQuery;
}

export type RulesDecision =
  | {
      readonly allowed: true;
      /** The granting statement, e.g. `allow read @ L7`. */
      readonly reason: string;
      readonly location: SourcePosition;
    }
  | {
      readonly allowed: false;
      /** Firestore-style summary, e.g. `false for 'update' @ L12`. */
      readonly reason: string;
      /** The statement evaluated last, or where the error arose; absent when no `allow` applied. */
      readonly location?: SourcePosition;
    };

/** Equality filters of a query: field path (`a.b`) → the value every returned document has there. */
export type EqualityFilters = Readonly<Record<string, FirestoreValue>>;
