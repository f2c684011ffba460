export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The value seen most often (the first of equals), compared by `key`. */
export function mostFrequent<T>(values: readonly T[], key: (value: T) => string): T {
  const tally = new Map<string, { value: T; count: number }>();
  for (const value of values) {
    const k = key(value);
    const entry = tally.get(k) ?? { value, count: 0 };
    entry.count += 1;
    tally.set(k, entry);
  }
  let best: { value: T; count: number } | undefined;
  for (const entry of tally.values()) if (!best || entry.count > best.count) best = entry;
  if (!best) throw new Error('mostFrequent of nothing');
  return best.value;
}
