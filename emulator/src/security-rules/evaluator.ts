import type { Expr, FunctionDecl } from './ast.js';
import type { EvaluationBudget } from './budget.js';
import { callGlobalFunction, callNamespaceFunction, isNamespace } from './builtins/global-functions.js';
import type { DocumentReader } from './document-reader.js';
import { nullValueError, RulesEvalError, RulesLimitError, undefinedPropertyError } from './eval-errors.js';
import { MAX_CALL_DEPTH } from './limits.js';
import { callMethod } from './methods/call-method.js';
import { indexValue, rangeValue } from './methods/indexing.js';
import { arithmetic, compare, contains, negate, not } from './operators.js';
import { evaluatePathLiteral } from './path-values.js';
import type { Scope } from './scope.js';
import { bool, FALSE, list, map, type RulesValue, TRUE, TYPE_CHECKS, typeName, UNKNOWN } from './values.js';

/** Where an expression is evaluated: its variables, and which functions it can see. */
export interface Environment {
  readonly scope: Scope;
  /** Index into the function tables: 0 = service body, n = n-th enclosing `match` of the matched chain. */
  readonly level: number;
  readonly callDepth: number;
}

export interface EvaluatorSetup {
  /** Functions declared at each level of the matched chain. */
  readonly functionsByLevel: readonly (readonly FunctionDecl[])[];
  /** Scope seen by code declared at each level: globals plus the wildcards of the matches up to it. */
  readonly scopeByLevel: readonly Scope[];
  readonly budget: EvaluationBudget;
  readonly documents: DocumentReader;
}

/**
 * Tree-walking evaluator. Errors are thrown as `RulesEvalError` and caught by `&&`, `||` and the caller;
 * in query judgement a value may be `unknown`, which propagates unless `&&` / `||` decide without it.
 */
export class Evaluator {
  constructor(private readonly setup: EvaluatorSetup) {}

  evaluate(expr: Expr, env: Environment): RulesValue {
    this.setup.budget.countExpression();
    try {
      return this.evaluateNode(expr, env);
    } catch (error) {
      if (error instanceof RulesEvalError) throw error.at(expr.pos);
      throw error;
    }
  }

  private evaluateNode(expr: Expr, env: Environment): RulesValue {
    switch (expr.kind) {
      case 'literal':
        return expr.value;
      case 'ident':
        return this.lookupVariable(expr.name, env);
      case 'member':
        return memberOf(this.evaluate(expr.object, env), expr.name);
      case 'index':
        return indexValue(this.evaluate(expr.object, env), this.evaluate(expr.index, env));
      case 'range':
        return rangeValue(
          this.evaluate(expr.object, env),
          this.evaluate(expr.start, env),
          this.evaluate(expr.end, env),
        );
      case 'call':
        return this.evaluateCall(expr, env);
      case 'unary': {
        const operand = this.evaluate(expr.operand, env);
        return expr.op === '!' ? not(operand) : negate(operand);
      }
      case 'binary':
        return this.evaluateBinary(expr, env);
      case 'ternary': {
        const condition = this.evaluate(expr.condition, env);
        if (condition.type === 'unknown') return UNKNOWN;
        if (condition.type !== 'bool') {
          throw new RulesEvalError(`Ternary condition must be bool, got ${typeName(condition)}.`);
        }
        return this.evaluate(condition.value ? expr.whenTrue : expr.whenFalse, env);
      }
      case 'is': {
        const operand = this.evaluate(expr.operand, env);
        if (operand.type === 'unknown') return UNKNOWN;
        return bool((TYPE_CHECKS[expr.typeName] as (v: RulesValue) => boolean)(operand));
      }
      case 'list':
        return list(expr.items.map((item) => this.evaluate(item, env)));
      case 'map':
        return this.evaluateMapLiteral(expr, env);
      case 'path':
        return evaluatePathLiteral(
          expr.pieces.map((piece) => (typeof piece === 'string' ? piece : this.evaluate(piece, env))),
        );
    }
  }

  private lookupVariable(name: string, env: Environment): RulesValue {
    const value = env.scope.lookup(name);
    if (value === undefined) throw new RulesEvalError(`Variable ${name} is not defined.`);
    return value;
  }

  private evaluateMapLiteral(expr: Extract<Expr, { kind: 'map' }>, env: Environment): RulesValue {
    const entries = new Map<string, RulesValue>();
    for (const entry of expr.entries) {
      const key = this.evaluate(entry.key, env);
      if (key.type === 'unknown') return UNKNOWN;
      if (key.type !== 'string') throw new RulesEvalError(`Map keys must be strings, got ${typeName(key)}.`);
      entries.set(key.value, this.evaluate(entry.value, env));
    }
    return map(entries);
  }

