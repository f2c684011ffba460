// `npm test`: every check the project has, in one run, ending with a `N passed, N failed` line.
// Steps: Biome (format, lint), import cycles and dead code in every workspace, import boundaries,
// TypeScript in every workspace, then every vitest project.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './lib/stack-config';

interface StepResult {
  name: string;
  ok: boolean;
}

const typeCheckedProjects = ['tsconfig.json', 'packages/domain', 'emulator', 'functions', 'web'];
const vitestReport = resolve(repoRoot, '.local/vitest-report.json');

function run(name: string, command: string, args: string[]): StepResult {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  return { name, ok: result.status === 0 };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function readVitestReport(): VitestReport | undefined {
  try {
    return JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestReport;
  } catch {
    return undefined;
  }
}

const forwarded = process.argv.slice(2);
const steps: StepResult[] = [];
if (forwarded.length === 0) {
  // Cycles have their own step (`npm run cycles` names every workspace, so none can drop out unseen).
  steps.push(run('Biome: format, lint', 'npx', ['biome', 'check', '.', '--skip=suspicious/noImportCycles']));
  steps.push(run('Import cycles: every workspace', 'npm', ['run', '--silent', 'cycles']));
  // web/src layering (shared → features/* → app, features through each other's index.ts), and the emulator and
  // the functions reached only through their public entries; a few seconds.
  steps.push(
    run('Import boundaries: web/src, emulator, functions', 'npm', ['run', '--silent', 'boundaries']),
  );
  // Unused files, exports and dependencies (knip.json); offline, a few seconds.
  steps.push(run('Dead code: every workspace', 'npm', ['run', '--silent', 'dead-code']));
  for (const project of typeCheckedProjects) {
    steps.push(run(`TypeScript: ${project}`, 'npx', ['tsc', '-p', project]));
  }
}

mkdirSync(resolve(repoRoot, '.local'), { recursive: true });
rmSync(vitestReport, { force: true });
steps.push(
  run('Vitest: every project', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    ...forwarded,
  ]),
);

const report = readVitestReport();
const failedSteps = steps.filter((step) => !step.ok);
const failedChecks = failedSteps.filter((step) => !step.name.startsWith('Vitest')).length;
const passed = (report?.numPassedTests ?? 0) + (steps.length - failedSteps.length - 1);
// A vitest run that crashed before writing its report still counts as a failure.
const vitestFailures = report
  ? report.numFailedTests
  : failedSteps.some((s) => s.name.startsWith('Vitest'))
    ? 1
    : 0;
const failed = vitestFailures + failedChecks;
const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);

console.log('');
for (const step of steps) console.log(`${step.ok ? '✔' : '✘'} ${step.name}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
