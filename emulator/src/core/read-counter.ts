/** How a document reached a client: each kind is billed by Firestore as document reads. */
export type ReadKind = 'get' | 'query' | 'aggregation' | 'listen' | 'list';

export interface ReadCounts {
  /** Billed reads: every document delivered, plus the aggregation reads. */
  readonly reads: number;
  readonly byOperation: Readonly<Record<ReadKind, number>>;
  /** Documents asked for by name that did not exist (delivered as "missing", not in `reads`). */
  readonly missingDocuments: number;
}

const READ_KINDS: readonly ReadKind[] = ['get', 'query', 'aggregation', 'listen', 'list'];

/** Firestore bills an aggregation one read per batch of up to 1,000 index entries matched, at least one. */
export const INDEX_ENTRIES_PER_AGGREGATION_READ = 1000;

export function aggregationReads(matched: number): number {
  return Math.max(1, Math.ceil(matched / INDEX_ENTRIES_PER_AGGREGATION_READ));
}

const zero = (): Record<ReadKind, number> => ({ get: 0, query: 0, aggregation: 0, listen: 0, list: 0 });

/**
 * Document reads of one database, whatever the transport (gRPC, REST, WebChannel) and whoever the caller
 * (admin or client): what a benchmark needs to show that a call reads what it returns and no more.
 */
export class ReadCounter {
  private counts = zero();
  private missing = 0;

  add(kind: ReadKind, documents: number): void {
    this.counts[kind] += documents;
  }

  addMissing(documents: number): void {
    this.missing += documents;
  }

  get byOperation(): Readonly<Record<ReadKind, number>> {
    return this.counts;
  }

  get missingDocuments(): number {
    return this.missing;
  }

  reset(): void {
    this.counts = zero();
    this.missing = 0;
  }
}

/** The counts of several databases (one project's) added up. */
export function sumReadCounts(counters: Iterable<ReadCounter>): ReadCounts {
  const byOperation = zero();
  let missingDocuments = 0;
  for (const counter of counters) {
    for (const kind of READ_KINDS) byOperation[kind] += counter.byOperation[kind];
    missingDocuments += counter.missingDocuments;
  }
  const reads = READ_KINDS.reduce((total, kind) => total + byOperation[kind], 0);
  return { reads, byOperation, missingDocuments };
}
