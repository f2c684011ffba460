/** Everything the emulator knows about one stored object, apart from its bytes. */
export interface ObjectMetadata {
  readonly bucket: string;
  readonly name: string;
  /** Microseconds since the epoch, as a decimal string (GCS sends int64 as strings). */
  readonly generation: string;
  readonly metageneration: number;
  readonly size: number;
  readonly contentType: string;
  /** Base64 MD5 of the bytes, as GCS reports it. */
  readonly md5Hash: string;
  /** Base64 big-endian CRC32C of the bytes; @google-cloud/storage validates uploads and downloads with it. */
  readonly crc32c: string;
  readonly etag: string;
  /** RFC 3339 with milliseconds. */
  readonly timeCreated: string;
  readonly updated: string;
  readonly cacheControl?: string;
  readonly contentDisposition?: string;
  readonly contentEncoding?: string;
  readonly contentLanguage?: string;
  /** User metadata, without `firebaseStorageDownloadTokens` (kept in `downloadTokens`). */
  readonly customMetadata: Readonly<Record<string, string>>;
  readonly downloadTokens: readonly string[];
}

export interface StoredObject {
  readonly metadata: ObjectMetadata;
  readonly data: Buffer;
}

/** The fields a client may set on upload or PATCH; `null` clears a field. */
export interface WritableMetadata {
  contentType?: string | null;
  cacheControl?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  /** Whole map `null` clears it; a key set to `null` removes that key. */
  customMetadata?: Record<string, string | null> | null;
  downloadTokens?: readonly string[];
}

/** The shape `resource` and `request.resource` take in storage.rules. */
export interface RulesResource {
  readonly name: string;
  readonly bucket: string;
  readonly generation: string;
  readonly metageneration: string;
  readonly size: number;
  readonly contentType: string;
  readonly md5Hash: string;
  readonly crc32c: string;
  readonly etag: string;
  readonly timeCreated: Date;
  readonly updated: Date;
  readonly cacheControl: string | null;
  readonly contentDisposition: string | null;
  readonly contentEncoding: string | null;
  readonly contentLanguage: string | null;
  readonly metadata: Readonly<Record<string, string>>;
}

export type StorageOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface StorageAuth {
  readonly uid: string;
  readonly token: Readonly<Record<string, unknown>>;
}

export interface StorageAuthorizationRequest {
  readonly method: StorageOperation;
  /** `/b/{bucket}/o/{object}`; for `list`, the object part is the listed prefix without its trailing slash. */
  readonly path: string;
  readonly bucket: string;
  readonly auth: StorageAuth | null;
  readonly resource: RulesResource | null;
  readonly requestResource: RulesResource | null;
}

export interface StorageDecision {
  readonly allowed: boolean;
  readonly message?: string;
}

/** Judges Firebase-API requests from non-admin callers; the storage.rules engine implements it. */
export interface StorageAuthorizer {
  authorize(request: StorageAuthorizationRequest): StorageDecision | Promise<StorageDecision>;
}

export const ALLOW_ALL: StorageAuthorizer = { authorize: () => ({ allowed: true }) };

/** A rules source as `PUT /internal/setRules` delivers it. */
export interface RulesSource {
  readonly files: readonly { readonly name: string; readonly content: string }[];
}
