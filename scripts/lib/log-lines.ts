// Which lines of a service's output `npm start` shows in the terminal: warnings and errors only. Everything
// else (each Hosting request, each function execution, each trigger registration) goes to the service's log
// file alone, so the banner with the URL and the logins stays on screen.

/** firebase-tools' own markers for a warning or an error (`⚠  functions: …`, `✖ …`, `!  …`). */
const firebaseToolsWarningMarker = /^\s*(⚠|✖|!!?\s)/u;
/** A function's structured log entry (firebase-functions' logger) at warning level or above. */
const structuredWarning = /"severity"\s*:\s*"(WARNING|ERROR|CRITICAL|ALERT|EMERGENCY)"/;
/** A plain line that says it is one: `Error: …`, `TypeError: …`, `WARN …`, `… failed …`. */
const plainWarning = /(error|exception)\b|\b(warn(ing)?|failed|fatal|unhandled)\b/i;
/**
 * A stack frame of an error whose first line was shown, kept with it; firebase-tools puts `>  ` before each
 * line a function writes.
 */
const stackFrame = /^(>\s*)?\s+at\s/;

export type OutputStream = 'stdout' | 'stderr';

/**
 * Whether a line deserves the terminal. Anything written to stderr counts: the Firestore/Storage emulator
 * logs its warnings and errors there and nothing else. firebase-tools writes everything to stdout, so its
 * lines are judged by their marker or their words.
 */
export function isWarningOrError(line: string, stream: OutputStream): boolean {
  if (line.trim() === '') return false;
  if (stream === 'stderr') return true;
  return (
    firebaseToolsWarningMarker.test(line) ||
    structuredWarning.test(line) ||
    plainWarning.test(line) ||
    stackFrame.test(line)
  );
}
