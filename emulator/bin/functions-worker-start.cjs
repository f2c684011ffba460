// Preloaded (NODE_OPTIONS, set by firebase-with-emulator.cjs) into the processes the firebase CLI starts; acts only
// in a Functions emulator worker, the process that loads the functions and runs one invocation at a time.
//
// Why: a worker's runtime (firebase-tools' functionsEmulatorRuntime) takes one helper from functionsEmulatorShared,
// `findModuleRoot` (where the functions' own firebase-functions and firebase-admin packages live, to read their
// versions), and loading that module loads the CLI's deploy and extensions code with it: about 0.45 CPU-s of a
// worker's 1.1–1.5 s start, and a test run starts about 70 workers. Here the worker gets that helper alone; any
// other member of the module is read from the real one, loaded on first use, so a newer runtime that needs more
// still gets it. Nothing the functions run or see changes.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const runtimeFile = /[\\/]firebase-tools[\\/]lib[\\/]emulator[\\/]functionsEmulatorRuntime(\.js)?$/;

/**
 * The directory of the package named `packageName` that `file` belongs to: the nearest directory above `file`
 * with a readable package.json, when that package.json names it; '' otherwise.
 */
function packageDirectoryOf(packageName, file) {
  for (let directory = path.dirname(file); ; directory = path.dirname(directory)) {
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(directory, 'package.json'), 'utf8'));
    } catch {
      if (path.dirname(directory) === directory) return '';
      continue;
    }
    return manifest.name === packageName ? directory : '';
  }
}

/** `shared`'s cache entry: the helper, and the real module behind everything else. */
function lightShared(sharedFile) {
  let real;
  const loadReal = () => {
    if (!real) {
      const module = new Module(sharedFile, null);
      module.filename = sharedFile;
      module.paths = Module._nodeModulePaths(path.dirname(sharedFile));
      module.load(sharedFile);
      real = module.exports;
    }
    return real;
  };
  const own = { findModuleRoot: packageDirectoryOf };
  const entry = new Module(sharedFile, null);
  entry.filename = sharedFile;
  entry.loaded = true;
  entry.exports = new Proxy(own, {
    get: (target, key) => (key in target ? target[key] : loadReal()[key]),
    has: (target, key) => key in target || key in loadReal(),
  });
  return entry;
}

const entryScript = process.argv[1] ?? '';
if (runtimeFile.test(entryScript)) {
  const sharedFile = path.join(path.dirname(entryScript), 'functionsEmulatorShared.js');
  require.cache[sharedFile] = lightShared(sharedFile);
}

module.exports = { packageDirectoryOf };
