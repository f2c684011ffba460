import type { Value } from '../../src/core/value.js';

/** Short constructors so tests read like the data they describe. */
export const v = {
  null: (): Value => ({ kind: 'null' }),
  bool: (value: boolean): Value => ({ kind: 'boolean', value }),
  int: (value: number | bigint): Value => ({ kind: 'integer', value: BigInt(value) }),
  dbl: (value: number): Value => ({ kind: 'double', value }),
  ts: (seconds: number, nanos = 0): Value => ({ kind: 'timestamp', seconds, nanos }),
  str: (value: string): Value => ({ kind: 'string', value }),
  bytes: (...value: number[]): Value => ({ kind: 'bytes', value: Uint8Array.from(value) }),
  ref: (path: string): Value => ({
    kind: 'reference',
    value: `projects/p/databases/(default)/documents/${path}`,
  }),
  geo: (latitude: number, longitude: number): Value => ({ kind: 'geopoint', latitude, longitude }),
  arr: (...values: Value[]): Value => ({ kind: 'array', values }),
  map: (fields: Record<string, Value>): Value => ({ kind: 'map', fields: new Map(Object.entries(fields)) }),
};

export const fields = (record: Record<string, Value>) => new Map(Object.entries(record));
