#!/usr/bin/env node
// Generates src/grpc/generated: TypeScript types of the Firestore protos that @google-cloud/firestore ships,
// made by @grpc/proto-loader's own generator with the options the emulator decodes with (grpc/protos.ts:
// longs and enums as strings, oneof names). Not committed: they follow the installed protos, so an upgrade
// of either package regenerates them. Runs on install (this workspace's `prepare`) and before `npm start` and
// `npm test` (scripts/ensure-install.mjs); does nothing when the types match the installed packages.
// `--force` generates again anyway. Plain JavaScript: it runs before anything can compile TypeScript.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const emulatorRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(emulatorRoot, 'src/grpc/generated');
// Records what the types were made from; a different installed version means they are stale.
const stampFile = join(outDir, '.generated-from.json');

const firestorePackage = require.resolve('@google-cloud/firestore/package.json');
const protoLoaderPackage = require.resolve('@grpc/proto-loader/package.json');
const protosDir = join(dirname(firestorePackage), 'build', 'protos');
const generator = join(dirname(protoLoaderPackage), 'build', 'bin', 'proto-loader-gen-types.js');
const versionOf = (packageJson) => JSON.parse(readFileSync(packageJson, 'utf8')).version;
const stamp = `${JSON.stringify({
  '@google-cloud/firestore': versionOf(firestorePackage),
  '@grpc/proto-loader': versionOf(protoLoaderPackage),
})}\n`;

const upToDate = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (upToDate && !process.argv.includes('--force')) process.exit(0);

rmSync(outDir, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    generator,
    '--longs=String',
    '--enums=String',
    '--oneofs',
    '--grpcLib=@grpc/grpc-js',
    `--outDir=${outDir}`,
    `--includeDirs=${protosDir}`,
    '--',
    'google/firestore/v1/firestore.proto',
  ],
  { cwd: emulatorRoot, stdio: ['ignore', 'ignore', 'inherit'] },
);
// The generator's package-level index (a grpc-js client type) is unused: the handlers import message types only.
rmSync(join(outDir, 'firestore.ts'));
writeFileSync(stampFile, stamp);
console.log(`emulator: gRPC types generated in ${outDir}`);
