import type { BlockBody, MatchBlock, PatternSegment } from './ast.js';
import { path, type RulesValue, str, UNKNOWN } from './values.js';

/**
 * Stands for a document id that differs from document to document (query judgement). A literal pattern
 * segment never matches it, so rules that hold only for some ids are not relied upon.
 */
export const UNKNOWN_SEGMENT: unique symbol = Symbol('unknown segment');
export type RequestSegment = string | typeof UNKNOWN_SEGMENT;

/** Requests deeper than this are refused rather than matched (Firestore paths have at most 100 segments). */
export const MAX_PATH_SEGMENTS = 100;
/** Bounds the ways nested recursive wildcards can split one path, and the work spent finding them. */
export const MAX_MATCHED_CHAINS = 256;
const MAX_MATCH_STEPS = 10_000;

export interface MatchedLevel {
  readonly block: MatchBlock;
  readonly variables: ReadonlyMap<string, RulesValue>;
}

/** The `match` blocks, outermost first, whose concatenated patterns match the whole request path. */
export type MatchedChain = readonly MatchedLevel[];

export interface MatchResult {
  readonly chains: MatchedChain[];
  /** Set when the bounds cut the search short; the caller must then deny, since a grant may be missing. */
  readonly truncated: boolean;
}

export function findMatchedChains(
  body: BlockBody,
  segments: readonly RequestSegment[],
  version: '1' | '2',
): MatchResult {
  const chains: MatchedChain[] = [];
  let steps = 0;
  let truncated = false;
  const walk = (current: BlockBody, remaining: readonly RequestSegment[], chain: MatchedLevel[]) => {
    for (const block of current.matches) {
      for (const { consumed, variables } of matchPrefix(block.segments, remaining, version)) {
        steps++;
        if (chains.length >= MAX_MATCHED_CHAINS || steps > MAX_MATCH_STEPS) {
          truncated = true;
          return;
        }
        const next = [...chain, { block, variables }];
        if (consumed === remaining.length) chains.push(next);
        walk(block.body, remaining.slice(consumed), next);
      }
    }
  };
  walk(body, segments, []);
  return { chains, truncated };
}

interface PrefixMatch {
  readonly consumed: number;
  readonly variables: ReadonlyMap<string, RulesValue>;
}

/** All ways a block's pattern can match a prefix of the remaining path (several only with `{x=**}`). */
function matchPrefix(
  pattern: readonly PatternSegment[],
  remaining: readonly RequestSegment[],
  version: '1' | '2',
): PrefixMatch[] {
  const recursiveAt = pattern.findIndex((s) => s.kind === 'recursive');
  if (recursiveAt < 0) {
    const variables = matchFixed(pattern, remaining.slice(0, pattern.length));
    return variables && pattern.length <= remaining.length ? [{ consumed: pattern.length, variables }] : [];
  }
  const before = pattern.slice(0, recursiveAt);
  const after = pattern.slice(recursiveAt + 1);
  const recursive = pattern[recursiveAt] as Extract<PatternSegment, { kind: 'recursive' }>;
  // Version 1: `{x=**}` ends the path and takes everything (at least one segment); version 2: zero or more.
  const minimum = version === '1' ? 1 : 0;
  const results: PrefixMatch[] = [];
  for (let taken = minimum; before.length + taken + after.length <= remaining.length; taken++) {
    if (version === '1' && before.length + taken !== remaining.length) continue;
    const head = matchFixed(before, remaining.slice(0, before.length));
    const tailStart = before.length + taken;
    const tail = matchFixed(after, remaining.slice(tailStart, tailStart + after.length));
    if (!head || !tail) continue;
    const captured = remaining.slice(before.length, tailStart);
    const value = captured.includes(UNKNOWN_SEGMENT) ? UNKNOWN : path(captured as string[]);
    const variables = new Map([...head, [recursive.name, value], ...tail]);
    results.push({ consumed: tailStart + after.length, variables });
  }
  return results;
}

function matchFixed(
  pattern: readonly PatternSegment[],
  segments: readonly RequestSegment[],
): Map<string, RulesValue> | undefined {
  if (segments.length !== pattern.length) return undefined;
  const variables = new Map<string, RulesValue>();
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as PatternSegment;
    const actual = segments[i] as RequestSegment;
    if (expected.kind === 'literal') {
      if (actual !== expected.text) return undefined;
    } else {
      variables.set(expected.name, actual === UNKNOWN_SEGMENT ? UNKNOWN : str(actual));
    }
  }
  return variables;
}
