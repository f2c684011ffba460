import { describe, expect, it } from 'vitest';
import { appointmentDocument } from './appointment';
import { converterFor, DocumentShapeError, readDocument } from './converter';
import { studentDocument } from './student';
import { appointmentView } from './views';

/** A Timestamp as either SDK hands it over: recognised by its methods, not its class. */
const stamp = (iso: string) => {
  const date = new Date(iso);
  return { toDate: () => date, toMillis: () => date.getTime() };
};

const snapshotOf = (data: unknown) => ({ ref: { path: 'students/s1' }, data: () => data });

describe('document converters', () => {
  const students = converterFor(studentDocument);

  it('writes a new document with every default the schema names', () => {
    const written = students.toFirestore({
      name: 'Asha',
      email: 'a@college.edu',
      createdAt: stamp('2026-01-01T00:00:00Z'),
    });
    expect(written).toMatchObject({
      isApproved: false,
      lastLogin: null,
      stats: { totalAppointments: 0, completedSessions: 0, pendingRequests: 0 },
      profile: { profilePicture: null, year: null, socialLinks: { linkedin: '', github: '' } },
      searchKeys: [],
    });
  });

  it('refuses to write a field the schema does not name, or a field of the wrong type', () => {
    const createdAt = stamp('2026-01-01T00:00:00Z');
    expect(() => students.toFirestore({ createdAt, nickname: 'A' } as never)).toThrow();
    expect(() => students.toFirestore({ createdAt, isApproved: 'yes' } as never)).toThrow();
  });

  it('reads a half-written document with defaults for what is missing, mistyped or unknown', () => {
    const read = students.fromFirestore(
      snapshotOf({ name: 'Asha', createdAt: stamp('2026-01-01T00:00:00Z'), isApproved: 'yes', legacy: 1 }),
    );
    expect(read.isApproved).toBe(false);
    expect(read).not.toHaveProperty('legacy');
    expect(read.profile.subjectsOfInterest).toEqual([]);
  });

  it('refuses to read a document without a field that has no default', () => {
    expect(() => readDocument(studentDocument, { name: 'Asha' })).toThrow(DocumentShapeError);
  });

  it('answers with ISO times and unknown statuses as pending', () => {
    const at = stamp('2026-03-02T09:30:00Z');
    const appointment = readDocument(appointmentDocument, {
      teacherId: 't',
      studentId: 's',
      status: 'archived',
      dateTime: at,
      createdAt: at,
      updatedAt: at,
    });
    expect(appointmentView('a1', appointment)).toMatchObject({
      _id: 'a1',
      status: 'pending',
      dateTime: '2026-03-02T09:30:00.000Z',
      canceledAt: null,
      teacher: { name: '', profile: { profilePicture: null } },
    });
  });
});
