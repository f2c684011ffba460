import {
  type CollegeSettings,
  changedValues,
  checkCollegeSettings,
  mergeSettingsChange,
  readCollegeSettings,
} from '@appointments/domain';
import { type AuditActor, recordAudit } from '../data/audit-log';
import { collegeSettingsRef } from '../data/college-settings';
import { badRequest } from '../http/api-error';
import { db } from '../lib/firebase';

/**
 * Lays an admin's change (any part of the document) over the settings in force and stores the whole,
 * checked by the domain's schema: a bad value is answered 400 naming its field, and nothing is written.
 * The read, the write and the audit entry (the changed values before and after) are one transaction,
 * so two admins saving at once are recorded in the order they took effect.
 */
export async function changeCollegeSettings(
  change: unknown,
  actor: AuditActor,
  now: Date,
): Promise<CollegeSettings> {
  return db().runTransaction(async (transaction) => {
    const ref = collegeSettingsRef();
    const current = readCollegeSettings((await transaction.get(ref)).data());
    const checked = checkCollegeSettings(mergeSettingsChange(current, change));
    if (!checked.success) throw badRequest(checked.message, checked.errors);
    const { before, after } = changedValues(current, checked.data);
    if (Object.keys(after).length === 0) return checked.data;
    transaction.set(ref, checked.data);
    recordAudit(transaction, { action: 'change-settings', actor, at: now, before, after });
    return checked.data;
  });
}
