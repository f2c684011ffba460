import { parseRules, type Ruleset, type RulesIssue } from '../security-rules/index.js';

export interface RulesFile {
  readonly name: string;
  readonly content: string;
}

/** A parse problem, located in the file it came from. */
export interface RulesLoadIssue extends RulesIssue {
  readonly fileName: string;
}

export interface RulesLoadResult {
  /** True when the ruleset is now in force; false keeps the previous one. */
  readonly applied: boolean;
  readonly issues: readonly RulesLoadIssue[];
}

/** The key for rules that apply to every project without rules of its own (`--rules` without `--project`). */
export const ANY_PROJECT = '*';

/**
 * Parsed rulesets by key (a project id, or `*`). A ruleset with errors is never installed: the last good one
 * stays in force, so a typo while editing cannot leave data open (or suddenly closed).
 */
export class RulesetRegistry {
  private readonly rulesets = new Map<string, Ruleset>();

  load(key: string, files: readonly RulesFile[]): RulesLoadResult {
    const issues: RulesLoadIssue[] = [];
    const parsed: Ruleset[] = [];
    for (const file of files) {
      const result = parseRules(file.content, file.name);
      issues.push(...result.issues.map((issue) => ({ ...issue, fileName: file.name })));
      if (result.ruleset) parsed.push(result.ruleset);
    }
    const first = parsed[0];
    if (!first || parsed.length !== files.length) return { applied: false, issues };
    // Several files are one ruleset: their service blocks are ORed like blocks of one file.
    this.rulesets.set(key, { ...first, services: parsed.flatMap((r) => r.services) });
    return { applied: true, issues };
  }

  /** The project's own ruleset, else the one for every project, else none. */
  get(key: string): Ruleset | undefined {
    return this.rulesets.get(key) ?? this.rulesets.get(ANY_PROJECT);
  }

  clear(key: string): void {
    this.rulesets.delete(key);
  }
}

export function formatIssue(issue: RulesLoadIssue): string {
  return `${issue.fileName}:${issue.line}:${issue.column}: ${issue.severity}: ${issue.message}`;
}
