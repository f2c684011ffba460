import {
  type AttendancePayload,
  attendanceSchema,
  createFollowUpSchema,
  type FollowUpPayload,
  type SessionNotesPayload,
  sessionNotesSchema,
  sessionRecordMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { bookFollowUp } from '../../services/follow-up';
import { teacherStudentHistory } from '../../services/session-history';
import { readSessionNotes, recordAttendance, saveSessionNotes } from '../../services/session-record';

/** PUT /teacher/appointments/{id}/attendance (services/session-record.ts holds the rules). */
async function putAttendance(req: Request<{ id: string }>, res: Response) {
  const { attendance } = req.body as AttendancePayload;
  const appointment = await recordAttendance(
    callerOf(req).uid,
    req.params.id,
    attendance,
    nowOf(req),
    settingsOf(req).noShow,
  );
  sendData(res, appointment, { message: sessionRecordMessages.attendanceRecorded });
}

export const attendanceHandlers = [withCollegeSettings, validateBody(attendanceSchema), putAttendance];

/** PUT /teacher/appointments/{id}/notes: the private note, the summary, or publishing it. */
async function putNotes(req: Request<{ id: string }>, res: Response) {
  const payload = req.body as SessionNotesPayload;
  const saved = await saveSessionNotes(callerOf(req).uid, req.params.id, payload, nowOf(req));
  sendData(res, saved, {
    message: payload.publishSummary
      ? sessionRecordMessages.summaryPublished
      : sessionRecordMessages.notesSaved,
  });
}

export const notesHandlers = [validateBody(sessionNotesSchema), putNotes];

/** POST /teacher/appointments/{id}/follow-up: the same student booked again, approved (services/follow-up.ts). */
async function postFollowUp(req: Request<{ id: string }>, res: Response) {
  const payload = req.body as FollowUpPayload;
  const appointment = await bookFollowUp(
    callerOf(req).uid,
    req.params.id,
    payload,
    nowOf(req),
    settingsOf(req).booking,
  );
  sendData(res, appointment, { status: 201, message: sessionRecordMessages.followUpBooked });
}

export const followUpHandlers = [
  withCollegeSettings,
  validateBody((now, req) => createFollowUpSchema(() => now, settingsOf(req).booking)),
  postFollowUp,
];

/** GET /teacher/appointments/{id}/notes: the caller's own notes of their session. */
export async function getNotes(req: Request<{ id: string }>, res: Response) {
  sendData(res, await readSessionNotes(callerOf(req).uid, req.params.id));
}

/** GET /teacher/students/{id}/sessions: that student's past sessions with the caller. */
export async function getStudentSessions(req: Request<{ id: string }>, res: Response) {
  sendData(res, await teacherStudentHistory(callerOf(req).uid, req.params.id, nowOf(req)));
}
