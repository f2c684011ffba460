import type { StoredDocument } from '../core/document.js';
import type { ListenEvent } from '../core/listen.js';
import { listenEventToProto } from './listen-codec.js';
import { firestoreServiceDefinition } from './protos.js';

type Serialize = (value: unknown) => Buffer;

/**
 * Encodes Listen responses, reusing the bytes when many streams receive the same message: a write seen by a
 * hundred listeners (firebase-admin gives every listener target id 1) is encoded once, not a hundred times.
 */
export class ListenEncoder {
  private readonly serialize: Serialize;
  private readonly documentChanges = new WeakMap<StoredDocument, Map<string, Buffer>>();
  private lastSnapshot: { key: string; bytes: Buffer } | undefined;

  constructor() {
    const method = firestoreServiceDefinition().Listen;
    if (!method) throw new Error('Listen is missing from the Firestore service definition.');
    this.serialize = method.responseSerialize as Serialize;
  }

  encode(event: ListenEvent, documentsRoot: string): Buffer {
    if (event.type === 'documentChange') {
      const key = `${documentsRoot}|${event.targetIds.join(',')}|${event.removedTargetIds.join(',')}`;
      let byTargets = this.documentChanges.get(event.document);
      if (!byTargets) {
        byTargets = new Map();
        this.documentChanges.set(event.document, byTargets);
      }
      let bytes = byTargets.get(key);
      if (!bytes) {
        bytes = this.serialize(listenEventToProto(event, documentsRoot));
        byTargets.set(key, bytes);
      }
      return bytes;
    }
    if (event.type === 'targetChange' && event.targetIds.length === 0 && event.change === 'NO_CHANGE') {
      const key = `${event.readTime}|${event.resumeToken}`;
      if (this.lastSnapshot?.key !== key) {
        this.lastSnapshot = { key, bytes: this.serialize(listenEventToProto(event, documentsRoot)) };
      }
      return this.lastSnapshot.bytes;
    }
    return this.serialize(listenEventToProto(event, documentsRoot));
  }
}
