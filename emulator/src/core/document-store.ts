import { lastSegment, parentCollectionPath, type StoredDocument } from './document.js';
import { compareSegments } from './value-order.js';

/**
 * The documents of one database, indexed by collection so that queries touch only the collections they
 * name instead of scanning everything.
 */
export class DocumentStore {
  private readonly documents = new Map<string, StoredDocument>();
  private readonly collections = new Map<string, Map<string, StoredDocument>>();
  private readonly collectionsById = new Map<string, Set<string>>();

  get size(): number {
    return this.documents.size;
  }

  get(path: string): StoredDocument | undefined {
    return this.documents.get(path);
  }

  put(doc: StoredDocument): void {
    this.documents.set(doc.path, doc);
    const collectionPath = parentCollectionPath(doc.path);
    let collection = this.collections.get(collectionPath);
    if (!collection) {
      collection = new Map();
      this.collections.set(collectionPath, collection);
      const id = lastSegment(collectionPath);
      let paths = this.collectionsById.get(id);
      if (!paths) {
        paths = new Set();
        this.collectionsById.set(id, paths);
      }
      paths.add(collectionPath);
    }
    collection.set(lastSegment(doc.path), doc);
  }

  delete(path: string): void {
    if (!this.documents.delete(path)) return;
    const collectionPath = parentCollectionPath(path);
    const collection = this.collections.get(collectionPath);
    if (!collection) return;
    collection.delete(lastSegment(path));
    if (collection.size === 0) {
      this.collections.delete(collectionPath);
      this.collectionsById.get(lastSegment(collectionPath))?.delete(collectionPath);
    }
  }

  clear(): void {
    this.documents.clear();
    this.collections.clear();
    this.collectionsById.clear();
  }

  all(): IterableIterator<StoredDocument> {
    return this.documents.values();
  }

  /** Documents directly in one collection. */
  inCollection(collectionPath: string): Iterable<StoredDocument> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /** Every collection with this id below `parentPath` ('' = anywhere), for collection-group queries. */
  *inCollectionGroup(collectionId: string, parentPath: string): Iterable<StoredDocument> {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    for (const collectionPath of this.collectionsById.get(collectionId) ?? []) {
      if (!collectionPath.startsWith(prefix)) continue;
      yield* this.inCollection(collectionPath);
    }
  }

  /** Every document anywhere below `parentPath` ('' = the whole database). */
  *descendants(parentPath: string): Iterable<StoredDocument> {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    for (const [collectionPath, collection] of this.collections) {
      if (collectionPath.startsWith(prefix)) yield* collection.values();
    }
  }

  /** Ids of collections directly below `parentPath` that hold a document at any depth, sorted. */
  collectionIdsUnder(parentPath: string): string[] {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    const ids = new Set<string>();
    for (const collectionPath of this.collections.keys()) {
      if (!collectionPath.startsWith(prefix)) continue;
      const rest = collectionPath.slice(prefix.length);
      const slash = rest.indexOf('/');
      ids.add(slash < 0 ? rest : rest.slice(0, slash));
    }
    return [...ids].sort((a, b) => compareSegments([a], [b]));
  }

  /**
   * Paths of documents in a collection that do not exist but have subcollections (ListDocuments'
   * `showMissing`).
   */
  missingParentsIn(collectionPath: string): string[] {
    const prefix = `${collectionPath}/`;
    const missing = new Set<string>();
    for (const path of this.collections.keys()) {
      if (!path.startsWith(prefix)) continue;
      const id = path.slice(prefix.length).split('/')[0] as string;
      const docPath = `${prefix}${id}`;
      if (!this.documents.has(docPath)) missing.add(docPath);
    }
    return [...missing];
  }
}
