import type { SourcePosition } from './ast.js';

/**
 * An error value of the rules language (missing field, wrong type, null dereference, …). It makes the
 * `allow` condition that raised it false, unless `&&` / `||` can decide without the erroring operand.
 */
export class RulesEvalError extends Error {
  constructor(
    message: string,
    public pos?: SourcePosition,
  ) {
    super(message);
  }

  /** Fills in the position of the innermost expression that knows it (set once, never overwritten). */
  at(pos: SourcePosition): this {
    this.pos ??= pos;
    return this;
  }
}

/**
 * A limit was exceeded (expression count, call depth, document accesses). Unlike an ordinary error it denies
 * the whole request: the remaining `allow` statements are not tried.
 */
export class RulesLimitError extends RulesEvalError {}

export const nullValueError = () => new RulesEvalError('Null value error.');
export const undefinedPropertyError = (name: string) =>
  new RulesEvalError(`Property ${name} is undefined on object.`);
