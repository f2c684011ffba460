import { CSV_TOTAL_ROWS_HEADER, errorMessages, successMessages } from '@appointments/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvRecordCounter, type ExportProgress, exportCsv } from './export-csv';

// The bearer comes from the Firebase session in the app; these tests check the streamed body's handling.
vi.mock('@/lib/session/bearer-token', () => ({ bearerToken: async () => 'id-token' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bytes = (text: string) => new TextEncoder().encode(text);

/** A response whose body arrives in the given pieces, as a streamed export does. */
function streamedResponse(pieces: string[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(bytes(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('csvRecordCounter', () => {
  it('counts records, not line breaks inside quoted cells, across chunk boundaries', () => {
    const count = csvRecordCounter();
    expect(count(bytes('Name,Email\n"Gus\nNew'))).toBe(1);
    expect(count(bytes('line",g@x.edu\n"Chloé ""CJ"""'))).toBe(2);
    expect(count(bytes(',c@x.edu\n'))).toBe(3);
  });
});

describe('exportCsv', () => {
  it('reports rows received of the total while the file streams in, then saves it whole', async () => {
    const pieces = ['\uFEFFName,Email\nAda,a@x.edu\n', 'Bea,b@x.edu\n"Cy, jr.",c', '@x.edu\n'];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamedResponse(pieces, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="students-2026-03-11.csv"',
          [CSV_TOTAL_ROWS_HEADER]: '3',
          'x-success-message': successMessages.studentsExported,
        }),
      ),
    );
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob instanceof Blob ? blob : undefined;
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const progress: ExportProgress[] = [];
    const file = await exportCsv('students', (step) => progress.push(step));
    expect(file).toEqual({ fileName: 'students-2026-03-11.csv', message: successMessages.studentsExported });
    expect(progress.map(({ rows, total }) => [rows, total])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(progress.at(-1)?.bytes).toBe(bytes(pieces.join('')).byteLength);
    // Byte for byte, the byte-order mark included (a text decode would drop it).
    const savedBytes = Array.from(new Uint8Array((await saved?.arrayBuffer()) ?? new ArrayBuffer(0)));
    expect(savedBytes).toEqual(Array.from(bytes(pieces.join(''))));
  });

  it('fails with the spec text when the connection breaks mid-file', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('Name\nAda\n'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    await expect(exportCsv('teachers')).rejects.toMatchObject({ message: errorMessages.exportFailed });
  });
});
