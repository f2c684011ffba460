import type { SourcePosition } from './ast.js';

export interface RulesIssue {
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly severity: 'error' | 'warning';
}

/** Thrown by the lexer and parser to stop at the first syntax error. */
export class RulesSyntaxError extends Error {
  constructor(
    message: string,
    readonly pos: SourcePosition,
  ) {
    super(message);
  }
}
