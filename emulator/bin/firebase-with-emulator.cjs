#!/usr/bin/env node
// Runs the firebase CLI (firebase-tools, resolved from the working directory) with this emulator, at
// FIRESTORE_EMULATOR_HOST, known to it as the running Firestore emulator. firebase-tools' Functions emulator
// then registers every Firestore-triggered function with it through the official emulator's trigger routes
// (PUT /emulator/v1/projects/P/triggers/KEY, POST /emulator/v1/projects/P/eventarcTrigger), exactly as it does
// with the Java emulator, instead of ignoring them. Start the emulator with --functions-emulator HOST:PORT
// so that it can deliver the events. Usage: node firebase-with-emulator.cjs emulators:start --only functions,…
'use strict';
const { createRequire } = require('node:module');
const path = require('node:path');

const requireTools = createRequire(path.join(process.cwd(), 'package.json'));
const address = process.env.FIRESTORE_EMULATOR_HOST;
if (address) {
  const colon = address.lastIndexOf(':');
  const host = address.slice(0, colon).replace(/^\[|\]$/g, '');
  const port = Number(address.slice(colon + 1));
  const { EmulatorRegistry } = requireTools('firebase-tools/lib/emulator/registry');
  // Started and stopped on its own: firebase-tools only needs to know where it is.
  EmulatorRegistry.set('firestore', {
    getName: () => 'firestore',
    getInfo: () => ({ name: 'firestore', host, port }),
    start: async () => {},
    connect: async () => {},
    stop: async () => {},
  });

  // firebase-tools drops an event trigger's `retry` when it turns the functions' endpoints into definitions;
  // keeping it lets the emulator retry a failing function only when it was deployed with `retry: true`.
  const shared = requireTools('firebase-tools/lib/emulator/functionsEmulatorShared');
  const fromEndpoints = shared.emulatedFunctionsFromEndpoints;
  shared.emulatedFunctionsFromEndpoints = (endpoints) => {
    const definitions = fromEndpoints(endpoints);
    for (const definition of definitions) {
      const endpoint = endpoints.find((e) => `${e.region}-${e.id}` === definition.id);
      if (definition.eventTrigger && endpoint?.eventTrigger?.retry === true)
        definition.eventTrigger.retry = true;
    }
    return definitions;
  };
}
// The Functions emulator's workers inherit this process's environment: each preloads the worker start
// (functions-worker-start.cjs, which says why), inert in every other process the CLI starts.
const workerStart = path.join(__dirname, 'functions-worker-start.cjs');
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--require ${JSON.stringify(workerStart)}`]
  .filter(Boolean)
  .join(' ');

requireTools('firebase-tools/lib/bin/firebase.js');
