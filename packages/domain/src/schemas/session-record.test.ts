import { expect, it } from 'vitest';
import { sessionRecordErrors } from '../session-record-texts';
import { fieldErrors, parsed } from './field-errors.testing';
import { attendanceSchema, sessionNotesSchema } from './session-record';

it('takes the three marks only', () => {
  expect(parsed(attendanceSchema, { attendance: 'no_show' })).toEqual({ attendance: 'no_show' });
  for (const attendance of ['absent', 'completed', undefined]) {
    expect(fieldErrors(attendanceSchema, { attendance })).toEqual({
      attendance: sessionRecordErrors.attendanceInvalid,
    });
  }
});

it('keeps notes and summaries to 5,000 characters each, naming the field', () => {
  const long = 'a'.repeat(5001);
  expect(parsed(sessionNotesSchema, { privateNote: 'b'.repeat(5000) }).privateNote).toHaveLength(5000);
  expect(fieldErrors(sessionNotesSchema, { privateNote: long })).toEqual({
    privateNote: sessionRecordErrors.noteTooLong,
  });
  expect(fieldErrors(sessionNotesSchema, { summary: { covered: long } })).toEqual({
    'summary.covered': sessionRecordErrors.coveredTooLong,
  });
  expect(fieldErrors(sessionNotesSchema, { summary: { nextSteps: long } })).toEqual({
    'summary.nextSteps': sessionRecordErrors.nextStepsTooLong,
  });
});

it('keeps line breaks and fills a missing part of the summary', () => {
  expect(parsed(sessionNotesSchema, { summary: { covered: 'One\nTwo' }, publishSummary: true })).toEqual({
    summary: { covered: 'One\nTwo', nextSteps: '' },
    publishSummary: true,
  });
  expect(() => parsed(sessionNotesSchema, {})).toThrow();
});
