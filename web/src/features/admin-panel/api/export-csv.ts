// The CSV exports: the server streams the file (spec columns, formula-safe, dated name); the browser counts the
// rows as they arrive, for the progress shown on the button, then saves it.
import { CSV_TOTAL_ROWS_HEADER, csvFileName, errorMessages, successMessages } from '@appointments/domain';
import { ApiRequestError } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export type ExportKind = 'teachers' | 'students';

export interface ExportedFile {
  fileName: string;
  /** The toast: the server's x-success-message header, or the spec's text. */
  message: string;
}

/** How far a streamed export has come: rows received so far, of `total` when the server said. */
export interface ExportProgress {
  rows: number;
  total: number | null;
  bytes: number;
}

function fileNameOf(disposition: string | null, kind: ExportKind): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? csvFileName(kind, new Date());
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function serverMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' && body.message !== '' ? body.message : errorMessages.exportFailed;
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts CSV records ending in the bytes seen so far. A line break inside a quoted cell is part of the cell;
 * an escaped quote ("") flips the state twice, so tracking one flag is enough. Quotes and line breaks are
 * ASCII, so counting bytes never splits a UTF-8 character wrongly.
 */
export function csvRecordCounter(): (chunk: Uint8Array) => number {
  let quoted = false;
  let records = 0;
  return (chunk) => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === NEWLINE && !quoted) records += 1;
    }
    return records;
  };
}

const totalOf = (response: Response): number | null => {
  const total = Number(response.headers.get(CSV_TOTAL_ROWS_HEADER));
  return response.headers.has(CSV_TOTAL_ROWS_HEADER) && Number.isFinite(total) ? total : null;
};

/** Reads the body chunk by chunk, telling `onProgress` the data rows (header excluded) received so far. */
async function readWithProgress(
  response: Response,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'text/csv';
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const total = totalOf(response);
  const count = csvRecordCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let rows = 0;
  onProgress({ rows, total, bytes });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    rows = Math.max(0, count(value) - 1);
    onProgress({ rows, total, bytes });
  }
  return new Blob(chunks, { type });
}

export async function exportCsv(
  kind: ExportKind,
  onProgress: (progress: ExportProgress) => void = () => {},
): Promise<ExportedFile> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`/api/admin/export/${kind}.csv`, {
      headers: { authorization: `Bearer ${(await bearerToken()) ?? ''}` },
      credentials: 'include',
    });
    if (!response.ok) throw new ApiRequestError(await serverMessage(response), response.status);
    // A connection closed mid-file (the server failed while streaming) rejects here: no partial file is saved.
    blob = await readWithProgress(response, onProgress);
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    throw new ApiRequestError(errorMessages.exportFailed, 0);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), kind);
  saveBlob(blob, fileName);
  return {
    fileName,
    message:
      response.headers.get('x-success-message') ??
      (kind === 'teachers' ? successMessages.teachersExported : successMessages.studentsExported),
  };
}
