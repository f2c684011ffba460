import type { EvaluationBudget } from '../budget.js';
import { nullValueError, RulesEvalError } from '../eval-errors.js';
import { type RulesValue, typeName, UNKNOWN } from '../values.js';
import { hasUnknown } from './arguments.js';
import { LIST_METHODS, SET_METHODS } from './collection-methods.js';
import { MAP_DIFF_METHODS, MAP_METHODS } from './map-methods.js';
import type { MethodTable } from './method-table.js';
import { BYTES_METHODS, LATLNG_METHODS, PATH_METHODS } from './other-methods.js';
import { STRING_METHODS } from './string-methods.js';
import { DURATION_METHODS, TIMESTAMP_METHODS } from './time-methods.js';

const TABLES: { readonly [T in RulesValue['type']]?: MethodTable<T> } = {
  string: STRING_METHODS,
  list: LIST_METHODS,
  set: SET_METHODS,
  map: MAP_METHODS,
  mapdiff: MAP_DIFF_METHODS,
  timestamp: TIMESTAMP_METHODS,
  duration: DURATION_METHODS,
  latlng: LATLNG_METHODS,
  bytes: BYTES_METHODS,
  path: PATH_METHODS,
};

type UntypedMethod = (
  receiver: RulesValue,
  args: readonly RulesValue[],
  budget: EvaluationBudget,
) => RulesValue;

/** `receiver.name(args)`: dispatches on the receiver's type. */
export function callMethod(
  receiver: RulesValue,
  name: string,
  args: readonly RulesValue[],
  budget: EvaluationBudget,
): RulesValue {
  if (receiver.type === 'unknown') return UNKNOWN;
  if (receiver.type === 'null') throw nullValueError();
  // The table is chosen by the receiver's type, so its methods accept this receiver; TypeScript cannot
  // correlate the two through the union, hence the widening cast.
  const table = TABLES[receiver.type] as Readonly<Record<string, UntypedMethod>> | undefined;
  if (!table || !Object.hasOwn(table, name)) {
    throw new RulesEvalError(`Function not found error: Name: [${name}] on ${typeName(receiver)}.`);
  }
  if (hasUnknown(args)) return UNKNOWN;
  return (table[name] as UntypedMethod)(receiver, args, budget);
}
