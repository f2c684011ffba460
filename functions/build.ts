// Bundles the function source and the shared domain package into dist/, a self-contained
// deploy folder: firebase-tools uploads only the functions source, never sibling workspaces.
// `--outdir <folder>` builds elsewhere: each local test stack runs its own copy, since the Functions
// emulator reloads (and fails while the folder is being rewritten) when its source changes.
import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// The SDKs and sharp (native code built for the deploy platform) are installed by Cloud Build, and so
// is the calendar time-zone library, which reads its zone files from its own folder at run time. The
// Vertex AI client is loaded only when the production embedder first runs (functions/src/matching).
const runtimeDependencies = [
  'firebase-functions',
  'firebase-admin',
  'sharp',
  '@touch4it/ical-timezones',
  '@google/genai',
] as const;

interface PackageJson {
  dependencies: Record<string, string>;
}

const functionsPackage = JSON.parse(
  await readFile(new URL('package.json', import.meta.url), 'utf8'),
) as PackageJson;
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = `${resolve(values.outdir ?? new URL('dist/', import.meta.url).pathname)}/`;

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/index.ts', import.meta.url).pathname],
  outfile: `${outdir}index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: [...runtimeDependencies],
  // The mail templates are React Email components (src/notifications/mail-template.tsx). NODE_ENV is fixed
  // as Cloud Functions sets it, so only React's production build is bundled (the development one added
  // 0.9 MB); the only other reader, Express, answers through the app's own error handler either way.
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const deployPackage = {
  name: 'college-appointments-functions',
  private: true,
  main: 'index.js',
  engines: { node: '22' },
  dependencies: Object.fromEntries(
    runtimeDependencies.map((name) => {
      const range = functionsPackage.dependencies[name];
      if (!range) throw new Error(`functions/package.json must depend on ${name}`);
      return [name, range];
    }),
  ),
};
await writeFile(`${outdir}package.json`, `${JSON.stringify(deployPackage, null, 2)}\n`);
// Parameter values (functions/.env, functions/.env.<project alias>; docs/operations.md, "Mail") travel
// with the bundle, since firebase-tools reads them from the functions source folder. `.env.local` and
// `.secret.local` are the emulator's, written by the local stack itself.
const functionsDir = new URL('.', import.meta.url).pathname;
for (const name of await readdir(functionsDir)) {
  if (/^\.env(\.[\w-]+)?$/.test(name) && name !== '.env.local') {
    await copyFile(resolve(functionsDir, name), `${outdir}${name}`);
  }
}
console.log(`functions bundled into ${outdir}`);
