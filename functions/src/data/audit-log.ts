// The audit log's one writer. Call it inside the transaction of the change it records, so the change
// and its entry commit together or not at all:
//
//   await db().runTransaction(async (transaction) => {
//     … reads, then the change's writes …
//     recordAudit(transaction, { action: 'decline-account', actor, at: now, target: { role, id, name, email } });
//   });
//
// A batch works the same way (`recordAudit(batch, …)`): anything with `create(ref, data)`.
import {
  type AuditAction,
  type AuditLogEntryInput,
  auditActionLabels,
  buildAuditLogEntry,
  collections,
  searchKeysOf,
} from '@appointments/domain';
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** The admin who acted: `callerOf(req)` passes as it is. */
export interface AuditActor {
  uid: string;
  email?: string | undefined;
}

export interface AuditTarget {
  role: 'student' | 'teacher' | 'admin';
  /** The account; left out for a roster application, whose target is a file (its name in `name`). */
  id?: string;
  name?: string;
  email?: string;
}

export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  at: Date;
  /** The account acted on; leave out for a settings change. */
  target?: AuditTarget;
  /** The changed values before and after, by field path. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Counts of what the action touched (a deletion's appointments, ratings, conversations). */
  details?: Record<string, number>;
}

interface Writer {
  create(ref: DocumentReference, data: Record<string, unknown>): unknown;
}

export function recordAudit(writer: Writer, record: AuditRecord): DocumentReference {
  const ref = db().collection(collections.auditLog).doc();
  const actorEmail = record.actor.email ?? '';
  const entry: AuditLogEntryInput = {
    action: record.action,
    actorId: record.actor.uid,
    actorEmail,
    at: Timestamp.fromDate(record.at),
    role: record.target?.role ?? null,
    targetId: record.target?.id ?? null,
    targetName: record.target?.name ?? '',
    targetEmail: record.target?.email ?? '',
    before: record.before ?? null,
    after: record.after ?? null,
    details: record.details ?? {},
    searchKeys: searchKeysOf({
      texts: [record.target?.name, auditActionLabels[record.action], record.target?.role],
      emails: [record.target?.email, actorEmail],
    }),
  };
  writer.create(ref, buildAuditLogEntry(entry) as unknown as Record<string, unknown>);
  return ref;
}
