// The CSV exports: the server builds the file (spec columns, formula-safe, dated name); the browser saves it.
import { csvFileName, errorMessages, successMessages } from '@appointments/domain';
import { ApiRequestError } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export type ExportKind = 'teachers' | 'students';

export interface ExportedFile {
  fileName: string;
  /** The toast: the server's x-success-message header, or the spec's text. */
  message: string;
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

export async function exportCsv(kind: ExportKind): Promise<ExportedFile> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/export/${kind}.csv`, {
      headers: { authorization: `Bearer ${(await bearerToken()) ?? ''}` },
      credentials: 'include',
    });
  } catch {
    throw new ApiRequestError(errorMessages.exportFailed, 0);
  }
  if (!response.ok) throw new ApiRequestError(await serverMessage(response), response.status);
  const fileName = fileNameOf(response.headers.get('content-disposition'), kind);
  saveBlob(await response.blob(), fileName);
  return {
    fileName,
    message:
      response.headers.get('x-success-message') ??
      (kind === 'teachers' ? successMessages.teachersExported : successMessages.studentsExported),
  };
}
