import { lastSegment, parentCollectionPath, type StoredDocument } from './document.js';
import { FieldIndex } from './field-index.js';
import type { FieldPath } from './field-path.js';
import type { Value } from './value.js';
import { compareSegments } from './value-order.js';

/** An equality or `array-contains` condition a query's candidates can be looked up by. */
export interface IndexedCondition {
  readonly field: FieldPath;
  readonly op: 'EQUAL' | 'ARRAY_CONTAINS';
  readonly value: Value;
}

/**
 * The documents of one database, indexed by collection so that queries touch only the collections they
 * name instead of scanning everything, and within a collection by the fields queried with `==` or
 * `array-contains` (each field's index built at its first such query, then kept on every write).
 */
export class DocumentStore {
  private readonly documents = new Map<string, StoredDocument>();
  private readonly collections = new Map<string, Map<string, StoredDocument>>();
  private readonly collectionsById = new Map<string, Set<string>>();
  /** Collection path → condition field and kind → index. */
  private readonly fieldIndexes = new Map<string, Map<string, FieldIndex>>();

  get size(): number {
    return this.documents.size;
  }

  get(path: string): StoredDocument | undefined {
    return this.documents.get(path);
  }

  put(doc: StoredDocument): void {
    const previous = this.documents.get(doc.path);
    this.documents.set(doc.path, doc);
    const collectionPath = parentCollectionPath(doc.path);
    for (const index of this.fieldIndexes.get(collectionPath)?.values() ?? []) {
      if (previous) index.remove(previous);
      index.add(doc);
    }
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
    const previous = this.documents.get(path);
    if (!previous || !this.documents.delete(path)) return;
    const collectionPath = parentCollectionPath(path);
    for (const index of this.fieldIndexes.get(collectionPath)?.values() ?? []) index.remove(previous);
    const collection = this.collections.get(collectionPath);
    if (!collection) return;
    collection.delete(lastSegment(path));
    if (collection.size === 0) {
      this.collections.delete(collectionPath);
      this.fieldIndexes.delete(collectionPath);
      this.collectionsById.get(lastSegment(collectionPath))?.delete(collectionPath);
    }
  }

  clear(): void {
    this.documents.clear();
    this.collections.clear();
    this.collectionsById.clear();
    this.fieldIndexes.clear();
  }

  all(): IterableIterator<StoredDocument> {
    return this.documents.values();
  }

  /** Documents directly in one collection. */
  inCollection(collectionPath: string): Iterable<StoredDocument> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /**
   * Documents directly in one collection that may meet `condition` (all of them, or only those whose field
   * has the value, when it can be looked up).
   */
  inCollectionWhere(
    collectionPath: string,
    condition: IndexedCondition | undefined,
  ): Iterable<StoredDocument> {
    const collection = this.collections.get(collectionPath);
    if (!collection) return [];
    if (!condition) return collection.values();
    return (
      this.fieldIndex(collectionPath, collection, condition).matching(condition.value) ?? collection.values()
    );
  }

  /** Every collection with this id below `parentPath` ('' = anywhere), for collection-group queries. */
  *inCollectionGroup(
    collectionId: string,
    parentPath: string,
    condition?: IndexedCondition,
  ): Iterable<StoredDocument> {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    for (const collectionPath of this.collectionsById.get(collectionId) ?? []) {
      if (!collectionPath.startsWith(prefix)) continue;
      yield* this.inCollectionWhere(collectionPath, condition);
    }
  }

  private fieldIndex(
    collectionPath: string,
    collection: Map<string, StoredDocument>,
    condition: IndexedCondition,
  ): FieldIndex {
    let indexes = this.fieldIndexes.get(collectionPath);
    if (!indexes) {
      indexes = new Map();
      this.fieldIndexes.set(collectionPath, indexes);
    }
    const key = `${condition.op}:${JSON.stringify(condition.field)}`;
    let index = indexes.get(key);
    if (!index) {
      index = new FieldIndex(condition.field, condition.op === 'ARRAY_CONTAINS');
      for (const doc of collection.values()) index.add(doc);
      indexes.set(key, index);
    }
    return index;
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
