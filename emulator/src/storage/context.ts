import type { StorageService } from './storage-service.js';
import type { UploadSessions } from './upload-sessions.js';

/** What the HTTP handlers of both APIs share. */
export interface StorageContext {
  readonly service: StorageService;
  readonly sessions: UploadSessions;
  /** Largest object accepted, in bytes. */
  readonly maxUploadBytes: number;
}

/** Room for multipart framing and the metadata part on top of the object's own bytes. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;
