import { randomUUID } from 'node:crypto';
import type { Caller } from './caller.js';
import type { WritableMetadata } from './types.js';

/** Abandoned sessions hold bytes in memory; after this long they are dropped. */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A resumable upload in progress. Its bytes live here, apart from the store, so the object appears only when
 * the session is finalized and a failed or abandoned upload leaves nothing behind.
 */
export interface UploadSession {
  readonly id: string;
  readonly bucket: string;
  readonly name: string;
  readonly metadata: WritableMetadata;
  /** Bound at start: the session URL is a capability, as in production. */
  readonly caller: Caller;
  /** Total size the client announced, if it did. */
  readonly expectedSize: number | undefined;
  readonly createDownloadToken: boolean;
  readonly ifGenerationMatch: string | undefined;
  readonly chunks: Buffer[];
  received: number;
  readonly createdAt: number;
}

export type NewUploadSession = Omit<UploadSession, 'id' | 'chunks' | 'received' | 'createdAt'>;

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  create(init: NewUploadSession): UploadSession {
    this.dropExpired();
    const session: UploadSession = {
      ...init,
      id: randomUUID(),
      chunks: [],
      received: 0,
      createdAt: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    return this.sessions.get(id);
  }

  append(session: UploadSession, data: Buffer): void {
    if (data.length === 0) return;
    session.chunks.push(data);
    session.received += data.length;
  }

  bytes(session: UploadSession): Buffer {
    return Buffer.concat(session.chunks, session.received);
  }

  delete(id: string): void {
    this.sessions.delete(id);
  }

  clear(): void {
    this.sessions.clear();
  }

  private dropExpired(): void {
    const cutoff = Date.now() - SESSION_LIFETIME_MS;
    for (const [id, session] of this.sessions) if (session.createdAt < cutoff) this.sessions.delete(id);
  }
}
