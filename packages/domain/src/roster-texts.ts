// The words of rosters: the reasons a row is refused (shown by line and column), the 400s of the roster
// calls, and the Rosters screen.
import { countOf } from './text';

export type RosterRole = 'student' | 'teacher';

const roleWord: Record<RosterRole | 'admin', string> = {
  student: 'a student',
  teacher: 'a teacher',
  admin: 'an admin',
};

export const rosterMessages = {
  fileMissing: 'Please send the roster as a CSV file (text/csv, or a multipart field named file)',
  fileEmpty: 'The file has no header row',
  fileTooLarge: 'The roster file is too large',
  fileUnreadable: (reason: string) => `The file is not valid CSV: ${reason}`,
  columnMissing: (header: string) => `The header row has no '${header}' column`,
  columnTwice: (header: string) => `The header row names '${header}' twice`,
  applyInvalid: "apply must be 'true' or 'false'",
  firstLineInvalid: 'firstLine must be a whole number of 2 or more',
  duplicateInFile: (line: number) => `This email is already on line ${line}`,
  conflictingRole: (other: RosterRole | 'admin') => `This email belongs to ${roleWord[other]}`,
  unknownDepartment: (options: readonly string[]) => `Unknown department: use one of ${options.join(', ')}`,
  stoppedAt: (line: number) =>
    `Applying stopped at line ${line}: every row before it is applied, none after. Apply the same file again to finish.`,
  idsRequired: 'Please list the people to suspend',
  notAbsent: 'Only people a roster created and the latest roster left out can be suspended here',
} as const;

export const rosterTexts = {
  pageTitle: 'Rosters',
  pageIntro:
    'Upload the college list of students or teachers. You see what would change first; nothing is deleted.',
  panelLink: 'Rosters',
  uploadTitle: 'Upload a roster',
  roleLabel: 'Roster of',
  roles: { student: 'Students', teacher: 'Teachers' } as Record<RosterRole, string>,
  fileLabel: 'CSV file',
  fileHint: (headers: readonly string[]) =>
    `A header row naming the columns in any order: ${headers.join(', ')}. A file exported from the admin panel works too.`,
  preview: 'Preview',
  previewing: 'Reading the file...',
  counts: {
    rows: 'Rows',
    created: 'New',
    updated: 'Updated',
    unchanged: 'Unchanged',
    errors: 'Rows with errors',
  },
  errorsTitle: 'Rows that will be skipped',
  errorColumns: { line: 'Line', column: 'Column', message: 'Reason' },
  noErrors: 'Every row can be applied.',
  apply: 'Apply roster',
  applyConfirmTitle: 'Apply this roster?',
  applyConfirm: (created: number, updated: number, skipped: number) =>
    `${countOf(created, 'new account')} will be created (each gets a welcome mail), ${countOf(updated, 'account')} updated, and ${countOf(skipped, 'row')} with errors skipped.`,
  confirm: 'Apply',
  cancel: 'Cancel',
  applying: (done: number, total: number) => `Applied ${done} of ${total} rows...`,
  applied: 'Roster applied',
  result: (created: number, updated: number, unchanged: number) =>
    `${countOf(created, 'account')} created, ${countOf(updated, 'account')} updated, ${unchanged} unchanged.`,
  absentTitle: 'Not on this roster',
  absentIntro: (count: number) =>
    `${countOf(count, 'person', 'people')} a previous roster added ${count === 1 ? 'is' : 'are'} missing from this file. They keep their accounts until you suspend them.`,
  absentNone: 'Everyone a previous roster added is on this file.',
  suspendAbsent: 'Suspend these people',
  suspendConfirmTitle: 'Suspend the people not on the roster?',
  suspendConfirm: (count: number) =>
    `${countOf(count, 'account')} will be suspended and signed out. Nothing is deleted; you can approve them again.`,
  suspend: 'Suspend',
  suspended: (count: number) => `${countOf(count, 'account')} suspended.`,
  failed: 'The roster could not be read. Please try again.',
  chooseFile: 'Please choose a CSV file first',
} as const;
