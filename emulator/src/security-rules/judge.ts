import type { AllowStatement, FunctionDecl, Ruleset, RulesMethod, SourcePosition } from './ast.js';
import { EvaluationBudget } from './budget.js';
import { type DocumentAccessBudget, type DocumentAccessor, DocumentReader } from './document-reader.js';
import { RulesEvalError, RulesLimitError } from './eval-errors.js';
import { type Environment, Evaluator } from './evaluator.js';
import {
  findMatchedChains,
  MAX_PATH_SEGMENTS,
  type MatchedChain,
  type RequestSegment,
} from './path-matching.js';
import type { RulesDecision, RulesService } from './request-types.js';
import { Scope } from './scope.js';
import type { RulesValue } from './values.js';

/** Everything needed to judge one request, once `request` and `resource` have been built. */
export interface JudgeInput {
  readonly service: RulesService;
  readonly method: RulesMethod;
  readonly segments: readonly RequestSegment[];
  /** `request`, `resource`. */
  readonly globals: ReadonlyMap<string, RulesValue>;
  readonly accessor: DocumentAccessor | undefined;
  readonly accessBudget: DocumentAccessBudget;
}

type Outcome =
  | { readonly kind: 'granted' }
  | { readonly kind: 'false' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'error'; readonly error: RulesEvalError; readonly fatal: boolean };

const READ_METHODS: readonly RulesMethod[] = ['get', 'list'];
const WRITE_METHODS: readonly RulesMethod[] = ['create', 'update', 'delete'];

/** `allow read` covers get and list; `allow write` covers create, update and delete. */
export function allowCovers(allow: AllowStatement, method: RulesMethod): boolean {
  return allow.methods.some(
    (m) =>
      m === method ||
      (m === 'read' && READ_METHODS.includes(method)) ||
      (m === 'write' && WRITE_METHODS.includes(method)),
  );
}

const at = (pos: SourcePosition) => `L${pos.line}`;

/**
 * ORs every applicable `allow` of every `match` block whose pattern matches the whole path, stopping at the
 * first that grants. Errors make their statement false; exceeding a limit denies the request outright.
 */
export function judge(ruleset: Ruleset, input: JudgeInput): RulesDecision {
  if (input.segments.length > MAX_PATH_SEGMENTS) {
    return { allowed: false, reason: `Path has more than ${MAX_PATH_SEGMENTS} segments.` };
  }
  const budget = new EvaluationBudget();
  const documents = new DocumentReader(input.accessor, input.accessBudget);
  const globals = new Scope(input.globals);
  const failures: string[] = [];
  let location: SourcePosition | undefined;
  const method = `'${input.method}'`;
  for (const service of ruleset.services) {
    if (service.name !== input.service) continue;
    const { chains, truncated } = findMatchedChains(service.body, input.segments, ruleset.version);
    if (truncated)
      return { allowed: false, reason: 'The path matches the rules in too many ways to evaluate.' };
    for (const chain of chains) {
      const { evaluator, env } = prepareChain(service.body.functions, chain, globals, budget, documents);
      const block = (chain.at(-1) as MatchedChain[number]).block;
      for (const allow of block.body.allows) {
        if (!allowCovers(allow, input.method)) continue;
        const outcome = evaluateAllow(evaluator, allow, env);
        location = allow.pos;
        switch (outcome.kind) {
          case 'granted':
            return {
              allowed: true,
              reason: `allow ${allow.methods.join(', ')} @ ${at(allow.pos)}`,
              location: allow.pos,
            };
          case 'false':
            failures.push(`false for ${method} @ ${at(allow.pos)}`);
            break;
          case 'unknown':
            failures.push(`not provable for every document of the query for ${method} @ ${at(allow.pos)}`);
            break;
          case 'error': {
            const errorPos = outcome.error.pos ?? allow.pos;
            location = errorPos;
            failures.push(
              `${outcome.error.message} for ${method} @ ${at(allow.pos)}, evaluation error at ${at(errorPos)}:${errorPos.column} for ${method}`,
            );
            if (outcome.fatal) return { allowed: false, reason: failures.join(', '), location };
            break;
          }
        }
      }
    }
  }
  if (failures.length === 0) return { allowed: false, reason: `No matching allow statements for ${method}.` };
  return location
    ? { allowed: false, reason: failures.join(', '), location }
    : { allowed: false, reason: failures.join(', ') };
}

function prepareChain(
  serviceFunctions: readonly FunctionDecl[],
  chain: MatchedChain,
  globals: Scope,
  budget: EvaluationBudget,
  documents: DocumentReader,
): { evaluator: Evaluator; env: Environment } {
  const scopeByLevel = [globals];
  let scope = globals;
  for (const level of chain) {
    scope = scope.extend(level.variables);
    scopeByLevel.push(scope);
  }
  const functionsByLevel = [serviceFunctions, ...chain.map((level) => level.block.body.functions)];
  const evaluator = new Evaluator({ functionsByLevel, scopeByLevel, budget, documents });
  return { evaluator, env: { scope, level: chain.length, callDepth: 0 } };
}

function evaluateAllow(evaluator: Evaluator, allow: AllowStatement, env: Environment): Outcome {
  if (allow.condition === null) return { kind: 'granted' };
  try {
    const result = evaluator.evaluate(allow.condition, env);
    if (result.type === 'unknown') return { kind: 'unknown' };
    if (result.type !== 'bool') {
      return {
        kind: 'error',
        error: new RulesEvalError('Condition is not a bool.', allow.condition.pos),
        fatal: false,
      };
    }
    return result.value ? { kind: 'granted' } : { kind: 'false' };
  } catch (error) {
    if (error instanceof RulesEvalError)
      return { kind: 'error', error, fatal: error instanceof RulesLimitError };
    // A stack overflow can only come from hostile nesting that slipped past the parser's bounds; deny.
    if (error instanceof RangeError) {
      return {
        kind: 'error',
        error: new RulesLimitError('Evaluation is too deeply nested.', allow.pos),
        fatal: true,
      };
    }
    throw error;
  }
}
