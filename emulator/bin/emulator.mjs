#!/usr/bin/env node
// Launches the TypeScript entry through tsx, so the emulator runs without a build step from any directory.
import { register } from 'tsx/esm/api';

register();
const { main } = await import(new URL('../src/cli/main.ts', import.meta.url).href);
await main(process.argv.slice(2));
