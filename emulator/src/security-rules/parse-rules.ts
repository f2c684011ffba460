import type { Ruleset } from './ast.js';
import { type RulesIssue, RulesSyntaxError } from './issues.js';
import { MAX_SOURCE_LENGTH } from './limits.js';
import { RulesetParser } from './ruleset-parser.js';

export interface ParseResult {
  /** Absent when there is any error-severity issue. */
  readonly ruleset?: Ruleset;
  readonly issues: RulesIssue[];
}

/** Parses a rules file. Stops at the first syntax error, whose position is exact (1-based line and column). */
export function parseRules(source: string, fileName = 'firestore.rules'): ParseResult {
  if (source.length > MAX_SOURCE_LENGTH) {
    return {
      issues: [
        {
          line: 1,
          column: 1,
          message: `Rules source exceeds ${MAX_SOURCE_LENGTH} characters.`,
          severity: 'error',
        },
      ],
    };
  }
  let parser: RulesetParser | undefined;
  try {
    parser = new RulesetParser(source);
    const ruleset = parser.parseRuleset(fileName);
    return { ruleset, issues: [...parser.warnings] };
  } catch (error) {
    if (error instanceof RulesSyntaxError) {
      const issue: RulesIssue = { ...error.pos, message: error.message, severity: 'error' };
      return { issues: [...(parser?.warnings ?? []), issue] };
    }
    throw error;
  }
}
