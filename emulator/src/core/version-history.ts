import type { DocumentChange, StoredDocument } from './document.js';
import { DocumentStore } from './document-store.js';
import type { Micros } from './time.js';

/** Firestore serves reads at a past time within the last hour (without point-in-time recovery). */
export const READ_TIME_WINDOW_MICROS = 60 * 60 * 1_000_000;

interface Version {
  readonly time: Micros;
  readonly before: StoredDocument | undefined;
}

/**
 * Remembers, for an hour, what each document was before every change, so reads can pin a past `readTime`
 * (read-only transactions, `readTime` on reads). Documents with no recorded change are as they are now.
 */
export class VersionHistory {
  private readonly versions = new Map<string, Version[]>();

  record(changes: readonly DocumentChange[], time: Micros): void {
    const cutoff = time - READ_TIME_WINDOW_MICROS;
    for (const { path, before } of changes) {
      let list = this.versions.get(path);
      if (!list) {
        list = [];
        this.versions.set(path, list);
      }
      while (list.length > 0 && (list[0] as Version).time < cutoff) list.shift();
      list.push({ time, before });
    }
  }

  /**
   * The paths changed after `since`, or undefined when the history no longer reaches back that far (it keeps an
   * hour), so what changed since cannot be told.
   */
  changedSince(since: Micros, now: Micros): string[] | undefined {
    if (since < now - READ_TIME_WINDOW_MICROS) return undefined;
    const paths: string[] = [];
    for (const [path, list] of this.versions) {
      if ((list[list.length - 1]?.time ?? 0) > since) paths.push(path);
    }
    return paths;
  }

  clear(): void {
    this.versions.clear();
  }

  /** The document as it was at `readTime`: the state before the first change made after that time. */
  documentAt(
    current: StoredDocument | undefined,
    path: string,
    readTime: Micros,
  ): StoredDocument | undefined {
    const list = this.versions.get(path);
    if (!list) return current;
    const later = list.find((version) => version.time > readTime);
    return later ? later.before : current;
  }

  /** A store holding the whole database as it was at `readTime`, for queries at that time. */
  storeAt(current: DocumentStore, readTime: Micros): DocumentStore {
    const store = new DocumentStore();
    const paths = new Set<string>(this.versions.keys());
    for (const doc of current.all()) paths.add(doc.path);
    for (const path of paths) {
      const doc = this.documentAt(current.get(path), path, readTime);
      if (doc) store.put(doc);
    }
    return store;
  }
}
