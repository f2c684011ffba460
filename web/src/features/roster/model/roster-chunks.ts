// How the browser sends a roster to apply: in parts of a few hundred rows, so it can show progress between
// answers while the server does the work. Each part is the header row and a run of whole records with the
// file line it starts on (`?firstLine=`), so the server's line numbers are the file's. A row the preview
// refused is left out (it would be refused again), which keeps a duplicate's second line out of every part.

/** Rows per request: a few seconds of work, well inside any proxy's timeout. */
export const ROWS_PER_PART = 1000;

export interface RosterPart {
  /** The file line of the part's first record (the header is line 1). */
  firstLine: number;
  /** How many records the part has. */
  rows: number;
  /** The header row, then the part's records. */
  text: string;
}

interface CsvRecord {
  line: number;
  text: string;
}

/** The file's records as text with their first line; a quoted cell may hold line breaks. */
export function splitRecords(file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const text = file.replace(/^\uFEFF/, '');
  let start = 0;
  let line = 1;
  let startLine = 1;
  let quoted = false;
  for (let index = 0; index <= text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (index === text.length || (char === '\n' && !quoted)) {
      const record = text.slice(start, index).replace(/\r$/, '');
      if (record.trim() !== '') records.push({ line: startLine, text: record });
      start = index + 1;
      line += 1;
      startLine = line;
    } else if (char === '\n') {
      line += 1;
    }
  }
  return records;
}

/** The file in parts of at most `size` records, without the lines in `skip`, each part one run of lines. */
export function rosterParts(file: string, skip: ReadonlySet<number>, size = ROWS_PER_PART): RosterPart[] {
  const [header, ...records] = splitRecords(file);
  if (!header) return [];
  const parts: RosterPart[] = [];
  let current: CsvRecord[] = [];
  const close = () => {
    const first = current[0];
    if (first)
      parts.push({
        firstLine: first.line,
        rows: current.length,
        text: [header, ...current].map((r) => r.text).join('\n'),
      });
    current = [];
  };
  for (const record of records) {
    if (skip.has(record.line)) {
      close();
      continue;
    }
    const previous = current.at(-1);
    // A blank line between records would shift the server's numbering: a part is one run of lines.
    if (previous && record.line !== previous.line + previous.text.split('\n').length) close();
    current.push(record);
    if (current.length >= size) close();
  }
  close();
  return parts;
}
