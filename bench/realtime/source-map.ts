// Just enough of the source map format (v3) to say which source file a position of a built file comes from,
// so a bench can group a browser CPU profile by the app's own files without a source-map dependency.

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...BASE64].map((char, index) => [char, index]));

/** The base-64 VLQ numbers of one mapping segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = digitOf.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Per generated line, the segments' generated columns and source indexes, in column order. */
export class SourceFileMap {
  private readonly lines: Array<Array<[column: number, source: number]>> = [];

  constructor(private readonly map: RawSourceMap) {
    let source = 0;
    for (const line of map.mappings.split(';')) {
      const segments: Array<[number, number]> = [];
      let column = 0;
      for (const segment of line ? line.split(',') : []) {
        const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        // Source line, column and name deltas follow; only the source index is needed here. A segment
        // without a source marks generated code that maps nowhere (-1).
        if (sourceDelta === undefined) segments.push([column, -1]);
        else {
          source += sourceDelta;
          segments.push([column, source]);
        }
      }
      this.lines.push(segments);
    }
  }

  /** The source of a 0-based line and column of the built file, or null where nothing maps. */
  sourceAt(line: number, column: number): string | null {
    const segments = this.lines[line] ?? [];
    let found: number | null = null;
    for (const [segmentColumn, source] of segments) {
      if (segmentColumn > column) break;
      found = source;
    }
    return found === null || found < 0 ? null : (this.map.sources[found] ?? null);
  }
}
