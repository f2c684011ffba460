import { RE2JS, RE2JSException } from 're2js';
import { RulesEvalError } from './eval-errors.js';
import { MAX_REGEX_LENGTH } from './limits.js';

const cache = new Map<string, RE2JS>();
const MAX_CACHED = 256;

/**
 * Compiles with RE2 semantics (linear-time matching, no backreferences or lookaround), as Firestore does; a
 * pattern RE2 rejects is an evaluation error.
 */
export function compileRegex(pattern: string): RE2JS {
  const cached = cache.get(pattern);
  if (cached) return cached;
  if (pattern.length > MAX_REGEX_LENGTH) throw new RulesEvalError('Regular expression is too long.');
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch (error) {
    if (error instanceof RE2JSException)
      throw new RulesEvalError(`Invalid regular expression: ${error.message}`);
    throw error;
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}
