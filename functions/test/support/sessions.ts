import { type Appointment, DEFAULT_BOOKING_POLICY } from '@appointments/domain';
import { bookAppointment } from '../../src/services/booking';
import { decideAppointment } from '../../src/services/teacher-decisions';
import { addSlot, addStudent, addTeacher, testNow } from './fixtures';

/** Caps wide enough that a test may hold many sessions of one pair at once. */
export const roomyPolicy = { ...DEFAULT_BOOKING_POLICY, maxOpenPerTeacher: 50, maxOpenTotal: 200 };

export const minutesAfter = (minutes: number, from: Date) => new Date(from.getTime() + minutes * 60_000);
export const daysAfter = (days: number, from: Date) => minutesAfter(days * 24 * 60, from);

/** Teacher t1 and student s1 (or those given), written once before a test's sessions. */
export async function addPair(ids = { teacherId: 't1', studentId: 's1' }) {
  await addTeacher(ids.teacherId);
  await addStudent(ids.studentId);
}

/** An approved 30-minute session of the pair at `dateTime`, booked and approved through the services. */
export async function approvedSession(
  dateTime: Date,
  ids = { teacherId: 't1', studentId: 's1' },
): Promise<Appointment> {
  await addSlot(ids.teacherId, dateTime, 30);
  const booked = await bookAppointment(
    ids.studentId,
    {
      bookingType: 'slot_booking',
      teacherId: ids.teacherId,
      dateTime: dateTime.toISOString(),
      purpose: 'Limits',
    },
    testNow,
    roomyPolicy,
  );
  return decideAppointment(ids.teacherId, booked._id, 'approved', testNow);
}
