import type { Caller } from './caller.js';
import { notFound, permissionDenied, StorageHttpError } from './errors.js';
import {
  newDownloadToken,
  newObjectMetadata,
  patchObjectMetadata,
  toRulesResource,
} from './object-metadata.js';
import { assertValidObjectName } from './object-name.js';
import type { ListPage, ListQuery, ObjectStore } from './object-store.js';
import type {
  ObjectMetadata,
  StorageAuthorizer,
  StorageOperation,
  StoredObject,
  WritableMetadata,
} from './types.js';

export interface WriteRequest {
  readonly bucket: string;
  readonly name: string;
  readonly data: Buffer;
  readonly metadata: WritableMetadata;
  /** Firebase-API uploads get a fresh download token, as in production; JSON-API uploads do not. */
  readonly createDownloadToken: boolean;
  /** GCS precondition: `0` = must not exist; otherwise the live generation must equal it. */
  readonly ifGenerationMatch?: string;
}

/**
 * The operations both HTTP APIs share, with storage.rules applied to non-admin callers. Handlers parse and
 * format; everything that decides (authorization, validation, what is stored) happens here.
 */
export class StorageService {
  constructor(
    private readonly store: ObjectStore,
    private readonly authorizer: StorageAuthorizer,
  ) {}

  /** A valid `token` (a download URL) serves the object without consulting rules, as production does. */
  async getObject(
    caller: Caller,
    bucket: string,
    name: string,
    downloadToken?: string,
  ): Promise<StoredObject> {
    assertValidObjectName(name);
    const existing = this.store.get(bucket, name);
    const tokenMatches =
      downloadToken !== undefined && existing?.metadata.downloadTokens.includes(downloadToken);
    if (!tokenMatches) await this.authorize(caller, 'get', bucket, name, existing?.metadata, undefined);
    if (!existing) throw notFound(`Object ${name} does not exist.`);
    return existing;
  }

  /** The Firebase API hands out download URLs for every object, creating a token on first request. */
  ensureDownloadToken(object: StoredObject): StoredObject {
    if (object.metadata.downloadTokens.length > 0) return object;
    const updated: StoredObject = {
      data: object.data,
      metadata: { ...object.metadata, downloadTokens: [newDownloadToken()] },
    };
    this.store.put(updated);
    return updated;
  }

  async list(caller: Caller, query: ListQuery): Promise<ListPage> {
    const folder = query.prefix.endsWith('/') ? query.prefix.slice(0, -1) : query.prefix;
    await this.authorize(caller, 'list', query.bucket, folder, undefined, undefined);
    return this.store.list(query);
  }

  async write(caller: Caller, request: WriteRequest): Promise<ObjectMetadata> {
    assertValidObjectName(request.name);
    const existing = this.store.get(request.bucket, request.name);
    checkGeneration(existing?.metadata, request.ifGenerationMatch);
    const metadata = newObjectMetadata({
      bucket: request.bucket,
      name: request.name,
      data: request.data,
      metadata:
        request.createDownloadToken && request.metadata.downloadTokens === undefined
          ? { ...request.metadata, downloadTokens: [newDownloadToken()] }
          : request.metadata,
    });
    await this.authorize(
      caller,
      existing ? 'update' : 'create',
      request.bucket,
      request.name,
      existing?.metadata,
      metadata,
    );
    this.store.put({ metadata, data: request.data });
    return metadata;
  }

  async patch(
    caller: Caller,
    bucket: string,
    name: string,
    patch: WritableMetadata,
  ): Promise<ObjectMetadata> {
    assertValidObjectName(name);
    const existing = this.store.get(bucket, name);
    if (!existing) {
      await this.authorize(caller, 'update', bucket, name, undefined, undefined);
      throw notFound(`Object ${name} does not exist.`);
    }
    const metadata = patchObjectMetadata(existing.metadata, patch);
    await this.authorize(caller, 'update', bucket, name, existing.metadata, metadata);
    this.store.put({ metadata, data: existing.data });
    return metadata;
  }

  async delete(caller: Caller, bucket: string, name: string, ifGenerationMatch?: string): Promise<void> {
    assertValidObjectName(name);
    const existing = this.store.get(bucket, name);
    await this.authorize(caller, 'delete', bucket, name, existing?.metadata, undefined);
    if (!existing) throw notFound(`Object ${name} does not exist.`);
    checkGeneration(existing.metadata, ifGenerationMatch);
    this.store.delete(bucket, name);
  }

  private async authorize(
    caller: Caller,
    method: StorageOperation,
    bucket: string,
    name: string,
    resource: ObjectMetadata | undefined,
    requestResource: ObjectMetadata | undefined,
  ): Promise<void> {
    if (caller.kind === 'admin') return;
    const decision = await this.authorizer.authorize({
      method,
      path: `/b/${bucket}/o/${name}`,
      bucket,
      auth: caller.auth,
      resource: resource ? toRulesResource(resource) : null,
      requestResource: requestResource ? toRulesResource(requestResource) : null,
    });
    if (decision.allowed) return;
    const verb = method === 'get' || method === 'list' ? 'READ' : method === 'delete' ? 'DELETE' : 'WRITE';
    const detail = decision.message ? ` ${decision.message}` : '';
    throw permissionDenied(`Permission denied. No ${verb} permission.${detail}`);
  }
}

function checkGeneration(existing: ObjectMetadata | undefined, ifGenerationMatch: string | undefined): void {
  if (ifGenerationMatch === undefined) return;
  const live = existing?.generation ?? '0';
  if (live !== ifGenerationMatch) {
    throw new StorageHttpError(412, 'At least one of the pre-conditions you specified did not hold.');
  }
}
