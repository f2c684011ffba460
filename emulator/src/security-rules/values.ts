/**
 * Values of the rules language. Integers are 64-bit (`bigint`) and floats are doubles, kept apart because
 * `is int` / `is float` must tell them apart even though `1 == 1.0`.
 */
export type RulesValue =
  | RulesNull
  | RulesBool
  | RulesInt
  | RulesFloat
  | RulesString
  | RulesBytes
  | RulesList
  | RulesMap
  | RulesSet
  | RulesTimestamp
  | RulesDuration
  | RulesLatLng
  | RulesPath
  | RulesMapDiff
  | RulesUnknown;

export interface RulesNull {
  readonly type: 'null';
}
export interface RulesBool {
  readonly type: 'bool';
  readonly value: boolean;
}
export interface RulesInt {
  readonly type: 'int';
  readonly value: bigint;
}
export interface RulesFloat {
  readonly type: 'float';
  readonly value: number;
}
export interface RulesString {
  readonly type: 'string';
  readonly value: string;
}
export interface RulesBytes {
  readonly type: 'bytes';
  readonly value: Uint8Array;
}
export interface RulesList {
  readonly type: 'list';
  readonly items: readonly RulesValue[];
}
export interface RulesMap {
  readonly type: 'map';
  readonly entries: ReadonlyMap<string, RulesValue>;
  /**
   * Only in query judgement: the map describes every document a query may return, so a key that is not
   * listed may or may not exist and reading it yields `unknown` instead of an error.
   */
  readonly open?: boolean;
}
export interface RulesSet {
  readonly type: 'set';
  /** Distinct by rules equality. */
  readonly items: readonly RulesValue[];
}
export interface RulesTimestamp {
  readonly type: 'timestamp';
  /** Nanoseconds since the Unix epoch. */
  readonly nanos: bigint;
}
export interface RulesDuration {
  readonly type: 'duration';
  readonly nanos: bigint;
}
export interface RulesLatLng {
  readonly type: 'latlng';
  readonly latitude: number;
  readonly longitude: number;
}
export interface RulesPath {
  readonly type: 'path';
  readonly segments: readonly string[];
}
export interface RulesMapDiff {
  readonly type: 'mapdiff';
  readonly left: RulesMap;
  readonly right: RulesMap;
}
/** A value that differs between the documents a query may return (query judgement only). */
export interface RulesUnknown {
  readonly type: 'unknown';
}

export const NULL: RulesNull = { type: 'null' };
export const TRUE: RulesBool = { type: 'bool', value: true };
export const FALSE: RulesBool = { type: 'bool', value: false };
export const UNKNOWN: RulesUnknown = { type: 'unknown' };

export const bool = (value: boolean): RulesBool => (value ? TRUE : FALSE);
export const int = (value: bigint | number): RulesInt => ({ type: 'int', value: BigInt(value) });
export const float = (value: number): RulesFloat => ({ type: 'float', value });
export const str = (value: string): RulesString => ({ type: 'string', value });
export const bytes = (value: Uint8Array): RulesBytes => ({ type: 'bytes', value });
export const list = (items: readonly RulesValue[]): RulesList => ({ type: 'list', items });
export const map = (entries: ReadonlyMap<string, RulesValue>, open = false): RulesMap =>
  open ? { type: 'map', entries, open } : { type: 'map', entries };
export const mapOf = (record: Record<string, RulesValue>): RulesMap => map(new Map(Object.entries(record)));
export const timestamp = (nanos: bigint): RulesTimestamp => ({ type: 'timestamp', nanos });
export const duration = (nanos: bigint): RulesDuration => ({ type: 'duration', nanos });
export const latlng = (latitude: number, longitude: number): RulesLatLng => ({
  type: 'latlng',
  latitude,
  longitude,
});
export const path = (segments: readonly string[]): RulesPath => ({ type: 'path', segments });

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

/** The type names accepted after `is`, and which values they admit. */
export const TYPE_CHECKS: Readonly<Record<string, (value: RulesValue) => boolean>> = {
  bool: (v) => v.type === 'bool',
  int: (v) => v.type === 'int',
  float: (v) => v.type === 'float',
  number: (v) => v.type === 'int' || v.type === 'float',
  string: (v) => v.type === 'string',
  bytes: (v) => v.type === 'bytes',
  list: (v) => v.type === 'list',
  map: (v) => v.type === 'map',
  set: (v) => v.type === 'set',
  timestamp: (v) => v.type === 'timestamp',
  duration: (v) => v.type === 'duration',
  latlng: (v) => v.type === 'latlng',
  path: (v) => v.type === 'path',
  map_diff: (v) => v.type === 'mapdiff',
  null: (v) => v.type === 'null',
};

/** Name used in error messages, as Firestore spells its types. */
export function typeName(value: RulesValue): string {
  switch (value.type) {
    case 'mapdiff':
      return 'map_diff';
    default:
      return value.type;
  }
}
