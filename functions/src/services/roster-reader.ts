// Reads a roster file as it arrives: csv-parse's streaming parser turns the bytes into records, the header row
// says where each field is, and the data rows come out a batch at a time, so a file of any length is held in
// memory one batch at a time.
import type { Readable } from 'node:stream';
import { matchRosterHeader, type RosterRole, rosterCells, rosterMessages } from '@appointments/domain';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '../http/api-error';

export interface RosterRecord {
  /** The line of the file the record is on (the header is line 1). */
  line: number;
  /** The cells by roster field, only for the columns the file has. */
  cells: Record<string, string>;
}

/** Longest record read, in characters: a roster row is a few hundred at most. */
const MAX_RECORD_SIZE = 64 * 1024;

const unreadable = (reason: string) => {
  const message = rosterMessages.fileUnreadable(reason);
  return badRequest(message, { file: message });
};

/**
 * The data rows of `source` in batches of `batchSize`. `lineOffset` is added to each line, for a part of a
 * file sent alone (its header row then its lines from `firstLine` on). A missing header, a column the role
 * needs missing, or bytes that are not CSV are a 400 naming `file`.
 */
export async function* rosterBatches(
  source: Readable,
  role: RosterRole,
  batchSize: number,
  lineOffset = 0,
): AsyncGenerator<RosterRecord[]> {
  const parser = source.pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: MAX_RECORD_SIZE,
    }),
  );
  source.on('error', (error) => parser.destroy(error));
  let indexes: Record<string, number> | undefined;
  let batch: RosterRecord[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!indexes) {
        const header = matchRosterHeader(role, record);
        if (!header.ok) throw badRequest(header.message, { file: header.message });
        indexes = header.indexes;
        continue;
      }
      // The parser counts to a record's last line; a quoted cell's line breaks say where it began.
      const breaks = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
      batch.push({ line: info.lines - breaks + lineOffset, cells: rosterCells(indexes, record) });
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(error.message);
    throw error;
  }
  if (!indexes) throw badRequest(rosterMessages.fileEmpty, { file: rosterMessages.fileEmpty });
  if (batch.length > 0) yield batch;
}
