// Stored documents carry Timestamps; the API's answers and the screens carry ISO 8601 text (entities.ts).
import { isTimestampLike, type TimestampLike } from './fields';

export type WithIsoTimes<T> = T extends TimestampLike
  ? string
  : T extends readonly (infer Item)[]
    ? WithIsoTimes<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithIsoTimes<T[Key]> }
      : T;

/** Every Timestamp in the value as ISO text, at any depth; everything else as it is. */
export function withIsoTimes<T>(value: T): WithIsoTimes<T> {
  if (isTimestampLike(value)) return value.toDate().toISOString() as WithIsoTimes<T>;
  if (Array.isArray(value)) return value.map(withIsoTimes) as WithIsoTimes<T>;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withIsoTimes(item)]),
    ) as WithIsoTimes<T>;
  }
  return value as WithIsoTimes<T>;
}
