import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError, badRequest } from '../http/api-error';

export interface UploadedFile {
  bytes: Buffer;
  declaredType: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the Cloud Functions platform, which reads the body before the app runs. */
    rawBody?: Buffer;
  }
}

/**
 * Reads the one file of a multipart/form-data body in `field`, refusing more than `maxBytes`
 * (413 with `tooLargeMessage`) and a body without it (400 with `missingMessage`).
 */
export function readSingleFile(
  req: Request,
  field: string,
  limits: { maxBytes: number; tooLargeMessage: string; missingMessage: string },
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limits.maxBytes, fields: 10 } });
    } catch {
      reject(badRequest(limits.missingMessage));
      return;
    }
    let file: UploadedFile | undefined;
    let failure: ApiError | undefined;
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new ApiError(413, limits.tooLargeMessage);
      });
      stream.on('end', () => {
        file = { bytes: Buffer.concat(chunks), declaredType: info.mimeType };
      });
    });
    parser.on('error', () => reject(badRequest(limits.missingMessage)));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.bytes.length === 0) reject(badRequest(limits.missingMessage));
      else resolve(file);
    });
    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
