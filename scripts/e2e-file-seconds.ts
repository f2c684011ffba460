// `npm run e2e:file-seconds`: after `npm test`, writes the seconds each end-to-end file took to
// e2e/file-seconds.json, from which the next runs share the files between their stacks (scripts/lib/e2e-lanes.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileSecondsPath } from './lib/e2e-lanes';
import { repoRoot } from './lib/stack-config';

interface VitestFileResult {
  name: string;
  startTime: number;
  endTime: number;
}

const reportsDir = resolve(repoRoot, '.local');
const seconds: Record<string, number> = {};
for (const report of readdirSync(reportsDir).filter((name) => /^vitest-report.*\.json$/.test(name))) {
  const { testResults } = JSON.parse(readFileSync(resolve(reportsDir, report), 'utf8')) as {
    testResults: VitestFileResult[];
  };
  for (const file of testResults) {
    // From the clone that wrote the report: the path from its `e2e/` folder on.
    const name = file.name.split('\\').join('/');
    const at = name.lastIndexOf('/e2e/');
    if (at >= 0) seconds[name.slice(at + 1)] = Math.round((file.endTime - file.startTime) / 1000);
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(fileSecondsPath, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} end-to-end files timed → ${relative(repoRoot, fileSecondsPath)}`);
