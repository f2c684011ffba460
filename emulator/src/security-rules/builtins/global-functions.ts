import type { EvaluationBudget } from '../budget.js';
import type { DocumentReader } from '../document-reader.js';
import { RulesEvalError } from '../eval-errors.js';
import { expectArity, hasUnknown } from '../methods/arguments.js';
import { type RulesValue, UNKNOWN } from '../values.js';
import { toBool, toFloat, toInt, toPath, toStringValue } from './conversions.js';

export { callNamespaceFunction, isNamespace } from './namespaces.js';

type GlobalFunction = (args: readonly RulesValue[], documents: DocumentReader) => RulesValue;

function documentFunction(name: string, after: boolean, existence: boolean): GlobalFunction {
  return (args, documents) => {
    expectArity(name, args, 1);
    const target = args[0] as RulesValue;
    return existence ? documents.exists(target, after) : documents.read(target, after);
  };
}

const GLOBAL_FUNCTIONS: Readonly<Record<string, GlobalFunction>> = {
  get: documentFunction('get', false, false),
  getAfter: documentFunction('getAfter', true, false),
  exists: documentFunction('exists', false, true),
  existsAfter: documentFunction('existsAfter', true, true),
  int: toInt,
  float: toFloat,
  string: toStringValue,
  bool: toBool,
  path: toPath,
  // Firestore logs the value; here it is only passed through.
  debug: (args) => {
    expectArity('debug', args, 1);
    return args[0] as RulesValue;
  },
};

export function callGlobalFunction(
  name: string,
  args: readonly RulesValue[],
  documents: DocumentReader,
  _budget: EvaluationBudget,
): RulesValue {
  if (!Object.hasOwn(GLOBAL_FUNCTIONS, name))
    throw new RulesEvalError(`Function not found error: Name: [${name}].`);
  if (name !== 'debug' && hasUnknown(args)) return UNKNOWN;
  return (GLOBAL_FUNCTIONS[name] as GlobalFunction)(args, documents);
}
