import type { Value } from './value.js';

/**
 * A vector (`FieldValue.vector()`, `vector()` of the web SDK) travels and is stored as an ordinary map,
 * `{__type__: "__vector__", value: [numbers]}`. The backend recognises it by the type key alone, orders it
 * between arrays and maps, and only vectors take part in vector search.
 */
const TYPE_KEY = '__type__';
const VECTOR_TYPE = '__vector__';
const ELEMENTS_KEY = 'value';

export type VectorMap = Extract<Value, { kind: 'map' }>;

export function isVectorValue(value: Value | undefined): value is VectorMap {
  if (value?.kind !== 'map') return false;
  const type = value.fields.get(TYPE_KEY);
  return type?.kind === 'string' && type.value === VECTOR_TYPE;
}

/** The elements of a vector as the ordering sees them (a malformed vector has none). */
export function vectorElementValues(value: VectorMap): readonly Value[] {
  const elements = value.fields.get(ELEMENTS_KEY);
  return elements?.kind === 'array' ? elements.values : [];
}

/**
 * Stored values never change (a write replaces them), so each vector is converted to numbers once: a vector
 * query over thousands of documents then costs arithmetic, not conversions.
 */
const numbersCache = new WeakMap<VectorMap, readonly number[] | null>();

/** The numbers of a well-formed vector, or undefined for anything else (not a vector, a non-number element). */
export function vectorNumbers(value: Value | undefined): readonly number[] | undefined {
  if (!isVectorValue(value)) return undefined;
  let numbers = numbersCache.get(value);
  if (numbers === undefined) {
    numbers = toNumbers(value) ?? null;
    numbersCache.set(value, numbers);
  }
  return numbers ?? undefined;
}

function toNumbers(value: VectorMap): number[] | undefined {
  const elements = value.fields.get(ELEMENTS_KEY);
  if (elements?.kind !== 'array') return undefined;
  const numbers: number[] = [];
  for (const element of elements.values) {
    if (element.kind === 'double') numbers.push(element.value);
    else if (element.kind === 'integer') numbers.push(Number(element.value));
    else return undefined;
  }
  return numbers;
}
