import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/args.js';
import { EXPORT_FILE } from '../../src/persistence/snapshot-files.js';

const BIN = fileURLToPath(new URL('../../bin/emulator.mjs', import.meta.url));

describe('command line', () => {
  it('parses options', () => {
    expect(
      parseCliArgs(['--port', '9090', '--host', '0.0.0.0', '--data', 'd', '--rules', 'a.rules']),
    ).toEqual({
      kind: 'run',
      options: {
        host: '0.0.0.0',
        port: 9090,
        projectId: undefined,
        rulesFiles: ['a.rules'],
        storageRulesFiles: [],
        indexCheck: true,
        securityRules: true,
        openRules: false,
        storagePort: 9199,
        importDir: 'd',
        exportDir: 'd',
        quiet: false,
      },
    });
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['--port', 'x']).kind).toBe('error');
    expect(parseCliArgs(['--bogus']).kind).toBe('error');
  });

  it('runs from another directory, serves HTTP, and exports on SIGTERM', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-cli-'));
    const child = spawn(
      process.execPath,
      [BIN, '--port', '0', '--storage-port', '0', '--export-on-exit', dir, '--quiet'],
      {
        cwd: tmpdir(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /FIRESTORE_EMULATOR_HOST=(\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    expect((await fetch(`http://${address}/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(JSON.parse(await readFile(path.join(dir, EXPORT_FILE), 'utf8')).format).toBeDefined();
  });
});
