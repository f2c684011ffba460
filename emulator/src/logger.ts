/** Where the emulator writes its log lines; tests pass a silent one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const PREFIX = '[firestore-emulator]';

export const consoleLogger: Logger = {
  info: (message) => console.log(`${PREFIX} ${message}`),
  warn: (message) => console.warn(`${PREFIX} ${message}`),
  error: (message, error) => console.error(`${PREFIX} ${message}`, error ?? ''),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
