import { addToCalendarTexts, calendarFileName } from '@appointments/domain';
import { ApiRequestError } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

/**
 * The file comes from the API (it needs the session's token, so a plain link cannot fetch it) and is
 * handed to the browser as a download.
 */
export async function downloadCalendarFile(appointmentId: string): Promise<void> {
  const token = await bearerToken();
  let response: Response;
  try {
    response = await fetch(`/api/appointments/${encodeURIComponent(appointmentId)}/calendar.ics`, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiRequestError(addToCalendarTexts.downloadFailed, 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(envelope.message || addToCalendarTexts.downloadFailed, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(appointmentId);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
