// `npm run e2e:file-seconds [-- <clone>…]`: after `npm test`, writes the seconds each end-to-end file took to
// e2e/file-seconds.json, from which the next runs share the files between their stacks (scripts/lib/e2e-lanes.ts).
// Given the folders of several clones that ran the suite, each file's figure is the mean of their runs: one run
// on this machine swings a file by a fifth either way.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileSecondsPath, laneFileSeconds, type VitestFileResult } from './lib/e2e-lanes';
import { repoRoot } from './lib/stack-config';

const clones = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [repoRoot];
const runs: Array<Record<string, number>> = [];
for (const clone of clones) {
  const reportsDir = resolve(clone, '.local');
  if (!existsSync(reportsDir)) throw new Error(`${reportsDir} holds no test reports`);
  const run: Record<string, number> = {};
  for (const report of readdirSync(reportsDir).filter((name) => /^vitest-report.*\.json$/.test(name))) {
    const { testResults } = JSON.parse(readFileSync(resolve(reportsDir, report), 'utf8')) as {
      testResults: VitestFileResult[];
    };
    Object.assign(run, laneFileSeconds(testResults));
  }
  runs.push(run);
}

const files = [...new Set(runs.flatMap((run) => Object.keys(run)))].sort((a, b) => a.localeCompare(b));
const seconds = Object.fromEntries(
  files.map((file) => {
    const figures = runs.flatMap((run) => (run[file] === undefined ? [] : [run[file]]));
    return [file, Math.round(figures.reduce((total, figure) => total + figure, 0) / figures.length)];
  }),
);
writeFileSync(fileSecondsPath, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(
  `${files.length} end-to-end files timed over ${runs.length} run(s) → ${relative(repoRoot, fileSecondsPath)}`,
);
