import { describe, expect, it } from 'vitest';
import {
  isOpenAppointment,
  noticeRefusal,
  openAppointmentCapRefusal,
  sessionsOverlap,
  studentChangeRefusal,
  studentMayChange,
  teacherMayCancel,
} from './lifecycle';
import { lifecycleErrorMessages } from './lifecycle-texts';

const now = new Date('2025-03-03T09:00:00.000Z');
const at = (iso: string, status = 'approved') => ({ status, dateTime: iso });

describe('who may cancel and until when', () => {
  it('lets a student change an open appointment up to 2 hours before it starts', () => {
    expect(studentMayChange(at('2025-03-03T11:00:00.000Z'), now)).toBe(true);
    expect(studentMayChange(at('2025-03-03T11:00:00.000Z', 'pending'), now)).toBe(true);
    expect(studentChangeRefusal(at('2025-03-03T10:59:00.000Z'), now)).toBe(
      lifecycleErrorMessages.cancelCutoffPassed,
    );
    expect(studentMayChange(at('2025-03-03T10:59:00.000Z'), now)).toBe(false);
    expect(studentMayChange(at('2025-03-04T10:00:00.000Z', 'canceled'), now)).toBe(false);
    expect(studentMayChange(at('2025-03-04T10:00:00.000Z', 'completed'), now)).toBe(false);
  });

  it('lets a teacher cancel an approved session until it starts', () => {
    expect(teacherMayCancel(at('2025-03-03T09:01:00.000Z'), now)).toBe(true);
    expect(teacherMayCancel(at('2025-03-03T09:00:00.000Z'), now)).toBe(false);
    expect(teacherMayCancel(at('2025-03-03T12:00:00.000Z', 'pending'), now)).toBe(false);
  });
});

describe('fair booking', () => {
  it('counts pending and approved appointments still ahead as open', () => {
    expect(isOpenAppointment(at('2025-03-03T10:00:00.000Z', 'pending'), now)).toBe(true);
    expect(isOpenAppointment(at('2025-03-03T08:00:00.000Z', 'approved'), now)).toBe(false);
    expect(isOpenAppointment(at('2025-03-03T10:00:00.000Z', 'canceled'), now)).toBe(false);
  });

  it('caps open appointments at 2 per teacher and 10 in total', () => {
    const withA = [{ teacherId: 'a' }];
    expect(openAppointmentCapRefusal(withA, 'a')).toBeNull();
    expect(openAppointmentCapRefusal([...withA, ...withA], 'a')).toBe(
      lifecycleErrorMessages.tooManyWithTeacher,
    );
    const nine = Array.from({ length: 9 }, (_, i) => ({ teacherId: `t${i}` }));
    expect(openAppointmentCapRefusal(nine, 'x')).toBeNull();
    expect(openAppointmentCapRefusal([...nine, { teacherId: 'y' }], 'x')).toBe(
      lifecycleErrorMessages.tooManyOpen,
    );
  });

  it('needs an hour of notice', () => {
    expect(noticeRefusal('2025-03-03T10:00:00.000Z', now)).toBeNull();
    expect(noticeRefusal('2025-03-03T09:59:00.000Z', now)).toBe(lifecycleErrorMessages.noticeTooShort);
  });
});

describe('sessionsOverlap', () => {
  it('compares whole durations, custom requests lasting 30 minutes', () => {
    const nine = { dateTime: '2025-03-04T09:00:00.000Z', durationMinutes: 60 };
    expect(sessionsOverlap(nine, { dateTime: '2025-03-04T09:45:00.000Z' })).toBe(true);
    expect(sessionsOverlap(nine, { dateTime: '2025-03-04T10:00:00.000Z' })).toBe(false);
    expect(sessionsOverlap({ dateTime: '2025-03-04T08:45:00.000Z' }, nine)).toBe(true);
    expect(sessionsOverlap({ dateTime: '2025-03-04T08:30:00.000Z' }, nine)).toBe(false);
  });
});
