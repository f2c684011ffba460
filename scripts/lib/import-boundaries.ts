// The layering of web/src: shared code (lib, components, …) → features/* → app. A feature reaches another
// feature only through that feature's index.ts, so its insides can change without touching its users.
// A script rather than Biome's noRestrictedImports: that rule matches the specifier as written, so it cannot
// tell `../../calendar/x` (another feature) from `../model/x` (the same one) without an override per feature.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { parseSync } from 'oxc-parser';

export interface SourceFile {
  /** Path relative to the source root, with forward slashes, e.g. `features/auth/login.tsx`. */
  path: string;
  text: string;
}

export interface BoundaryViolation {
  file: string;
  specifier: string;
  reason: string;
}

type Layer = { kind: 'shared' } | { kind: 'feature'; name: string } | { kind: 'app' };

function layerOf(path: string): Layer {
  const [top, second] = path.split('/');
  if (top === 'features' && second !== undefined) return { kind: 'feature', name: second };
  // The app folder, the entry files beside it (main.tsx, boot.ts) and the build's prerender entry put the
  // features together.
  if (top === 'app' || top === 'prerender' || second === undefined) return { kind: 'app' };
  return { kind: 'shared' };
}

/** The imported path relative to the source root, or undefined for a package import. */
function resolveSpecifier(fromPath: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return posix.normalize(specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  }
  return undefined;
}

function isFeatureEntry(target: string, feature: string): boolean {
  const rest = target.slice(`features/${feature}`.length).replace(/^\//, '');
  return rest === '' || /^index(\.tsx?)?$/.test(rest);
}

/** A dynamic import's argument as written: the text inside its quotes, or undefined for a computed one. */
function literalSpecifier(expression: string): string | undefined {
  return /^(['"`])([^'"`$]*)\1$/.exec(expression)?.[2];
}

export function importsOf(file: SourceFile): string[] {
  // Static imports, re-exports and dynamic import() calls, parsed without type checking (fast), in the
  // order the file has them.
  const { module } = parseSync(file.path, file.text);
  const found: Array<{ at: number; specifier: string }> = module.staticImports.map((entry) => ({
    at: entry.moduleRequest.start,
    specifier: entry.moduleRequest.value,
  }));
  for (const exported of module.staticExports.flatMap((entry) => entry.entries)) {
    if (exported.moduleRequest)
      found.push({ at: exported.moduleRequest.start, specifier: exported.moduleRequest.value });
  }
  for (const call of module.dynamicImports) {
    const specifier = literalSpecifier(file.text.slice(call.moduleRequest.start, call.moduleRequest.end));
    if (specifier !== undefined) found.push({ at: call.moduleRequest.start, specifier });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((entry) => entry.specifier))];
}

export function findViolations(files: readonly SourceFile[]): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    for (const specifier of importsOf(file)) {
      const target = resolveSpecifier(file.path, specifier);
      if (target === undefined || target.startsWith('..')) continue;
      const to = layerOf(target);
      const report = (reason: string) => violations.push({ file: file.path, specifier, reason });
      if (from.kind === 'shared' && to.kind !== 'shared') {
        report(`shared code must not import ${to.kind === 'app' ? 'the app' : `the feature "${to.name}"`}`);
      } else if (from.kind === 'feature' && to.kind === 'app') {
        report('a feature must not import the app');
      } else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        if (!isFeatureEntry(target, to.name)) {
          report(`import the feature "${to.name}" through its index.ts (@/features/${to.name})`);
        }
      }
    }
  }
  return violations;
}

function skippedFolder(name: string): boolean {
  return name === 'node_modules' || name.startsWith('dist') || name.startsWith('.');
}

/** Every .ts/.tsx/.mts/.mjs file under root (but node_modules, dist* and dot folders), as paths relative to root. */
export function readSourceTree(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      // Installed packages and build output are nobody's source; dot folders hold tools' caches.
      if (entry.isDirectory() && skippedFolder(entry.name)) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(resolve(root));
  return files;
}
