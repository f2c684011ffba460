import { consoleLogger, type Logger } from '../logger.js';
import { type RunningEmulator, startEmulator } from '../server/start-emulator.js';
import { HELP, parseCliArgs } from './args.js';

const quietLogger: Logger = { ...consoleLogger, info: () => {}, warn: () => {} };

/** Runs the emulator until SIGINT/SIGTERM, exporting on the way out when asked to. */
export async function main(argv: readonly string[]): Promise<void> {
  const command = parseCliArgs(argv);
  if (command.kind === 'help') {
    process.stdout.write(HELP);
    return;
  }
  if (command.kind === 'error') {
    process.stderr.write(`${command.message}\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  const logger = command.options.quiet ? quietLogger : consoleLogger;
  // Dev tooling must not die on one bad request: log and keep serving the others.
  process.on('uncaughtException', (error) => logger.error('Uncaught exception (still serving)', error));
  process.on('unhandledRejection', (error) => logger.error('Unhandled rejection (still serving)', error));

  let emulator: RunningEmulator;
  try {
    emulator = await startEmulator({ ...command.options, quiet: false, logger });
  } catch (error) {
    // Not serving at all (its Firestore or Storage port taken): say why and exit, rather than
    // stay up half-started, which the handlers above would otherwise allow.
    process.stderr.write(
      `The emulator did not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`FIRESTORE_EMULATOR_HOST=${emulator.address}\n`);
  if (emulator.storage) process.stdout.write(`FIREBASE_STORAGE_EMULATOR_HOST=${emulator.storage.address}\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received, shutting down.`);
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
