import { calendarParts, floorDiv, NANOS_PER_DAY, NANOS_PER_MILLI, NANOS_PER_SECOND } from '../time-values.js';
import { duration, int, type RulesTimestamp, type RulesValue, timestamp } from '../values.js';
import { expectArity } from './arguments.js';
import type { MethodTable } from './method-table.js';

function part(name: string, read: (t: RulesTimestamp) => number | bigint) {
  return (receiver: RulesTimestamp, args: readonly RulesValue[]) => {
    expectArity(name, args, 0);
    return int(read(receiver));
  };
}

export const TIMESTAMP_METHODS: MethodTable<'timestamp'> = {
  year: part('year', (t) => calendarParts(t).year),
  month: part('month', (t) => calendarParts(t).month),
  day: part('day', (t) => calendarParts(t).day),
  hours: part('hours', (t) => calendarParts(t).hours),
  minutes: part('minutes', (t) => calendarParts(t).minutes),
  seconds: part('seconds', (t) => calendarParts(t).seconds),
  nanos: part('nanos', (t) => calendarParts(t).nanos),
  dayOfWeek: part('dayOfWeek', (t) => calendarParts(t).dayOfWeek),
  dayOfYear: part('dayOfYear', (t) => calendarParts(t).dayOfYear),
  toMillis: part('toMillis', (t) => floorDiv(t.nanos, NANOS_PER_MILLI)),
  date: (receiver, args) => {
    expectArity('date', args, 0);
    return timestamp(floorDiv(receiver.nanos, NANOS_PER_DAY) * NANOS_PER_DAY);
  },
  time: (receiver, args) => {
    expectArity('time', args, 0);
    return duration(receiver.nanos - floorDiv(receiver.nanos, NANOS_PER_DAY) * NANOS_PER_DAY);
  },
};

export const DURATION_METHODS: MethodTable<'duration'> = {
  // Both parts carry the duration's sign, truncating towards zero (-1.5s is -1 s and -500000000 ns).
  seconds: (receiver, args) => {
    expectArity('seconds', args, 0);
    return int(receiver.nanos / NANOS_PER_SECOND);
  },
  nanos: (receiver, args) => {
    expectArity('nanos', args, 0);
    return int(receiver.nanos % NANOS_PER_SECOND);
  },
};
