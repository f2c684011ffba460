/**
 * The emulator's own value model. Every transport converts to and from it, so Firestore's semantics
 * (ordering, equality, transforms, limits) are written once against these types.
 */
export type Value =
  | { readonly kind: 'null' }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'integer'; readonly value: bigint }
  | { readonly kind: 'double'; readonly value: number }
  | { readonly kind: 'timestamp'; readonly seconds: number; readonly nanos: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'bytes'; readonly value: Uint8Array }
  /** A full resource name: `projects/p/databases/d/documents/c/id`. */
  | { readonly kind: 'reference'; readonly value: string }
  | { readonly kind: 'geopoint'; readonly latitude: number; readonly longitude: number }
  | { readonly kind: 'array'; readonly values: readonly Value[] }
  | { readonly kind: 'map'; readonly fields: MapFields };

export type MapFields = ReadonlyMap<string, Value>;

export const NULL_VALUE: Value = { kind: 'null' };
export const INT64_MAX = 9223372036854775807n;
export const INT64_MIN = -9223372036854775808n;

export function isNumber(value: Value | undefined): value is Extract<Value, { kind: 'integer' | 'double' }> {
  return value !== undefined && (value.kind === 'integer' || value.kind === 'double');
}

export function isNaNValue(value: Value | undefined): boolean {
  return value !== undefined && value.kind === 'double' && Number.isNaN(value.value);
}

export function toNumber(value: Extract<Value, { kind: 'integer' | 'double' }>): number {
  return value.kind === 'integer' ? Number(value.value) : value.value;
}
