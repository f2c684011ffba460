import type { RulesValue } from './values.js';

/** Immutable chain of variable bindings: function parameters and `let`s over match wildcards over globals. */
export class Scope {
  constructor(
    private readonly bindings: ReadonlyMap<string, RulesValue>,
    private readonly parent?: Scope,
  ) {}

  lookup(name: string): RulesValue | undefined {
    return this.bindings.get(name) ?? this.parent?.lookup(name);
  }

  has(name: string): boolean {
    return this.bindings.has(name) || (this.parent?.has(name) ?? false);
  }

  extend(bindings: ReadonlyMap<string, RulesValue>): Scope {
    return new Scope(bindings, this);
  }
}
