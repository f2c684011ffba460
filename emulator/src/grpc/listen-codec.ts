import type { ListenEvent } from '../core/listen.js';
import type { Micros } from '../core/time.js';
import { documentToProto } from './document-codec.js';
import type { ListenResponse } from './generated/google/firestore/v1/ListenResponse.js';
import { microsToProto } from './value-codec.js';

/** Resume tokens are the snapshot version: 8 bytes, big-endian microseconds. */
export function encodeResumeToken(micros: Micros): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigInt64BE(BigInt(micros));
  return buffer;
}

/** The time a resume token of ours names; undefined for a token we did not issue. */
export function decodeResumeToken(token: Uint8Array | undefined): Micros | undefined {
  if (token?.length !== 8) return undefined;
  return Number(Buffer.from(token).readBigInt64BE()) as Micros;
}

export function listenEventToProto(event: ListenEvent, documentsRoot: string): ListenResponse {
  switch (event.type) {
    case 'targetChange':
      return {
        targetChange: {
          targetChangeType: event.change,
          targetIds: [...event.targetIds],
          readTime: event.readTime === undefined ? undefined : microsToProto(event.readTime),
          resumeToken: event.resumeToken === undefined ? undefined : encodeResumeToken(event.resumeToken),
          cause: event.cause,
        },
      };
    case 'documentChange':
      return {
        documentChange: {
          document: documentToProto(event.document, documentsRoot),
          targetIds: [...event.targetIds],
          removedTargetIds: [...event.removedTargetIds],
        },
      };
    case 'documentDelete':
      return {
        documentDelete: {
          document: `${documentsRoot}/${event.path}`,
          removedTargetIds: [...event.removedTargetIds],
          readTime: microsToProto(event.readTime),
        },
      };
    case 'documentRemove':
      return {
        documentRemove: {
          document: `${documentsRoot}/${event.path}`,
          removedTargetIds: [...event.removedTargetIds],
          readTime: microsToProto(event.readTime),
        },
      };
    case 'filter':
      return { filter: { targetId: event.targetId, count: event.count } };
  }
}
