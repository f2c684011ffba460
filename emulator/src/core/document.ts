import type { Micros } from './time.js';
import type { MapFields } from './value.js';

/** One stored document version. Immutable: writes replace it, so readers may hold on to it safely. */
export interface StoredDocument {
  /** Slash-joined segments below `documents/`, e.g. `users/alice/posts/p1`. */
  readonly path: string;
  readonly fields: MapFields;
  readonly createTime: Micros;
  readonly updateTime: Micros;
}

/** What one commit did to one document; listeners and rules see both sides. */
export interface DocumentChange {
  readonly path: string;
  readonly before: StoredDocument | undefined;
  readonly after: StoredDocument | undefined;
}

export function parentCollectionPath(documentPath: string): string {
  return documentPath.slice(0, documentPath.lastIndexOf('/'));
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
