/**
 * What each end-to-end file costs the machine: runs the end-to-end files in one lane on a seeded stack (all of
 * them, or those named), samples the machine's busy core-seconds every second, and prints per file its
 * busy core-seconds, wall seconds and tests, most expensive first. A file is counted from the end of the one
 * before it, so its import and top-level work count too (as in `npm run e2e:file-seconds`).
 *
 * The figure is machine-wide: run it on a quiet machine (it prints how busy the machine was for 5 s before).
 * All files take about 15 minutes.
 *
 * Usage: npx tsx bench/e2e-cpu/run.ts [e2e/browser/admin-panel.test.ts …]   (stack on TEST_STACK_SLOT, default 5)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { relative, resolve } from 'node:path';
import { laneFileWindows, type VitestFileResult } from '../../scripts/lib/e2e-lanes';
import { repoRoot } from '../../scripts/lib/stack-config';
import { machineBusySeconds } from '../support/process-cpu';

interface FileReport extends VitestFileResult {
  assertionResults: unknown[];
}

const files = process.argv.slice(2);
const report = resolve(tmpdir(), `e2e-cpu-${process.pid}.json`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Busy core-seconds at each second of the run, to read any instant's figure from. */
const samples: Array<{ at: number; busy: number }> = [];
function busyAt(at: number): number {
  const after = samples.findIndex((sample) => sample.at >= at);
  if (after <= 0) return samples[after === 0 ? 0 : samples.length - 1]?.busy ?? 0;
  const [before, next] = [samples[after - 1], samples[after]];
  if (!before || !next) return 0;
  return before.busy + ((next.busy - before.busy) * (at - before.at)) / (next.at - before.at);
}

const quietFrom = machineBusySeconds();
await sleep(5000);
console.log(`Machine before the run: ${((machineBusySeconds() - quietFrom) / 5).toFixed(2)} cores busy.`);

const sampler = setInterval(() => samples.push({ at: Date.now(), busy: machineBusySeconds() }), 1000);
const exitCode = await new Promise<number | null>((done) => {
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'e2e',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        CI: '1',
        TEST_STACK_SLOT: process.env.TEST_STACK_SLOT ?? '5',
        TEST_STACK_SEED: '1',
      },
    },
  );
  child.on('close', done);
});
clearInterval(sampler);

const results = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: FileReport[] }).testResults;
// Each file counted from the end of the one before it, as the lanes' split counts it.
const rows = laneFileWindows(results).map(({ file, from }) => ({
  file: relative(repoRoot, file.name),
  coreSeconds: busyAt(file.endTime) - busyAt(from),
  seconds: (file.endTime - from) / 1000,
  tests: file.assertionResults.length,
}));
console.log('| file | busy core-s | wall s | cores | tests |\n|---|--:|--:|--:|--:|');
for (const row of rows.sort((a, b) => b.coreSeconds - a.coreSeconds)) {
  const cores = row.coreSeconds / Math.max(row.seconds, 0.01);
  console.log(
    `| ${row.file} | ${row.coreSeconds.toFixed(1)} | ${row.seconds.toFixed(1)} | ${cores.toFixed(2)} | ${row.tests} |`,
  );
}
const total = rows.reduce((sum, row) => sum + row.coreSeconds, 0);
console.log(
  `All files: ${total.toFixed(0)} busy core-seconds in ${rows.reduce((sum, row) => sum + row.seconds, 0).toFixed(0)} s.`,
);
process.exitCode = exitCode ?? 1;
