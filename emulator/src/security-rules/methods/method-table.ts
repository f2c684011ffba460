import type { EvaluationBudget } from '../budget.js';
import type { RulesValue } from '../values.js';

type Of<T extends RulesValue['type']> = Extract<RulesValue, { type: T }>;

export type Method<T extends RulesValue['type']> = (
  receiver: Of<T>,
  args: readonly RulesValue[],
  budget: EvaluationBudget,
) => RulesValue;

export type MethodTable<T extends RulesValue['type']> = Readonly<Record<string, Method<T>>>;
