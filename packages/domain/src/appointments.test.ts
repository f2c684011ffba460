import { describe, expect, it } from 'vitest';
import {
  autoUpdatedText,
  bookingTypeLabel,
  cancellationReason,
  canTransition,
  countByStatus,
  displayStatus,
  isOverdueApproved,
  isUpcoming,
  ratableTeacherIds,
  sortStudentAppointments,
  sortTeacherAppointments,
  statusLabel,
  studentRankBadge,
  teacherRankBadge,
  teacherStatusLabel,
} from './appointments';

const now = new Date('2025-03-03T09:00:00.000Z');

interface Row {
  id: string;
  status: string;
  dateTime: string;
  createdAt?: string;
}

const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('canTransition', () => {
  it('lets a teacher approve or decline a pending request, and call off an approved session', () => {
    expect(canTransition('pending', 'approved', 'teacher')).toBe(true);
    expect(canTransition('pending', 'canceled', 'teacher')).toBe(true);
    expect(canTransition('approved', 'canceled', 'teacher')).toBe(true);
    expect(canTransition('approved', 'completed', 'teacher')).toBe(false);
    expect(canTransition('canceled', 'approved', 'teacher')).toBe(false);
  });

  it('lets the scheduled update complete approved sessions and lapse pending ones', () => {
    expect(canTransition('approved', 'completed', 'system')).toBe(true);
    expect(canTransition('pending', 'canceled', 'system')).toBe(true);
    expect(canTransition('pending', 'approved', 'system')).toBe(false);
    expect(canTransition('completed', 'approved', 'system')).toBe(false);
  });

  it('lets a student cancel or move an open appointment, never approve or reopen one', () => {
    expect(canTransition('pending', 'canceled', 'student')).toBe(true);
    expect(canTransition('approved', 'canceled', 'student')).toBe(true);
    expect(canTransition('approved', 'pending', 'student')).toBe(true);
    expect(canTransition('pending', 'approved', 'student')).toBe(false);
    expect(canTransition('canceled', 'pending', 'student')).toBe(false);
    expect(canTransition('completed', 'canceled', 'student')).toBe(false);
  });

  it('gives admins no status changes', () => {
    expect(canTransition('pending', 'approved', 'admin')).toBe(false);
  });
});

describe('labels', () => {
  it('shows unknown statuses as pending', () => {
    expect(displayStatus('rescheduled')).toBe('pending');
    expect(displayStatus(undefined)).toBe('pending');
    expect(displayStatus('completed')).toBe('completed');
  });

  it('capitalises statuses, with the teacher side saying Pending Review', () => {
    expect(['pending', 'approved', 'canceled', 'completed', 'odd'].map(statusLabel)).toEqual([
      'Pending',
      'Approved',
      'Canceled',
      'Completed',
      'Pending',
    ]);
    expect(teacherStatusLabel('pending')).toBe('Pending Review');
    expect(teacherStatusLabel('approved')).toBe('Approved');
  });

  it('names booking types', () => {
    expect(bookingTypeLabel('slot_booking')).toBe('Preset Slot');
    expect(bookingTypeLabel('custom_request')).toBe('Custom Request');
    expect(bookingTypeLabel(undefined)).toBe('Custom Request');
  });

  it('dates the automatic update in IST', () => {
    expect(autoUpdatedText('2025-03-03T19:00:00.000Z')).toBe('Auto-updated on 4 Mar 2025');
  });
});

describe('isUpcoming', () => {
  it('means approved and still ahead', () => {
    expect(isUpcoming({ status: 'approved', dateTime: '2025-03-03T09:00:01.000Z' }, now)).toBe(true);
    expect(isUpcoming({ status: 'approved', dateTime: now }, now)).toBe(false);
    expect(isUpcoming({ status: 'pending', dateTime: '2025-03-04T09:00:00.000Z' }, now)).toBe(false);
  });

  it('flags approved sessions whose time has passed', () => {
    expect(isOverdueApproved({ status: 'approved', dateTime: '2025-03-03T08:00:00.000Z' }, now)).toBe(true);
    expect(isOverdueApproved({ status: 'approved', dateTime: '2025-03-03T10:00:00.000Z' }, now)).toBe(false);
    expect(isOverdueApproved({ status: 'completed', dateTime: '2025-03-03T08:00:00.000Z' }, now)).toBe(false);
  });

  it('counts a session as overdue only after its end, not its start', () => {
    expect(isOverdueApproved({ status: 'approved', dateTime: '2025-03-03T08:45:00.000Z' }, now)).toBe(false);
    expect(isOverdueApproved({ status: 'approved', dateTime: '2025-03-03T08:30:00.000Z' }, now)).toBe(true);
    const long = { status: 'approved', dateTime: '2025-03-03T08:30:00.000Z', durationMinutes: 60 };
    expect(isOverdueApproved(long, now)).toBe(false);
  });
});

describe('cancellationReason', () => {
  it('explains a request the job lapsed, and nothing else', () => {
    expect(cancellationReason({ status: 'canceled', autoUpdated: true })).toBe(
      'Not answered before its time',
    );
    expect(cancellationReason({ status: 'canceled', autoUpdated: false })).toBeNull();
    expect(cancellationReason({ status: 'completed', autoUpdated: true })).toBeNull();
  });
});

