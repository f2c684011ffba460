import type { QuerySnapshot } from 'firebase/firestore';

/**
 * Turns a listener's snapshots into rows, converting only the documents each snapshot changed: every other
 * row stays the same object, so the memoised cards of a long list skip their render and a change shows
 * without the whole list being rebuilt. One reader per listener (a new listener starts from nothing).
 */
export function unchangedRowsReader<T>(
  fromData: (id: string, data: Record<string, unknown>) => T,
): (snapshot: QuerySnapshot) => T[] {
  const rowsById = new Map<string, T>();
  return (snapshot) => {
    for (const change of snapshot.docChanges()) {
      const { id } = change.doc;
      if (change.type === 'removed') rowsById.delete(id);
      else rowsById.set(id, fromData(id, change.doc.data()));
    }
    return snapshot.docs.map((document) => {
      const row = rowsById.get(document.id);
      return row === undefined ? fromData(document.id, document.data()) : row;
    });
  };
}
