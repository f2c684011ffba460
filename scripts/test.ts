// `npm test`: every check the project has, in one run, ending with a `N passed, N failed` line.
// Lanes run side by side, each writing its output to .local/test-logs/<lane>.log, printed when it ends:
// - checks: Biome (format, lint), import cycles, import boundaries, dead code, TypeScript in every workspace,
//   then every vitest project but the end-to-end one;
// - end-to-end 1…n: the end-to-end files, shared by their recorded seconds (scripts/lib/e2e-lanes.ts), each
//   lane on a stack of its own (TEST_STACK_SLOT, +10 a lane), so no two files ever share a clock or a store;
//   only the lane with the files that rely on the demo college seeds its stack.
// Arguments after `npm test --` go to one plain vitest run instead (no checks, no lanes).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { e2eTestFiles, readFileSeconds, readsDemoCollege, splitIntoLanes } from './lib/e2e-lanes';
import { highestTestSlot, repoRoot, testStackSlot } from './lib/stack-config';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** The vitest JSON report this step writes, if it is a vitest run. */
  report?: string;
}

interface StepResult {
  step: Step;
  ok: boolean;
  seconds: number;
  /** The step's last lines of output, kept for a step that fails without naming a failed test. */
  tail: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

/** Lines of each failure's message printed in the closing summary; the lane's log above has the rest. */
const failureLines = 12;
/** Lines of output kept from a step that fails with no failed test to name (a crash, a stack that never started). */
const tailLines = 30;

const localDir = resolve(repoRoot, '.local');
const logsDir = resolve(localDir, 'test-logs');
const typeCheckedProjects = [
  'tsconfig.json',
  'packages/domain',
  'emulator',
  'functions',
  'web',
  'web/src/service-worker',
];
/** Two stacks keep both cores busy without either waiting long for the other (docs/performance.md). */
const e2eLaneCount = Number(process.env.TEST_E2E_LANES ?? '2');
/** Lanes 0 and 10 by default; slots 4 and 5 stay free for the benches' own stacks. */
const slotStep = 10;

const reportPath = (lane: string) => resolve(localDir, `vitest-report-${lane}.json`);

function vitestStep(name: string, lane: string, args: string[], env?: NodeJS.ProcessEnv): Step {
  const report = reportPath(lane);
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
    report,
  };
}

/**
 * The static checks run niced: they start with the run, beside the two stacks' builds and starts that every
 * end-to-end file waits for, and the checks lane has minutes to spare, so they take the CPU the stacks leave.
 * Only these: the vitest projects after them wait on timers (the web units' `findBy`) that starve when niced.
 */
const niced = (step: Step): Step => ({
  ...step,
  command: 'nice',
  args: ['-n', '10', step.command, ...step.args],
});

function checkSteps(): Step[] {
  return [
    // Cycles have their own step (`npm run cycles` names every workspace, so none can drop out unseen).
    {
      name: 'Biome: format, lint',
      command: 'npx',
      args: ['biome', 'check', '.', '--skip=suspicious/noImportCycles'],
    },
    { name: 'Import cycles: every workspace', command: 'npm', args: ['run', '--silent', 'cycles'] },
    // web/src layering, and the emulator and the functions reached only through their public entries.
    {
      name: 'Import boundaries: web/src, emulator, functions',
      command: 'npm',
      args: ['run', '--silent', 'boundaries'],
    },
    // Unused files, exports and dependencies (knip.json); offline, a few seconds.
    { name: 'Dead code: every workspace', command: 'npm', args: ['run', '--silent', 'dead-code'] },
    ...typeCheckedProjects.map((project) => ({
      name: `TypeScript: ${project}`,
      command: 'npx',
      args: ['tsc', '-p', project],
    })),
  ].map(niced);
}

function e2eLanes(): Array<{ name: string; steps: Step[] }> {
  const lastSlot = testStackSlot + slotStep * (e2eLaneCount - 1);
  if (lastSlot > highestTestSlot)
    throw new Error(
      `TEST_STACK_SLOT ${testStackSlot} puts lane ${e2eLaneCount} on slot ${lastSlot}, whose ports reach the ` +
        `ephemeral range; the highest slot is ${highestTestSlot}`,
    );
  const files = e2eTestFiles();
  const seeded = new Set(files.filter((file) => readsDemoCollege(file)));
  const needsSeed = (file: string) => seeded.has(file);
  return splitIntoLanes(files, readFileSeconds(), e2eLaneCount, needsSeed).map((laneFiles, index) => {
    const lane = `e2e-${index + 1}`;
    const slot = String(testStackSlot + slotStep * index);
    const seed = laneFiles.some(needsSeed);
    return {
      name: lane,
      steps: [
        vitestStep(
          `Vitest: end-to-end ${index + 1} of ${e2eLaneCount} (${laneFiles.length} files, stack slot ${slot}${seed ? ', seeded' : ''})`,
          lane,
          ['--project', 'e2e', ...laneFiles],
          { TEST_STACK_SLOT: slot, TEST_STACK_SEED: seed ? '1' : '0' },
        ),
      ],
    };
  });
}

