import { db, isEmulated } from './firebase';

/**
 * The time every rule is judged by. On the local stack a test can move it forward by writing
 * `{ offsetMs }` to `_emulator/clock`, so expiry and automatic updates are testable without
 * waiting; in production the document is never read.
 */
export async function currentTime(): Promise<Date> {
  if (!isEmulated()) return new Date();
  const snapshot = await db().doc('_emulator/clock').get();
  const offsetMs = snapshot.get('offsetMs');
  return new Date(Date.now() + (typeof offsetMs === 'number' ? offsetMs : 0));
}
