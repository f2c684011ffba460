import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toTeacherAppointment } from './teacher-appointment';

describe('teacher appointment rows', () => {
  it('reads an appointment document, and skips one without a time', () => {
    const row = toTeacherAppointment('a1', {
      teacherId: 't1',
      studentId: 's1',
      updatedAt: Timestamp.fromDate(new Date('2025-03-01T09:00:00.000Z')),
      status: 'approved',
      dateTime: Timestamp.fromDate(new Date('2025-03-03T09:00:00.000Z')),
      createdAt: Timestamp.fromDate(new Date('2025-03-01T09:00:00.000Z')),
      purpose: 'Lab',
      bookingType: 'slot_booking',
      durationMinutes: 45,
      canceledBy: 'teacher',
      cancelReason: 'Unwell',
      student: { name: 'Asha', email: 'asha@college.edu', profile: { profilePicture: null } },
    });
    expect(row).toEqual({
      _id: 'a1',
      status: 'approved',
      dateTime: '2025-03-03T09:00:00.000Z',
      createdAt: '2025-03-01T09:00:00.000Z',
      purpose: 'Lab',
      bookingType: 'slot_booking',
      autoUpdated: false,
      durationMinutes: 45,
      canceledBy: 'teacher',
      cancelReason: 'Unwell',
      student: { name: 'Asha', email: 'asha@college.edu', profile: { profilePicture: null } },
      studentId: 's1',
      attendance: null,
      checkedInAt: null,
      summary: null,
      groupSession: false,
    });
    expect(toTeacherAppointment('a2', { status: 'pending' })).toBeNull();
  });
});
