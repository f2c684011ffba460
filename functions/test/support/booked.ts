import type { Appointment } from '@appointments/domain';
import { bookAppointment } from '../../src/services/booking';
import { addSlot, addStudent, addTeacher, testNow } from './fixtures';

/** Teacher t1, student s1 and one request of s1 for t1's slot at `dateTime`, booked through the booking service. */
export async function bookedSlot(
  dateTime: Date,
  ids = { teacherId: 't1', studentId: 's1' },
): Promise<Appointment> {
  await addTeacher(ids.teacherId);
  await addStudent(ids.studentId);
  await addSlot(ids.teacherId, dateTime);
  return bookAppointment(
    ids.studentId,
    { bookingType: 'slot_booking', teacherId: ids.teacherId, dateTime: dateTime.toISOString(), purpose: '' },
    testNow,
  );
}
