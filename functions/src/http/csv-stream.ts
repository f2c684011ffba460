import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type CsvColumn, csvHeader, csvRecord } from '@appointments/domain';
import { stringify } from 'csv-stringify';

/**
 * Writes a CSV (byte-order mark, header, one record per item) to `out` as the pages arrive, through
 * csv-stringify's stream: a page is read only once the previous one has been written out (back-pressure),
 * so memory holds one page whatever the number of items. Resolves with the number of items written.
 */
export async function writeCsvPages<Row>(
  out: Writable,
  columns: ReadonlyArray<CsvColumn<Row>>,
  pages: AsyncIterable<readonly Row[]>,
): Promise<number> {
  let written = 0;
  async function* records(): AsyncGenerator<string[]> {
    yield csvHeader(columns);
    for await (const page of pages) {
      for (const row of page) {
        written += 1;
        yield csvRecord(columns, row);
      }
    }
  }
  // A byte-order mark lets spreadsheet programs read the UTF-8 names correctly.
  await pipeline(Readable.from(records()), stringify({ bom: true }), out);
  return written;
}

/** The pages of `pages`, the first one already read: a failure before any byte is sent still gets a JSON error. */
export async function withFirstPage<Row>(pages: AsyncGenerator<Row[]>): Promise<AsyncIterable<Row[]>> {
  const first = await pages.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
}
