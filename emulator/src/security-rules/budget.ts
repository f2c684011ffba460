import { RulesLimitError } from './eval-errors.js';
import { MAX_EXPRESSIONS_PER_REQUEST } from './limits.js';

/** Largest amount of per-character work (regex, case mapping, hashing, concatenation) one request may do. */
export const MAX_WORK_UNITS = 20_000_000;

/**
 * Counts what one request costs: evaluated expressions (Firestore's 1000 limit) and linear work on large
 * strings, so that a few cheap-looking expressions over a 1 MiB string cannot run for seconds.
 */
export class EvaluationBudget {
  private expressions = 0;
  private work = 0;

  constructor(
    private readonly maxExpressions = MAX_EXPRESSIONS_PER_REQUEST,
    private readonly maxWork = MAX_WORK_UNITS,
  ) {}

  countExpression(): void {
    this.expressions++;
    if (this.expressions > this.maxExpressions) {
      throw new RulesLimitError(
        `Exceeded maximum of ${this.maxExpressions} expressions evaluated per request.`,
      );
    }
  }

  chargeWork(units: number): void {
    this.work += units;
    if (this.work > this.maxWork)
      throw new RulesLimitError('Exceeded the evaluation work limit for one request.');
  }
}
