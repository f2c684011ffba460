// `auditLog/{id}`: one admin action, written in the same transaction as the change it records (account
// approvals, declines, suspensions and deletions, roster applications, settings changes). Only the server
// reads or writes the log; admins see it through `GET /api/admin/audit`.
import * as z from 'zod/mini';
import { type TimestampLike, timestamp } from './fields';

export const AUDIT_ACTIONS = [
  'approve-account',
  'decline-account',
  'suspend-account',
  'delete-account',
  'apply-roster',
  'change-settings',
  'lift-booking-pause',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditLogEntryDocument = z.strictObject({
  action: z.enum(AUDIT_ACTIONS),
  /** The admin who acted, by uid and by the email they signed in with. */
  actorId: z.string(),
  actorEmail: z._default(z.string(), ''),
  at: timestamp(),
  /** The account acted on; null for a change of the college's settings. */
  role: z._default(z.nullable(z.enum(['student', 'teacher', 'admin'])), null),
  targetId: z._default(z.nullable(z.string()), null),
  targetName: z._default(z.string(), ''),
  targetEmail: z._default(z.string(), ''),
  /** What the change replaced and what it wrote: the changed values only. */
  before: z._default(z.nullable(z.record(z.string(), z.unknown())), null),
  after: z._default(z.nullable(z.record(z.string(), z.unknown())), null),
  /** Counts that say what the action removed or touched (a deletion's appointments, ratings, conversations). */
  details: z._default(z.record(z.string(), z.number()), () => ({})),
  /** Prefixes of the target's name and email, the actor's email and the action, for `?search=`. */
  searchKeys: z._default(z.array(z.string()), () => []),
});

export type AuditLogEntryDocument = z.output<typeof auditLogEntryDocument>;
export type AuditLogEntryInput = z.input<typeof auditLogEntryDocument>;

/** A new entry, every field checked and defaulted, as it is stored. */
export function buildAuditLogEntry(input: AuditLogEntryInput): AuditLogEntryDocument {
  return z.parse(auditLogEntryDocument, input);
}

/** An entry as `GET /api/admin/audit` answers it. */
export interface AuditLogEntry {
  _id: string;
  action: AuditAction;
  actorId: string;
  actorEmail: string;
  /** ISO 8601 instant. */
  at: string;
  role: 'student' | 'teacher' | 'admin' | null;
  targetId: string | null;
  targetName: string;
  targetEmail: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, number>;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const recordOrNull = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * A stored entry as the API answers it. Entries written before this schema (account deletions kept the
 * removed name and counts at the top level) read with the same meaning.
 */
export function readAuditLogEntry(id: string, data: Record<string, unknown>): AuditLogEntry {
  const at = data.at as Partial<TimestampLike> | undefined;
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries({
    ...(recordOrNull(data.details) ?? {}),
    ...Object.fromEntries(['appointments', 'ratings', 'conversations'].map((key) => [key, data[key]])),
  })) {
    if (typeof value === 'number') counts[key] = value;
  }
  const role = data.role;
  return {
    _id: id,
    action: (AUDIT_ACTIONS as readonly unknown[]).includes(data.action)
      ? (data.action as AuditAction)
      : 'delete-account',
    actorId: textOf(data.actorId),
    actorEmail: textOf(data.actorEmail),
    at: typeof at?.toDate === 'function' ? at.toDate().toISOString() : new Date(0).toISOString(),
    role: role === 'student' || role === 'teacher' || role === 'admin' ? role : null,
    targetId: typeof data.targetId === 'string' ? data.targetId : null,
    targetName: textOf(data.targetName) || textOf(data.name),
    targetEmail: textOf(data.targetEmail),
    before: recordOrNull(data.before),
    after: recordOrNull(data.after),
    details: counts,
  };
}
