import { readFileSync } from 'node:fs';
import { ADMIN } from '../core/access.js';
import type { DatabaseRegistry } from '../core/database.js';
import type { FirestoreService } from '../core/firestore-service.js';
import { type QueryIndexes, queryIndexesOf } from '../core/query-indexes.js';
import { type VectorIndex, vectorIndexesOf } from '../core/vector-indexes.js';
import type { Logger } from '../logger.js';

/** A TTL policy as `firestore.indexes.json` declares it: documents of the group go once `field` is past. */
export interface TtlPolicy {
  readonly collectionGroup: string;
  readonly field: string;
}

interface FieldOverride {
  collectionGroup?: unknown;
  fieldPath?: unknown;
  ttl?: unknown;
}

/** The `fieldOverrides` entries with `ttl: true` of an indexes file (what `firebase deploy` publishes). */
export function ttlPoliciesOf(indexes: unknown): TtlPolicy[] {
  const overrides = (indexes as { fieldOverrides?: unknown } | null)?.fieldOverrides;
  if (!Array.isArray(overrides)) return [];
  return (overrides as FieldOverride[])
    .filter((override) => override.ttl === true)
    .filter(
      (override): override is { collectionGroup: string; fieldPath: string } =>
        typeof override.collectionGroup === 'string' && typeof override.fieldPath === 'string',
    )
    .map((override) => ({ collectionGroup: override.collectionGroup, field: override.fieldPath }));
}

/** What the emulator takes from `firestore.indexes.json`: TTL policies, vector indexes and query indexes. */
export function readIndexesFile(file: string): {
  ttlPolicies: TtlPolicy[];
  vectorIndexes: VectorIndex[];
  queryIndexes: QueryIndexes;
} {
  const indexes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return {
    ttlPolicies: ttlPoliciesOf(indexes),
    vectorIndexes: vectorIndexesOf(indexes),
    queryIndexes: queryIndexesOf(indexes),
  };
}

/**
 * Deletes every document whose TTL field holds a timestamp in the past, as Firestore's TTL does
 * (production removes them within a day; here within `intervalMs`, so a test can see it). Only
 * timestamps expire: other values and missing fields keep the document, as in production. Each
 * deletion is an ordinary commit with the document's update time as precondition, so listeners
 * hear of it and a document rewritten meanwhile stays.
 */
export function startTtlSweeper(
  service: FirestoreService,
  databases: DatabaseRegistry,
  policies: readonly TtlPolicy[],
  options: { intervalMs?: number; logger: Logger; now?: () => number },
): { sweep(): Promise<number>; stop(): void } {
  const now = options.now ?? Date.now;
  const sweep = async () => {
    let deleted = 0;
    for (const db of databases.all()) {
      for (const policy of policies) {
        const expired = [...db.store.inCollectionGroup(policy.collectionGroup, '')].filter((doc) => {
          const value = doc.fields.get(policy.field);
          return value?.kind === 'timestamp' && value.seconds * 1000 + value.nanos / 1e6 <= now();
        });
        for (const doc of expired) {
          const writes = [
            {
              path: doc.path,
              name: `${db.documentsRoot}/${doc.path}`,
              operation: { type: 'delete' as const },
              transforms: [],
              precondition: { updateTime: doc.updateTime },
            },
          ];
          await service.commit({ auth: ADMIN, db: db.id }, writes).then(
            () => {
              deleted += 1;
            },
            () => undefined, // changed since the scan: the next sweep looks again
          );
        }
      }
    }
    return deleted;
  };
  const timer =
    policies.length === 0
      ? undefined
      : setInterval(() => {
          sweep().catch((error: unknown) => options.logger.error('TTL sweep failed', error));
        }, options.intervalMs ?? 1000);
  timer?.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