const rows: Row[] = [
  {
    id: 'past-approved',
    status: 'approved',
    dateTime: '2025-03-01T09:00:00.000Z',
    createdAt: '2025-02-01T00:00:00Z',
  },
  {
    id: 'far-approved',
    status: 'approved',
    dateTime: '2025-03-10T09:00:00.000Z',
    createdAt: '2025-02-02T00:00:00Z',
  },
  {
    id: 'old-pending',
    status: 'pending',
    dateTime: '2025-03-20T09:00:00.000Z',
    createdAt: '2025-02-03T00:00:00Z',
  },
  {
    id: 'completed',
    status: 'completed',
    dateTime: '2025-02-20T09:00:00.000Z',
    createdAt: '2025-02-04T00:00:00Z',
  },
  {
    id: 'near-approved',
    status: 'approved',
    dateTime: '2025-03-04T09:00:00.000Z',
    createdAt: '2025-02-05T00:00:00Z',
  },
  {
    id: 'new-pending',
    status: 'pending',
    dateTime: '2025-03-05T09:00:00.000Z',
    createdAt: '2025-02-06T00:00:00Z',
  },
  {
    id: 'canceled',
    status: 'canceled',
    dateTime: '2025-03-15T09:00:00.000Z',
    createdAt: '2025-02-07T00:00:00Z',
  },
];

describe('sortStudentAppointments', () => {
  it('puts upcoming approved first, soonest first, then the rest latest first', () => {
    expect(ids(sortStudentAppointments(rows, now))).toEqual([
      'near-approved',
      'far-approved',
      'old-pending',
      'canceled',
      'new-pending',
      'past-approved',
      'completed',
    ]);
  });

  it('does not reorder the input', () => {
    const copy = [...rows];
    sortStudentAppointments(rows, now);
    expect(rows).toEqual(copy);
  });

  it('ranks the first three upcoming sessions', () => {
    const extra = { id: 'x', status: 'approved', dateTime: '2025-03-11T09:00:00.000Z' };
    const third = { id: 'y', status: 'approved', dateTime: '2025-03-12T09:00:00.000Z' };
    const sorted = sortStudentAppointments([...rows, extra, third], now);
    expect(sorted.map((row, position) => studentRankBadge(row, position, now))).toEqual([
      'Next',
      '#2',
      '#3',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('ranks nothing when the first item is not upcoming', () => {
    expect(studentRankBadge(rows[0] as Row, 0, now)).toBeNull();
  });
});

describe('sortTeacherAppointments', () => {
  it('puts pending first (soonest session first), then upcoming soonest, then the rest latest first', () => {
    expect(ids(sortTeacherAppointments(rows, now))).toEqual([
      'new-pending',
      'old-pending',
      'near-approved',
      'far-approved',
      'canceled',
      'past-approved',
      'completed',
    ]);
  });

  it('orders pending requests by their session time, the newest request first at the same time', () => {
    const pending = [
      {
        id: 'later',
        status: 'pending',
        dateTime: '2025-03-06T09:00:00.000Z',
        createdAt: '2025-03-01T00:00:00Z',
      },
      {
        id: 'old',
        status: 'pending',
        dateTime: '2025-03-05T09:00:00.000Z',
        createdAt: '2025-03-01T00:00:00Z',
      },
      {
        id: 'new',
        status: 'pending',
        dateTime: '2025-03-05T09:00:00.000Z',
        createdAt: '2025-03-02T00:00:00Z',
      },
    ];
    expect(ids(sortTeacherAppointments(pending, now))).toEqual(['new', 'old', 'later']);
  });
});

describe('teacherRankBadge', () => {
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

  it("says 'Urgent' only of a pending request whose session starts within 24 hours", () => {
    expect(teacherRankBadge({ status: 'pending', dateTime: inHours(2) }, 0, now)).toBe('Urgent');
    expect(teacherRankBadge({ status: 'pending', dateTime: inHours(24) }, 1, now)).toBe('Urgent');
    expect(teacherRankBadge({ status: 'pending', dateTime: inHours(96) }, 0, now)).toBe('#1');
    expect(teacherRankBadge({ status: 'approved', dateTime: inHours(2) }, 0, now)).toBeNull();
    expect(teacherRankBadge({ status: 'pending', dateTime: inHours(-1) }, 0, now)).toBe('#1');
  });

  it('ranks the first three pending requests that are not urgent, and marks every urgent one', () => {
    const pending = [2, 5, 30, 50, 70, 90].map((hours) => ({
      id: String(hours),
      status: 'pending',
      dateTime: inHours(hours),
    }));
    const sorted = sortTeacherAppointments([...pending, rows[1] as Row], now);
    expect(sorted.map((row, position) => teacherRankBadge(row, position, now))).toEqual([
      'Urgent',
      'Urgent',
      '#3',
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('countByStatus', () => {
  it('counts each status and all, unknown ones as pending', () => {
    expect(
      countByStatus([...rows, { id: 'odd', status: 'weird', dateTime: '2025-03-05T09:00:00Z' }]),
    ).toEqual({
      all: 8,
      pending: 3,
      approved: 3,
      canceled: 1,
      completed: 1,
    });
  });
});

describe('ratableTeacherIds', () => {
  it('names the teachers with an approved or completed session, not pending or canceled ones', () => {
    const ids = ratableTeacherIds([
      { teacherId: 'approved', status: 'approved' },
      { teacherId: 'completed', status: 'completed' },
      { teacherId: 'pending', status: 'pending' },
      { teacherId: 'canceled', status: 'canceled' },
    ]);
    expect([...ids].sort()).toEqual(['approved', 'completed']);
  });
});
