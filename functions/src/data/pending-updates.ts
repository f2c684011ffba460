import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { addDeltas, type Deltas } from './appointment-counters';

interface Entry {
  ref: DocumentReference;
  increments: Deltas;
  values: Record<string, unknown>;
}

/**
 * Collects the changes many deleted documents make to the same few documents (a teacher's
 * counters, say), so each is updated once in the transaction.
 */
export class PendingUpdates {
  private readonly entries = new Map<string, Entry>();

  private entry(ref: DocumentReference): Entry {
    const existing = this.entries.get(ref.path);
    if (existing) return existing;
    const created: Entry = { ref, increments: {}, values: {} };
    this.entries.set(ref.path, created);
    return created;
  }

  increment(ref: DocumentReference, deltas: Deltas): void {
    addDeltas(this.entry(ref).increments, deltas);
  }

  set(ref: DocumentReference, values: Record<string, unknown>): void {
    Object.assign(this.entry(ref).values, values);
  }

  /** Writes every collected change, except to documents the same transaction deletes. */
  apply(transaction: Transaction, deletedPaths: ReadonlySet<string>): void {
    for (const { ref, increments, values } of this.entries.values()) {
      if (deletedPaths.has(ref.path)) continue;
      const changes: Record<string, unknown> = { ...values };
      for (const [field, delta] of Object.entries(increments)) {
        if (delta !== 0 && !(field in values)) changes[field] = FieldValue.increment(delta);
      }
      if (Object.keys(changes).length > 0) transaction.update(ref, changes);
    }
  }
}
