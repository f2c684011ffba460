// `npm run boundaries`: fails when web/src breaks its layering (scripts/lib/import-boundaries.ts), or when code
// outside the emulator or the functions imports their insides instead of their public entries
// (scripts/lib/package-boundaries.ts).
import { resolve } from 'node:path';
import { findViolations, readSourceTree, type SourceFile } from './lib/import-boundaries';
import { findPackageViolations } from './lib/package-boundaries';
import { repoRoot } from './lib/stack-config';

const webFiles = readSourceTree(resolve(repoRoot, 'web/src'));
const webViolations = findViolations(webFiles);
for (const v of webViolations) console.error(`web/src/${v.file}: '${v.specifier}': ${v.reason}`);
console.log(
  `Import boundaries, web/src: ${webFiles.length} files checked, ${webViolations.length} violation(s).`,
);

const codeFolders = ['scripts', 'bench', 'e2e', 'test', 'functions', 'emulator', 'web', 'packages'];
const repoFiles: SourceFile[] = codeFolders.flatMap((folder) =>
  readSourceTree(resolve(repoRoot, folder)).map((file) => ({ ...file, path: `${folder}/${file.path}` })),
);
const packageViolations = findPackageViolations(repoFiles);
for (const v of packageViolations) console.error(`${v.file}: '${v.specifier}': ${v.reason}`);
console.log(
  `Package boundaries (emulator, functions): ${repoFiles.length} files checked, ${packageViolations.length} violation(s).`,
);
process.exit(webViolations.length + packageViolations.length === 0 ? 0 : 1);