  private evaluateBinary(expr: Extract<Expr, { kind: 'binary' }>, env: Environment): RulesValue {
    switch (expr.op) {
      case '&&':
        return this.evaluateLogical(expr, env, false);
      case '||':
        return this.evaluateLogical(expr, env, true);
      case 'in':
        return contains(this.evaluate(expr.left, env), this.evaluate(expr.right, env));
      case '==':
      case '!=':
      case '<':
      case '<=':
      case '>':
      case '>=':
        return compare(expr.op, this.evaluate(expr.left, env), this.evaluate(expr.right, env));
      default:
        return arithmetic(expr.op, this.evaluate(expr.left, env), this.evaluate(expr.right, env));
    }
  }

  /**
   * `&&` and `||` decide without an erroring or unknown operand when the other one settles the result:
   * `error && false` is false and `error || true` is true, as documented for Firestore.
   */
  private evaluateLogical(
    expr: Extract<Expr, { kind: 'binary' }>,
    env: Environment,
    isOr: boolean,
  ): RulesValue {
    const decisive = isOr ? TRUE : FALSE;
    const left = this.evaluateCatching(expr.left, env);
    if (left === decisive) return decisive;
    const right = this.evaluateCatching(expr.right, env);
    if (right === decisive) return decisive;
    for (const side of [left, right]) {
      if (side instanceof RulesEvalError) throw side;
      if (side.type !== 'bool' && side.type !== 'unknown') {
        throw new RulesEvalError(`Unsupported operation error. Received: ${typeName(side)} ${expr.op} bool.`);
      }
    }
    return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : isOr ? FALSE : TRUE;
  }

  private evaluateCatching(expr: Expr, env: Environment): RulesValue | RulesEvalError {
    try {
      return this.evaluate(expr, env);
    } catch (error) {
      // Limits deny the whole request; only ordinary errors can be outweighed by the other operand.
      if (error instanceof RulesEvalError && !(error instanceof RulesLimitError)) return error;
      throw error;
    }
  }

  private evaluateCall(expr: Extract<Expr, { kind: 'call' }>, env: Environment): RulesValue {
    const { callee } = expr;
    const args = () => expr.args.map((arg) => this.evaluate(arg, env));
    if (callee.kind === 'ident') {
      const declared = this.findFunction(callee.name, env.level);
      if (declared) return this.callFunction(declared.decl, declared.level, args(), env);
      return callGlobalFunction(callee.name, args(), this.setup.documents, this.setup.budget);
    }
    if (callee.kind === 'member') {
      const target = callee.object;
      // Cross-service rules: storage.rules read Firestore documents with firestore.get() / firestore.exists().
      if (
        target.kind === 'ident' &&
        target.name === 'firestore' &&
        (callee.name === 'get' || callee.name === 'exists') &&
        !env.scope.has(target.name)
      ) {
        return callGlobalFunction(callee.name, args(), this.setup.documents, this.setup.budget);
      }
      if (target.kind === 'ident' && isNamespace(target.name) && !env.scope.has(target.name)) {
        return callNamespaceFunction(target.name, callee.name, args(), this.setup.budget);
      }
      const receiver = this.evaluate(target, env);
      return callMethod(receiver, callee.name, args(), this.setup.budget);
    }
    throw new RulesEvalError('Only functions and methods can be called.');
  }

  private findFunction(name: string, level: number): { decl: FunctionDecl; level: number } | undefined {
    for (let l = Math.min(level, this.setup.functionsByLevel.length - 1); l >= 0; l--) {
      const decl = this.setup.functionsByLevel[l]?.find((f) => f.name === name);
      if (decl) return { decl, level: l };
    }
    return undefined;
  }

  private callFunction(
    decl: FunctionDecl,
    level: number,
    args: RulesValue[],
    caller: Environment,
  ): RulesValue {
    if (args.length !== decl.params.length) {
      throw new RulesEvalError(
        `Function ${decl.name} expects ${decl.params.length} argument(s) but got ${args.length}.`,
      );
    }
    const callDepth = caller.callDepth + 1;
    if (callDepth > MAX_CALL_DEPTH) {
      throw new RulesLimitError(
        `Maximum function call depth (${MAX_CALL_DEPTH}) exceeded in '${decl.name}'.`,
      );
    }
    const baseScope = this.setup.scopeByLevel[level] ?? caller.scope;
    let scope = baseScope.extend(new Map(decl.params.map((param, i) => [param, args[i] as RulesValue])));
    for (const binding of decl.lets) {
      const value = this.evaluate(binding.value, { scope, level, callDepth });
      scope = scope.extend(new Map([[binding.name, value]]));
    }
    return this.evaluate(decl.result, { scope, level, callDepth });
  }
}

export function memberOf(object: RulesValue, name: string): RulesValue {
  switch (object.type) {
    case 'unknown':
      return UNKNOWN;
    case 'null':
      throw nullValueError();
    case 'map': {
      const value = object.entries.get(name);
      if (value !== undefined) return value;
      if (object.open) return UNKNOWN;
      throw undefinedPropertyError(name);
    }
    default:
      throw undefinedPropertyError(name);
  }
}
