import { randomUUID } from 'node:crypto';
import { fieldsToJson, timestampToRfc3339 } from '../codec/value-json.js';
import type { DocumentChange, StoredDocument } from '../core/document.js';
import { documentNameOf } from '../core/resource-path.js';
import { type Micros, microsToTimestamp } from '../core/time.js';
import { encodeDocumentEventData } from './document-event-data.js';
import type { FirestoreTrigger } from './trigger.js';
import { changedFieldPaths } from './update-mask.js';

/** One event for one trigger, ready to POST to the Functions emulator (the same bytes on every retry). */
export interface TriggerEvent {
  readonly id: string;
  readonly documentPath: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const rfc3339 = (micros: Micros) => timestampToRfc3339(microsToTimestamp(micros));

function jsonDocument(name: string, doc: StoredDocument, commitTime: Micros) {
  return {
    name,
    fields: fieldsToJson(doc.fields),
    createTime: rfc3339(doc.createTime),
    updateTime: rfc3339(doc.updateTime),
    readTime: rfc3339(commitTime),
  };
}

export function buildTriggerEvent(
  trigger: FirestoreTrigger,
  change: DocumentChange,
  commitTime: Micros,
): TriggerEvent {
  const id = randomUUID();
  const db = { projectId: trigger.projectId, databaseId: trigger.databaseId };
  const name = documentNameOf(db, change.path);
  const mask =
    change.before && change.after ? changedFieldPaths(change.before.fields, change.after.fields) : undefined;
  const time = rfc3339(commitTime);

  if (trigger.generation === 1) {
    const data: Record<string, unknown> = {};
    if (change.after) data.value = jsonDocument(name, change.after, commitTime);
    if (change.before) data.oldValue = jsonDocument(name, change.before, commitTime);
    if (mask) data.updateMask = { fieldPaths: mask };
    const context = {
      eventId: id,
      timestamp: time,
      eventType: trigger.eventType,
      resource: { name, service: 'firestore.googleapis.com' },
    };
    return {
      id,
      documentPath: change.path,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data, context }),
    };
  }

  // Binary-mode CloudEvent: attributes in ce- headers, the protobuf data base64-encoded, which is what the
  // Functions emulator's trigger route expects for application/protobuf (it decodes before calling the function).
  const headers: Record<string, string> = {
    'Content-Type': 'application/protobuf',
    'ce-specversion': '1.0',
    'ce-id': id,
    'ce-type': trigger.eventType,
    'ce-source': `//firestore.googleapis.com/projects/${db.projectId}/databases/${db.databaseId}`,
    'ce-subject': `documents/${change.path}`,
    'ce-time': time,
    'ce-project': db.projectId,
    'ce-database': db.databaseId,
    'ce-namespace': '(default)',
    'ce-document': change.path,
    'ce-location': 'us-central1',
  };
  // The emulator does not know who wrote; production says so with "unknown" as well.
  if (trigger.eventType.endsWith('.withAuthContext')) headers['ce-authtype'] = 'unknown';
  const data = encodeDocumentEventData(name, change.before, change.after, mask);
  return { id, documentPath: change.path, headers, body: Buffer.from(data).toString('base64') };
}
