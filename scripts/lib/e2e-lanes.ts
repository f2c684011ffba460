import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from './stack-config';

/**
 * How the end-to-end files are shared between stacks that run side by side. Each lane is a vitest process
 * with its own stack (ports, build, clock), so files never meet: a file that moves its stack's clock or
 * counts the whole college runs as it does alone. What has to be chosen is only which files go together:
 * the longest first, each to the lane with the least work so far (longest-processing-time scheduling),
 * from the seconds each file took in a full run (`e2e/file-seconds.json`, refreshed by
 * `npm run e2e:file-seconds` after `npm test`).
 *
 * Only the files that rely on the demo college (its accounts, its teachers) need the stack's seed (about 35 s
 * of a lane's start on this machine, and the CPU of some 360 function runs the other lanes want too): they
 * all go to the first lane, and the other lanes start their stacks without it.
 */

const e2eRoot = resolve(repoRoot, 'e2e');
export const fileSecondsPath = resolve(e2eRoot, 'file-seconds.json');

/** Every end-to-end test file, relative to the repository, in a stable order. */
export function e2eTestFiles(): string[] {
  return readdirSync(e2eRoot, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts') && !path.split(/[\\/]/).includes('node_modules'))
    .map((path) => relative(repoRoot, join(e2eRoot, path)).split('\\').join('/'))
    .sort();
}

export function readFileSeconds(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(fileSecondsPath, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What the seed adds to a lane's start, in the seconds of `e2e/file-seconds.json`: in the four fresh-clone runs
 * of 2026-11-29 17:46–19:22 the seeded lane's first file started 29–42 s after the other lane's (35 on average).
 */
export const SEED_SECONDS = 35;

/** One file of a vitest JSON report, with the times it started and ended (ms since the epoch). */
export interface VitestFileResult {
  name: string;
  startTime: number;
  endTime: number;
}

/**
 * Each file of one lane's report with the moment it is counted from: the end of the file before it (or its own
 * start, for the first), since vitest counts a file's time from after its import, and a file's top-level work
 * (its data, its browser) runs while it is imported. In the order the files ran.
 */
export function laneFileWindows<File extends VitestFileResult>(
  results: File[],
): Array<{ file: File; from: number }> {
  let previousEnd: number | undefined;
  return [...results]
    .sort((a, b) => a.startTime - b.startTime)
    .map((file) => {
      const from = previousEnd === undefined ? file.startTime : Math.min(previousEnd, file.startTime);
      previousEnd = file.endTime;
      return { file, from };
    });
}

/** The seconds each end-to-end file of one lane's report took (`laneFileWindows`), by its path from `e2e/` on. */
export function laneFileSeconds(results: VitestFileResult[]): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const { file, from } of laneFileWindows(results)) {
    // From the clone that wrote the report: the path from its `e2e/` folder on.
    const name = file.name.split('\\').join('/');
    const at = name.lastIndexOf('/e2e/');
    if (at >= 0) seconds[name.slice(at + 1)] = Math.round((file.endTime - from) / 1000);
  }
  return seconds;
}

const relativeImport = /from '(\.{1,2}\/[^']+)'/g;
const seedDataImport = /from '[^']*scripts\/lib\/seed-data'/;

/**
 * Whether `file` (relative to the repository) relies on the demo college: the file itself, or an end-to-end
 * support module it imports, names `DEMO_ACCOUNTS` or imports the seed's data (scripts/lib/seed-data.ts).
 */
export function readsDemoCollege(file: string, seen = new Set<string>()): boolean {
  const path = resolve(repoRoot, file);
  if (seen.has(path)) return false;
  seen.add(path);
  const source = readFileSync(path, 'utf8');
  if (source.includes('DEMO_ACCOUNTS') || seedDataImport.test(source)) return true;
  for (const [, specifier] of source.matchAll(relativeImport)) {
    const target = resolve(dirname(path), `${specifier}.ts`);
    if (!target.startsWith(e2eRoot) || !existsSync(target)) continue;
    if (readsDemoCollege(relative(repoRoot, target), seen)) return true;
  }
  return false;
}

/** The middle of the known figures: what a file nobody has timed yet is taken to cost. */
function median(values: number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

/**
 * Shares `files` between `laneCount` lanes so that the slowest lane ends as early as it can: the files that
 * read the demo college to the first lane (whose start includes the seed), then the rest longest first, each
 * to the lane with the fewest seconds so far (ties to the lower lane, so the split is the same on every
 * machine). Lanes keep their files in name order.
 */
export function splitIntoLanes(
  files: string[],
  seconds: Record<string, number>,
  laneCount: number,
  needsSeed: (file: string) => boolean = () => false,
): string[][] {
  const fallback = median(Object.values(seconds));
  const costOf = (file: string) => seconds[file] ?? fallback;
  const lanes = Array.from({ length: Math.max(1, laneCount) }, () => ({ files: [] as string[], total: 0 }));
  const seeded = files.filter(needsSeed);
  const first = lanes[0] as (typeof lanes)[number];
  if (seeded.length > 0) {
    first.files.push(...seeded);
    first.total = SEED_SECONDS + seeded.reduce((total, file) => total + costOf(file), 0);
  }
  const longestFirst = files
    .filter((file) => !seeded.includes(file))
    .sort((a, b) => costOf(b) - costOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = lanes.reduce((best, lane) => (lane.total < best.total ? lane : best));
    lightest.files.push(file);
    lightest.total += costOf(file);
  }
  return lanes.map((lane) => lane.files.sort());
}
