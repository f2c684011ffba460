import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

// biome-ignore lint/suspicious/noExplicitAny: a reference of any document kind; each keeps its own type below.
type AnyReference = DocumentReference<any>;

type SnapshotsOf<Refs extends readonly AnyReference[]> = {
  [Index in keyof Refs]: Refs[Index] extends DocumentReference<infer Stored>
    ? DocumentSnapshot<Stored>
    : never;
};

/**
 * Several documents of different kinds in one round trip (`getAll`), each snapshot typed by its reference's
 * converter (the SDK reads each through its own). `getAll` itself types every reference alike.
 */
export async function readAll<const Refs extends readonly AnyReference[]>(
  reader: Transaction | { getAll: Transaction['getAll'] },
  ...refs: Refs
): Promise<SnapshotsOf<Refs>> {
  return (await reader.getAll(...refs)) as SnapshotsOf<Refs>;
}
