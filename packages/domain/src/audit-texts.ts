// The words of the audit log: what each recorded action is called on the admin's audit page and in
// its search (typing 'approved' finds the approvals).
import type { AuditAction } from './documents/audit-log-entry';

export const auditActionLabels: Record<AuditAction, string> = {
  'approve-account': 'Account approved',
  'decline-account': 'Account declined',
  'suspend-account': 'Account suspended',
  'delete-account': 'Account deleted',
  'apply-roster': 'Roster applied',
  'change-settings': 'Settings changed',
  'lift-booking-pause': 'Booking pause lifted',
};

export const auditTexts = {
  pageTitle: 'Audit log',
  pageIntro:
    'Every approval, decline, suspension, deletion, roster application and settings change, newest first.',
  searchLabel: 'Search the audit log',
  searchPlaceholder: 'Name, email or action',
  empty: 'Nothing recorded yet.',
  emptySearch: 'No entry matches this search.',
  loadMore: 'Show older entries',
  loadFailed: 'Could not load the audit log. Please try again.',
  by: (actor: string) => `by ${actor}`,
  before: 'Before',
  after: 'After',
  settingsTarget: 'College settings',
} as const;

/** A changed value as the audit page shows it: lists joined, everything else as JSON text. */
export function auditValueText(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => String(item)).join(', ') || '(none)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The values a settings change replaced and wrote, by their dotted path ('booking.minNoticeMinutes'):
 * only those that differ, so the log says what changed rather than repeating the whole document.
 */
export function changedValues(
  before: unknown,
  after: unknown,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const walk = (a: unknown, b: unknown, path: string) => {
    const isObject = (value: unknown): value is Record<string, unknown> =>
      typeof value === 'object' && value !== null && !Array.isArray(value);
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        walk(a[key], b[key], path ? `${path}.${key}` : key);
      }
      return;
    }
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    was[path] = a ?? null;
    now[path] = b ?? null;
  };
  walk(before, after, '');
  return { before: was, after: now };
}
