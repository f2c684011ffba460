/** The n-th custom request a bench makes to its teacher: a distinct hour each, so approving them all never clashes. */
export function customRequest(teacherId: string, n: number, purpose: string) {
  return {
    teacherId,
    dateTime: new Date(Date.UTC(2031, 0, 1) + n * 3_600_000).toISOString(),
    purpose,
    bookingType: 'custom_request',
  };
}
