// `npm run boundaries`: fails when web/src breaks its layering (see scripts/lib/import-boundaries.ts).
import { resolve } from 'node:path';
import { findViolations, readSourceTree } from './lib/import-boundaries';
import { repoRoot } from './lib/stack-config';

const sourceRoot = resolve(repoRoot, 'web/src');
const files = readSourceTree(sourceRoot);
const violations = findViolations(files);
for (const v of violations) console.error(`web/src/${v.file}: '${v.specifier}': ${v.reason}`);
console.log(`Import boundaries: ${files.length} files checked, ${violations.length} violation(s).`);
process.exit(violations.length === 0 ? 0 : 1);
