// Two packages are reached only through their public entries. The emulator (emulator/) through
// `@appointments/emulator` and its command line (emulator/bin, run as a process, not imported); the
// functions (functions/src) through `@appointments/functions/seed`, `…/backfill` and `…/app`. Code outside
// the package that imports a file inside it (`../../functions/src/data/accounts`, `../emulator/src/index.js`,
// `@appointments/emulator/src/…`) is reported, so the insides can change without touching scripts, benches
// and tests. Files inside a package may import their own package freely.
import { posix } from 'node:path';
import { importsOf, type SourceFile } from './import-boundaries';

interface FencedPackage {
  /** The package's folder, relative to the repository. */
  folder: string;
  /** Imports resolving under this folder (relative to the repository) are its insides. */
  inside: string;
  name: string;
  publicWay: string;
}

const fencedPackages: readonly FencedPackage[] = [
  {
    folder: 'emulator',
    inside: 'emulator',
    name: '@appointments/emulator',
    publicWay: "import '@appointments/emulator' or run emulator/bin/emulator.mjs",
  },
  {
    folder: 'functions',
    inside: 'functions/src',
    name: '@appointments/functions',
    publicWay: "import '@appointments/functions/seed', '…/backfill' or '…/app'",
  },
];

export interface PackageBoundaryViolation {
  /** Path relative to the repository, with forward slashes. */
  file: string;
  specifier: string;
  reason: string;
}

function isUnder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** The import's target relative to the repository, for relative imports and the packages' own subpaths. */
function targetOf(fromPath: string, specifier: string): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  }
  for (const fenced of fencedPackages) {
    // A subpath the package does not export names a file inside it (Node would refuse it anyway).
    if (specifier.startsWith(`${fenced.name}/src/`))
      return `${fenced.folder}/${specifier.slice(fenced.name.length + 1)}`;
  }
  return undefined;
}

/** `files` carry paths relative to the repository root. */
export function findPackageViolations(files: readonly SourceFile[]): PackageBoundaryViolation[] {
  const violations: PackageBoundaryViolation[] = [];
  for (const file of files) {
    for (const specifier of importsOf(file)) {
      const target = targetOf(file.path, specifier);
      if (target === undefined) continue;
      for (const fenced of fencedPackages) {
        if (isUnder(file.path, fenced.folder) || !isUnder(target, fenced.inside)) continue;
        violations.push({
          file: file.path,
          specifier,
          reason: `reaches inside ${fenced.name}: ${fenced.publicWay}`,
        });
      }
    }
  }
  return violations;
}
