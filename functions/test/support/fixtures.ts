import { newTeacherSchema, registerSchema } from '@appointments/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  newStudentDocument,
  newTeacherDocuments,
  studentRef,
  teacherPrivateRef,
  teacherRef,
} from '../../src/data/accounts';
import { slotRef } from '../../src/data/slots';

// Accounts and slots written as the API writes them (the same document builders), so a service's
// test starts from the store a real college would have.

export const testNow = new Date('2030-03-04T04:30:00.000Z');
/** The admin the audit log names for changes a test makes as an admin. */
export const testAdmin = { uid: 'admin-1' };
export const hoursAfter = (hours: number, from = testNow) => new Date(from.getTime() + hours * 3_600_000);

export async function addStudent(uid: string, options: { isApproved?: boolean } = {}) {
  await studentRef(uid).set(
    newStudentDocument({
      uid,
      name: `Student ${uid}`,
      email: `${uid}@college.test`,
      isApproved: options.isApproved ?? true,
      now: testNow,
    }),
  );
}

export async function addTeacher(uid: string, options: { isApproved?: boolean } = {}) {
  const documents = newTeacherDocuments({
    uid,
    name: `Teacher ${uid}`,
    email: `${uid}@college.test`,
    isApproved: options.isApproved ?? true,
    department: 'Physics',
    subject: 'Optics',
    phone: '9876543210',
    now: testNow,
  });
  await teacherRef(uid).set(documents.card);
  await teacherPrivateRef(uid).set(documents.private);
}

/** A free slot of the teacher, as the availability call adds it. */
export async function addSlot(teacherId: string, dateTime: Date, durationMinutes?: number) {
  await slotRef(teacherId, dateTime).create({
    teacherId,
    dateTime: Timestamp.fromDate(dateTime),
    createdAt: Timestamp.fromDate(testNow),
    place: { kind: 'in_person', location: 'Room 101' },
    ...(durationMinutes ? { durationMinutes } : {}),
  });
  await teacherRef(teacherId).update({
    availableSlotsCount: FieldValue.increment(1),
    slotTimes: FieldValue.arrayUnion(Timestamp.fromDate(dateTime)),
  });
}

/** A student's custom request to teacher `t1`, online, as the booking call parses it. */
export const customRequestToT1 = (dateTime: Date) =>
  ({
    bookingType: 'custom_request',
    teacherId: 't1',
    dateTime: dateTime.toISOString(),
    purpose: 'Thesis',
    place: { kind: 'online' },
  }) as const;

/** A self-registration's payload as the API parses it (a teacher's with a department and subject). */
export const registration = (role: 'student' | 'teacher', email: string) =>
  registerSchema.parse({
    name: 'Asha Kumar',
    role,
    email,
    password: 'Sunflower#2030',
    department: role === 'teacher' ? 'Physics' : '',
    subject: role === 'teacher' ? 'Optics' : '',
  });

/** An admin's new teacher as the API parses it. */
export const newTeacher = newTeacherSchema.parse({
  name: 'Meera Rao',
  email: 'meera@college.test',
  password: 'Lantern#2030',
  phone: '9876543210',
  department: 'Physics',
  subject: 'Optics',
});
