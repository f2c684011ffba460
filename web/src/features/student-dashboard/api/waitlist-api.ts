// The student's waitlist calls. Positions come from the API (a student may read only their own entries,
// so their place among others is counted on the server); the live entries say when to ask again.
import { groupSessionSuccess, type IsoDateTime, type WaitlistEntryAnswer } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { bearerToken } from '@/lib/session/bearer-token';

const FAILED = 'Something went wrong. Please try again.';

async function call<T>(path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  return apiRequest<T>(path, FAILED, { method, body, token: await bearerToken() });
}

export const fetchMyWaitlist = () => call<WaitlistEntryAnswer[]>('/student/waitlist', 'GET');

/** Runs a call with its toast: the server's reason when it fails (e.g. 409 for an expired offer). */
async function withToast(run: () => Promise<unknown>, success: string): Promise<void> {
  try {
    await run();
    notify.success(success);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : FAILED);
    throw error;
  }
}

export const joinWaitlist = (teacherId: string, dateTime: IsoDateTime | null) =>
  withToast(() => call('/student/waitlist', 'POST', { teacherId, dateTime }), groupSessionSuccess.joined);

export const leaveWaitlist = (id: string) =>
  withToast(() => call(`/student/waitlist/${encodeURIComponent(id)}`, 'DELETE'), groupSessionSuccess.left);

export const takeOffer = (offerId: string) =>
  withToast(
    () => call(`/student/waitlist/offers/${encodeURIComponent(offerId)}/accept`, 'POST'),
    groupSessionSuccess.taken,
  );

export const passOffer = (offerId: string) =>
  withToast(
    () => call(`/student/waitlist/offers/${encodeURIComponent(offerId)}/pass`, 'POST'),
    groupSessionSuccess.passed,
  );
