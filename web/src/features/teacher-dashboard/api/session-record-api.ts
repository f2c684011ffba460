// The session record's calls: attendance, the notes (the private note is read only through the API,
// by its author), and a student's past sessions with the teacher.
import {
  type Appointment,
  type AttendanceMark,
  type FollowUpPayload,
  type SessionNotesPayload,
  sessionRecordErrors,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export interface SessionNotes {
  privateNote: string;
  draft: { covered: string; nextSteps: string };
  updatedAt: string | null;
}

export interface PastSession {
  appointment: Appointment;
  privateNote: string;
}

const path = (id: string, part: string) => `/teacher/appointments/${encodeURIComponent(id)}/${part}`;

export async function markAttendance(id: string, attendance: AttendanceMark): Promise<Appointment> {
  return apiRequest<Appointment>(path(id, 'attendance'), sessionRecordErrors.attendanceFailed, {
    method: 'PUT',
    body: { attendance },
    token: await bearerToken(),
  });
}

export async function fetchSessionNotes(id: string): Promise<SessionNotes> {
  return apiRequest<SessionNotes>(path(id, 'notes'), sessionRecordErrors.notesLoadFailed, {
    token: await bearerToken(),
  });
}

export async function saveSessionNotes(
  id: string,
  payload: SessionNotesPayload,
): Promise<{ appointment: Appointment; notes: SessionNotes }> {
  return apiRequest(path(id, 'notes'), sessionRecordErrors.notesFailed, {
    method: 'PUT',
    body: payload,
    token: await bearerToken(),
  });
}

export async function fetchPastSessions(studentId: string): Promise<PastSession[]> {
  return apiRequest<PastSession[]>(
    `/teacher/students/${encodeURIComponent(studentId)}/sessions`,
    sessionRecordErrors.historyLoadFailed,
    { token: await bearerToken() },
  );
}

/** Books the session's student again with the teacher, approved at once (the student is mailed). */
export async function bookFollowUp(id: string, payload: FollowUpPayload): Promise<Appointment> {
  return apiRequest<Appointment>(path(id, 'follow-up'), sessionRecordErrors.followUpFailed, {
    method: 'POST',
    body: payload,
    token: await bearerToken(),
  });
}
