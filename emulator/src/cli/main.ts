import { consoleLogger, type Logger } from '../logger.js';
import { startEmulator } from '../server/start-emulator.js';
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

  const emulator = await startEmulator({ ...command.options, quiet: false, logger });
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
