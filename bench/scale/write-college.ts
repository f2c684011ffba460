import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { PlannedWrite } from './documents';

const BATCH_SIZE = 500;
const IN_FLIGHT = 4;

/**
 * Commits the documents in batches of 500 (Firestore's limit per commit), a few commits at a time: one RPC
 * per 500 documents is what keeps 250,000 documents to a couple of minutes.
 */
export async function writeAll(
  db: Firestore,
  writes: Iterable<PlannedWrite>,
  progress: (written: number) => void,
): Promise<number> {
  let written = 0;
  let batch: WriteBatch = db.batch();
  let size = 0;
  const inFlight = new Set<Promise<void>>();
  let lastReport = 0;

  const flush = async () => {
    if (size === 0) return;
    const committed = size;
    const commit = batch
      .commit()
      .then(() => {
        written += committed;
        if (written - lastReport >= 20_000) {
          lastReport = written;
          progress(written);
        }
      })
      .finally(() => inFlight.delete(commit));
    inFlight.add(commit);
    batch = db.batch();
    size = 0;
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  };

  for (const write of writes) {
    const ref = db.doc(write.path);
    if (write.merge) batch.set(ref, write.data, { merge: true });
    else batch.set(ref, write.data);
    size += 1;
    if (size === BATCH_SIZE) await flush();
  }
  await flush();
  await Promise.all(inFlight);
  return written;
}
