import type { DocumentChange, StoredDocument } from './document.js';
import { validateDocument } from './document-limits.js';
import type { DocumentStore } from './document-store.js';
import { EmulatorError, invalidArgument, Status } from './errors.js';
import { deleteField, type FieldPath, getField, setField } from './field-path.js';
import type { Micros } from './time.js';
import { applyTransforms, type FieldTransform } from './transforms.js';
import type { MapFields, Value } from './value.js';
import { fieldsIdentical } from './value-order.js';

export interface Precondition {
  readonly exists?: boolean;
  readonly updateTime?: Micros;
}

export type WriteOperation =
  /** Replace the document, or with a mask change only the masked fields. */
  | { readonly type: 'update'; readonly fields: MapFields; readonly mask?: readonly FieldPath[] }
  | { readonly type: 'delete' }
  /** Transforms only (the legacy `transform` operation). */
  | { readonly type: 'transform' }
  /** Check the precondition and write nothing: the web SDK's transactions send these for read documents. */
  | { readonly type: 'verify' };

export interface Write {
  /** Document path below `documents/`. */
  readonly path: string;
  /** Full resource name, for error messages. */
  readonly name: string;
  readonly operation: WriteOperation;
  readonly transforms: readonly FieldTransform[];
  readonly precondition?: Precondition;
}

export interface WriteResult {
  /** Absent after a delete or verify. */
  readonly updateTime?: Micros;
  readonly transformResults: readonly Value[];
}

export interface StagedWrites {
  readonly results: WriteResult[];
  /** Only documents whose content actually changed, in first-write order, with their final state. */
  readonly changes: DocumentChange[];
}

/**
 * Computes writes against a staging view without touching the store, so the whole commit fails or succeeds
 * as one, and the rules hook can judge every document's before and after first. `persistStaged` stores it.
 */
export function stageWrites(
  store: DocumentStore,
  writes: readonly Write[],
  commitTime: Micros,
): StagedWrites {
  const staged = new Map<string, StoredDocument | undefined>();
  const originals = new Map<string, StoredDocument | undefined>();
  const current = (path: string): StoredDocument | undefined =>
    staged.has(path) ? staged.get(path) : store.get(path);

  // Production refuses an update (exists precondition) of a document the same commit deleted before it.
  const deleted = new Set<string>();
  const results = writes.map((write) => {
    const before = current(write.path);
    if (!originals.has(write.path)) originals.set(write.path, store.get(write.path));
    if (write.precondition?.exists === true && deleted.has(write.path)) {
      throw invalidArgument(
        `Cannot update document ${write.name}: it is deleted earlier in the same commit.`,
      );
    }
    if (write.operation.type === 'delete') deleted.add(write.path);
    else if (write.operation.type !== 'verify') deleted.delete(write.path);
    checkPrecondition(write, before);
    const { doc, result } = applyOne(write, before, commitTime);
    if (write.operation.type !== 'verify') staged.set(write.path, doc);
    return result;
  });

  const changes: DocumentChange[] = [];
  for (const [path, after] of staged) {
    const before = originals.get(path);
    if (before !== after) changes.push({ path, before, after });
  }
  return { results, changes };
}

export function persistStaged(store: DocumentStore, staged: StagedWrites): void {
  for (const { path, after } of staged.changes) {
    if (after) store.put(after);
    else store.delete(path);
  }
}

function checkPrecondition(write: Write, doc: StoredDocument | undefined): void {
  const precondition = write.precondition;
  if (!precondition) return;
  if (precondition.exists === true && !doc) {
    throw new EmulatorError(Status.NOT_FOUND, `No document to update: ${write.name}`);
  }
  if (precondition.exists === false && doc) {
    throw new EmulatorError(Status.ALREADY_EXISTS, `Document already exists: ${write.name}`);
  }
  if (precondition.updateTime !== undefined && doc?.updateTime !== precondition.updateTime) {
    throw new EmulatorError(
      Status.FAILED_PRECONDITION,
      doc
        ? `The document ${write.name} was modified since the precondition's update time.`
        : `No document to update: ${write.name}`,
    );
  }
}

function applyOne(
  write: Write,
  before: StoredDocument | undefined,
  commitTime: Micros,
): { doc: StoredDocument | undefined; result: WriteResult } {
  const operation = write.operation;
  if (operation.type === 'delete') return { doc: undefined, result: { transformResults: [] } };
  if (operation.type === 'verify') return { doc: before, result: { transformResults: [] } };

  let fields: MapFields = before?.fields ?? new Map();
  if (operation.type === 'update') fields = operation.mask ? applyMask(fields, operation) : operation.fields;
  const transformed = applyTransforms(fields, write.transforms, commitTime);
  fields = transformed.fields;
  validateDocument(write.name, write.path, fields);

  // Firestore keeps the old update time when a write leaves the content as it was.
  if (before && fieldsIdentical(before.fields, fields)) {
    return { doc: before, result: { updateTime: before.updateTime, transformResults: transformed.results } };
  }
  const doc: StoredDocument = {
    path: write.path,
    fields,
    createTime: before?.createTime ?? commitTime,
    updateTime: commitTime,
  };
  return { doc, result: { updateTime: commitTime, transformResults: transformed.results } };
}

function applyMask(
  existing: MapFields,
  update: { readonly fields: MapFields; readonly mask?: readonly FieldPath[] },
): MapFields {
  let fields = existing;
  for (const path of update.mask ?? []) {
    const value = getField(update.fields, path);
    fields = value === undefined ? deleteField(fields, path) : setField(fields, path, value);
  }
  return fields;
}
