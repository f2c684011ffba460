import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
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

  it.each([
    ['Storage', '--storage-port'],
    ['Firestore', '--port'],
  ])('exits at once, saying why, when its %s port is taken', async (_service, option) => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      // As the local stack starts it: rules files watched for changes, whose watch alone kept a process up.
      const flags = {
        '--port': '0',
        '--storage-port': '0',
        [option]: String(port),
        '--rules': fileURLToPath(new URL('../../../firestore.rules', import.meta.url)),
        '--storage-rules': fileURLToPath(new URL('../../../storage.rules', import.meta.url)),
      };
      const child = spawn(process.execPath, [BIN, ...Object.entries(flags).flat(), '--quiet'], {
        cwd: tmpdir(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(errors).toContain(
        `The emulator did not start: listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
      );
    } finally {
      taken.close();
    }
  });

  it('lists each Firestore trigger the Functions emulator registers in its output', async () => {
    const child = spawn(
      process.execPath,
      [BIN, '--port', '0', '--no-storage', '--functions-emulator', '127.0.0.1:9'],
      { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const waitFor = async (pattern: RegExp) => {
      const deadline = Date.now() + 20_000;
      while (!pattern.test(output) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return pattern.exec(output);
    };
    try {
      const address = (await waitFor(/FIRESTORE_EMULATOR_HOST=(\S+)/))?.[1];
      expect(address).toBeDefined();
      const base = `http://${address}/emulator/v1/projects/demo-cli`;
      const v2 = await fetch(`${base}/eventarcTrigger?eventarcTriggerId=us-central1-onUser-0`, {
        method: 'POST',
        body: JSON.stringify({
          eventType: 'google.cloud.firestore.document.v1.created',
          database: '(default)',
          document: { value: 'users/{uid}', matchType: 'PATH_PATTERN' },
        }),
      });
      expect(v2.status).toBe(200);
      const v1 = await fetch(`${base}/triggers/us-central1-onLog-0`, {
        method: 'PUT',
        body: JSON.stringify({
          eventTrigger: {
            eventType: 'providers/cloud.firestore/eventTypes/document.write',
            resource: 'projects/demo-cli/databases/(default)/documents/logs/{id}',
          },
        }),
      });
      expect(v1.status).toBe(200);
      expect(
        await waitFor(
          /Firestore trigger us-central1-onLog-0: providers\/cloud.firestore\/eventTypes\/document.write on logs\/\{id\}/,
        ),
      ).not.toBeNull();
      expect(output).toMatch(
        /Firestore trigger us-central1-onUser-0: google.cloud.firestore.document.v1.created on users\/\{uid\}/,
      );
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
