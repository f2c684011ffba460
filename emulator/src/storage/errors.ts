/**
 * A request the emulator refuses. Handlers throw it; the router turns it into the error JSON of whichever API
 * the request came through, so handlers never write error responses themselves.
 */
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** GCS-style reason (`invalid`, `notFound`, `forbidden`…), echoed in the JSON API's `errors[]`. */
    readonly reason = reasonFor(status),
  ) {
    super(message);
    this.name = 'StorageHttpError';
  }
}

function reasonFor(status: number): string {
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'required';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 412:
      return 'conditionNotMet';
    case 413:
      return 'uploadTooLarge';
    case 416:
      return 'requestedRangeNotSatisfiable';
    default:
      return 'backendError';
  }
}

export const badRequest = (message: string) => new StorageHttpError(400, message);
export const notFound = (message = 'Not Found.') => new StorageHttpError(404, message);
export const permissionDenied = (message: string) => new StorageHttpError(403, message);

export const uploadTooLarge = (limitBytes: number) =>
  new StorageHttpError(413, `Upload is larger than the emulator's limit of ${limitBytes} bytes.`);
