// One way to turn what storage and the API hand us into an instant.

/** ISO text, epoch milliseconds or a Date. */
export type DateInput = Date | string | number;

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

export function toMillis(value: DateInput): number {
  return toDate(value).getTime();
}

export function isValidDateInput(value: DateInput | null | undefined): value is DateInput {
  return value !== null && value !== undefined && Number.isFinite(toMillis(value));
}
