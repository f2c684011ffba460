import { describe, expect, it } from 'vitest';
import { isWarningOrError } from './log-lines';

// Lines as firebase-tools and the functions write them in .local/logs/firebase-tools.log.
const routine = [
  '[hosting] Rewriting /api/health to http://127.0.0.1:5001/demo-college-appointments/us-central1/api for local Function us-central1/api',
  'i  hosting: 127.0.0.1 - - [26/Nov/2026:23:41:30 +0000] "GET /api/health HTTP/1.1" 200 62 "-" "node"',
  'i  functions: Beginning execution of "us-central1-api"',
  'i  functions: Finished "us-central1-api" in 608.983863ms',
  '✔  functions[us-central1-api]: http function initialized (http://127.0.0.1:5001/demo-college-appointments/us-central1/api).',
  '>  {"severity":"INFO","message":"Reminder sent","appointmentId":"a1"}',
  '',
];

const worthShowing = [
  '⚠  functions: Your requested "node" version "22" doesn\'t match your global version "20". Using node@20 from host.',
  '✖  functions: Failed to load function definition from source',
  '!!  functions: Unhandled error in "us-central1-api"',
  '>  {"severity":"ERROR","message":"Mail delivery to a@college.edu refused"}',
  '>  {"severity":"WARNING","message":"Slow query"}',
  ">  TypeError: Cannot read properties of undefined (reading 'uid')",
  '>      at bookAppointment (/work/functions/dist/index.js:120:7)',
];

describe('which service output npm start shows', () => {
  it.each(routine)('keeps a routine stdout line in the log file only: %s', (line) => {
    expect(isWarningOrError(line, 'stdout')).toBe(false);
  });

  it.each(worthShowing)('shows a warning or an error on stdout: %s', (line) => {
    expect(isWarningOrError(line, 'stdout')).toBe(true);
  });

  it('shows every non-empty stderr line (the emulator writes only warnings and errors there)', () => {
    expect(isWarningOrError('[firestore-emulator] The query requires an index.', 'stderr')).toBe(true);
    expect(isWarningOrError('   ', 'stderr')).toBe(false);
  });
});
