import type { AccessPolicy, RulesDecision } from '../core/access.js';
import type { RulesFile, RulesLoadResult } from './ruleset-registry.js';

/** The core's access policy, plus loading rulesets into it (from files or the emulator's HTTP route). */
export interface RulesHook extends AccessPolicy {
  /**
   * Replaces the project's ruleset (from `--rules` or `PUT …:securityRules`; `*` = every project without its
   * own). Reports the problems found; a ruleset with errors is not applied.
   */
  setRules?(projectId: string, files: readonly RulesFile[]): RulesLoadResult;
}

/** Every access is allowed and rulesets are only kept: for embedding and tests that do not exercise rules. */
export class AllowAllRules implements RulesHook {
  readonly rulesets = new Map<string, readonly RulesFile[]>();

  authorize(): RulesDecision {
    return { allowed: true };
  }

  setRules(projectId: string, files: readonly RulesFile[]): RulesLoadResult {
    this.rulesets.set(projectId, files);
    return { applied: true, issues: [] };
  }
}
