import type { DatabaseRegistry } from '../core/database.js';
import type { DocumentAccessor } from '../security-rules/document-reader.js';
import {
  type RulesDecision as EngineDecision,
  evaluateRequest,
  type StorageRulesResource,
} from '../security-rules/index.js';
import type {
  RulesResource,
  StorageAuthorizationRequest,
  StorageAuthorizer,
  StorageDecision,
} from '../storage/index.js';
import { documentData } from './firestore-conversion.js';
import { RulesetRegistry, type RulesFile, type RulesLoadResult } from './ruleset-registry.js';

/** Storage has one ruleset for the whole emulator, as `PUT /internal/setRules` carries no project. */
const STORAGE_KEY = 'storage';

export interface StorageRulesAuthorizerOptions {
  /**
   * Firestore documents for `firestore.get()` / `firestore.exists()` in storage.rules: the project's database
   * (the bucket's project: `<project>.appspot.com`, `<project>.firebasestorage.app`, a bucket named like a
   * project that has Firestore data, as @firebase/rules-unit-testing names it, else `projectId`).
   */
  readonly firestore?: { readonly databases: DatabaseRegistry; readonly projectId?: string };
  /** With no ruleset loaded: false (default) denies every client request, true allows all (`--open-rules`). */
  readonly openWhenUnset?: boolean;
  readonly now?: () => Date;
}

/** storage.rules judged by the `security-rules` engine (service `firebase.storage`). */
export class StorageRulesAuthorizer implements StorageAuthorizer {
  private readonly rulesets = new RulesetRegistry();
  private readonly now: () => Date;

  constructor(private readonly options: StorageRulesAuthorizerOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  setRules(files: readonly RulesFile[]): RulesLoadResult {
    return this.rulesets.load(STORAGE_KEY, files);
  }

  hasRules(): boolean {
    return this.rulesets.get(STORAGE_KEY) !== undefined;
  }

  authorize(request: StorageAuthorizationRequest): StorageDecision {
    const ruleset = this.rulesets.get(STORAGE_KEY);
    if (!ruleset) {
      return this.options.openWhenUnset
        ? { allowed: true }
        : {
            allowed: false,
            message: 'No storage security rules are loaded, so every client request is denied.',
          };
    }
    const decision = evaluateRequest(
      ruleset,
      {
        service: 'firebase.storage',
        path: request.path,
        method: request.method,
        auth: request.auth,
        time: this.now(),
        resource: request.resource ? storageResource(request.resource) : null,
        requestResource: request.requestResource ? storageResource(request.requestResource) : null,
      },
      this.firestoreAccessor(request.bucket),
    );
    return decision.allowed
      ? { allowed: true }
      : { allowed: false, message: describe(decision, ruleset.fileName) };
  }

  private firestoreAccessor(bucket: string): DocumentAccessor | undefined {
    const firestore = this.options.firestore;
    if (!firestore) return undefined;
    const projectId = projectOfBucket(bucket, firestore.databases) ?? firestore.projectId ?? bucket;
    return {
      get: (documentPath, databaseId) => {
        const doc = firestore.databases.get({ projectId, databaseId }).store.get(documentPath);
        return doc ? documentData(doc.fields) : null;
      },
    };
  }
}

/** `<project>.appspot.com` / `<project>.firebasestorage.app`, or a bucket named like a project with data. */
function projectOfBucket(bucket: string, databases: DatabaseRegistry): string | undefined {
  const named = /^(.+)\.(?:appspot\.com|firebasestorage\.app)$/.exec(bucket)?.[1];
  if (named) return named;
  for (const db of databases.all()) if (db.id.projectId === bucket) return bucket;
  return undefined;
}

function describe(decision: Extract<EngineDecision, { allowed: false }>, fileName: string): string {
  const where = decision.location
    ? ` (${fileName}:${decision.location.line}:${decision.location.column})`
    : '';
  return `${decision.reason}${where}`;
}

/** The Storage module's metadata → the engine's resource: generations are numbers, absent fields undefined. */
function storageResource(resource: RulesResource): StorageRulesResource {
  const optional = (value: string | null) => value ?? undefined;
  return {
    name: resource.name,
    bucket: resource.bucket,
    size: resource.size,
    contentType: resource.contentType,
    metadata: resource.metadata,
    md5Hash: resource.md5Hash,
    crc32c: resource.crc32c,
    etag: resource.etag,
    generation: Number(resource.generation),
    metageneration: Number(resource.metageneration),
    timeCreated: resource.timeCreated,
    updated: resource.updated,
    cacheControl: optional(resource.cacheControl),
    contentDisposition: optional(resource.contentDisposition),
    contentEncoding: optional(resource.contentEncoding),
    contentLanguage: optional(resource.contentLanguage),
  };
}