/** The last `size` non-blank lines written, without terminal colours. */
class OutputTail {
  private kept: string[] = [];
  private partial = '';
  constructor(private readonly size: number) {}
  add(text: string): void {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop() ?? '';
    this.kept.push(...lines.map(stripVTControlCharacters).filter((line) => line.trim() !== ''));
    this.kept = this.kept.slice(-this.size);
  }
  lines(): string[] {
    return [...this.kept, stripVTControlCharacters(this.partial)]
      .filter((line) => line.trim() !== '')
      .slice(-this.size);
  }
}

function runStep(step: Step, log: NodeJS.WritableStream): Promise<StepResult> {
  const started = Date.now();
  log.write(`\n▶ ${step.name}\n`);
  if (step.report) rmSync(step.report, { force: true });
  return new Promise((resolveStep) => {
    const child = spawn(step.command, step.args, {
      cwd: repoRoot,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = new OutputTail(tailLines);
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      stream.on('data', (chunk: Buffer) => tail.add(chunk.toString('utf8')));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? '✔' : '✘'} ${step.name} (${seconds} s)`);
      resolveStep({ step, ok: code === 0, seconds, tail: tail.lines() });
    });
  });
}

/** Runs a lane's steps one after another; prints the lane's whole output once it ends. */
async function runLane(name: string, steps: Step[]): Promise<StepResult[]> {
  const logFile = resolve(logsDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const results: StepResult[] = [];
  for (const step of steps) results.push(await runStep(step, log));
  await new Promise<void>((done) => log.end(done));
  console.log(`\n━━━━ ${name} (${logFile}) ━━━━\n${readFileSync(logFile, 'utf8')}`);
  return results;
}

function readReport(path: string | undefined): VitestReport | undefined {
  if (!path) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as VitestReport;
  } catch {
    return undefined;
  }
}

/** Totals over every step: a vitest step counts its tests (one failure if it crashed before reporting). */
function summarise(results: StepResult[]): { passed: number; failed: number; skipped: number } {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { step, ok } of results) {
    if (!step.report) {
      if (ok) passed += 1;
      else failed += 1;
      continue;
    }
    const report = readReport(step.report);
    if (!report) {
      failed += 1;
      continue;
    }
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  return { passed, failed, skipped };
}

/**
 * Every failed test and every file that failed to run, with the head of its message: the summary is the
 * tail of the output, which is all a CI page may keep.
 */
function failureSummary(results: StepResult[]): string[] {
  const lines: string[] = [];
  const head = (text: string) =>
    text
      .split('\n')
      .filter((line) => !/^\s+at /.test(line) || (line.includes(repoRoot) && !line.includes('node_modules')))
      .slice(0, failureLines)
      .map((line) => `    ${line}`);
  for (const { step, ok, tail } of results) {
    const before = lines.length;
    const report = readReport(step.report);
    for (const file of report?.testResults ?? []) {
      const path = file.name.replace(`${repoRoot}/`, '');
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed)
        lines.push(`✘ ${path} › ${test.fullName}`, ...head(test.failureMessages?.[0] ?? ''));
      if (failed.length === 0 && file.message) lines.push(`✘ ${path}`, ...head(file.message));
    }
    // A step that failed yet names no failed test (a crash, a stack that never started): its last lines.
    if (!ok && lines.length === before)
      lines.push(
        `✘ ${step.name}: failed with no failed test named; its last lines:`,
        ...tail.map((line) => `    ${line}`),
      );
  }
  return lines;
}

async function main(): Promise<void> {
  mkdirSync(logsDir, { recursive: true });
  const forwarded = process.argv.slice(2);
  const started = Date.now();
  const lanes =
    forwarded.length > 0
      ? [{ name: 'vitest', steps: [vitestStep('Vitest', 'vitest', forwarded)] }]
      : [
          {
            name: 'checks',
            steps: [
              ...checkSteps(),
              vitestStep('Vitest: every project but e2e', 'checks', ['--project', '!e2e']),
            ],
          },
          ...e2eLanes(),
        ];
  for (const lane of lanes) console.log(`▶ ${lane.name}: ${lane.steps.map((step) => step.name).join(' → ')}`);
  const results = (await Promise.all(lanes.map((lane) => runLane(lane.name, lane.steps)))).flat();

  const { passed, failed, skipped } = summarise(results);
  const allOk = results.every((result) => result.ok) && failed === 0;
  console.log('');
  for (const { step, ok, seconds } of results) console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  const failures = failureSummary(results);
  if (failures.length > 0) console.log(`\nFailures:\n${failures.join('\n')}`);
  console.log(`\nIn ${Math.round((Date.now() - started) / 1000)} s.`);
  console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(allOk ? 0 : 1);
}

await main();
