/** A whole minute `hours` from now, as the API expects slot times (ISO, UTC). */
export function hoursFromNow(hours: number, minuteOffset = 0): string {
  const date = new Date(Date.now() + hours * 3_600_000);
  date.setUTCSeconds(0, 0);
  date.setUTCMinutes(date.getUTCMinutes() + minuteOffset);
  return date.toISOString();
}
