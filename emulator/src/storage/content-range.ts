import { badRequest } from './errors.js';

// A resumable JSON-API `Content-Range` (written without the slash here, since star-slash would end a comment):
//  - `bytes *` + `/T` or `/*`: a status query, or a finalize when T equals what was received;
//  - `bytes A-B` + `/T` or `/*`: a chunk of known length, total known or not;
//  - `bytes A-*` + `/T` or `/*`: the rest of the object, streamed in this one request.
export type UploadRange =
  | { readonly kind: 'query'; readonly total: number | undefined }
  | {
      readonly kind: 'chunk';
      readonly start: number;
      readonly end: number | undefined;
      readonly total: number | undefined;
    };

export function parseUploadRange(header: string | undefined): UploadRange {
  if (header === undefined || header.trim() === '')
    return { kind: 'chunk', start: 0, end: undefined, total: undefined };
  const match = /^bytes\s+(?:\*|(\d+)-(\d+|\*))\/(\d+|\*)$/.exec(header.trim());
  if (!match) throw badRequest(`Invalid Content-Range: ${header}`);
  const [, start, end, total] = match;
  const totalSize = total === '*' || total === undefined ? undefined : Number(total);
  if (start === undefined) return { kind: 'query', total: totalSize };
  const range: UploadRange = {
    kind: 'chunk',
    start: Number(start),
    end: end === '*' || end === undefined ? undefined : Number(end),
    total: totalSize,
  };
  if (range.end !== undefined && range.end < range.start)
    throw badRequest(`Invalid Content-Range: ${header}`);
  return range;
}
