import { RulesEvalError } from './eval-errors.js';
import { type RulesTimestamp, timestamp } from './values.js';

export const NANOS_PER_MILLI = 1_000_000n;
export const NANOS_PER_SECOND = 1_000_000_000n;
export const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

/** Timestamps span 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z, as in Firestore. */
const MIN_NANOS = -62_135_596_800n * NANOS_PER_SECOND;
const MAX_NANOS = 253_402_300_800n * NANOS_PER_SECOND - 1n;

export function checkTimestampRange(value: RulesTimestamp): RulesTimestamp {
  if (value.nanos < MIN_NANOS || value.nanos > MAX_NANOS) throw new RulesEvalError('Timestamp out of range.');
  return value;
}

export const timestampFromMillis = (millis: number): RulesTimestamp =>
  timestamp(BigInt(Math.trunc(millis)) * NANOS_PER_MILLI);

/** Floor division for negative timestamps (before 1970). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** RFC 3339 with up to nanosecond digits, as in Firestore's `timestampValue`. */
export function timestampFromRfc3339(text: string): RulesTimestamp {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(text);
  const millis = match ? Date.parse(`${match[1]}${match[3]}`) : Number.NaN;
  if (!match || Number.isNaN(millis)) throw new RulesEvalError(`Invalid timestamp '${text}'.`);
  const fraction = BigInt((match[2] ?? '').padEnd(9, '0'));
  return checkTimestampRange(timestamp(BigInt(millis) * NANOS_PER_MILLI + fraction));
}

export interface CalendarParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly nanos: number;
  /** 1 = Monday … 7 = Sunday (ISO 8601). */
  readonly dayOfWeek: number;
  readonly dayOfYear: number;
}

export function calendarParts(value: RulesTimestamp): CalendarParts {
  const days = floorDiv(value.nanos, NANOS_PER_DAY);
  const nanosOfDay = value.nanos - days * NANOS_PER_DAY;
  const date = new Date(Number(days) * 86_400_000);
  const year = date.getUTCFullYear();
  const startOfYear = new Date(0);
  startOfYear.setUTCFullYear(year, 0, 1);
  const secondsOfDay = Number(nanosOfDay / NANOS_PER_SECOND);
  return {
    year,
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hours: Math.floor(secondsOfDay / 3600),
    minutes: Math.floor(secondsOfDay / 60) % 60,
    seconds: secondsOfDay % 60,
    nanos: Number(nanosOfDay % NANOS_PER_SECOND),
    dayOfWeek: ((date.getUTCDay() + 6) % 7) + 1,
    dayOfYear: Math.round((date.getTime() - startOfYear.getTime()) / 86_400_000) + 1,
  };
}

/** Midnight UTC of a calendar date; months and days out of range are errors, not rolled over. */
export function timestampFromDate(year: number, month: number, day: number): RulesTimestamp {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RulesEvalError(`Invalid date ${year}-${month}-${day}.`);
  }
  return checkTimestampRange(timestamp(BigInt(date.getTime()) * NANOS_PER_MILLI));
}
