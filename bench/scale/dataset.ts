// The generated college, in memory: who exists and what happened, before it becomes Firestore documents.
import type { AppointmentStatus, BookingType } from '@appointments/domain';
import { Random } from '../support/random';
import { generateAppointments } from './appointments';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES } from './names';
import { DAY_MS, type ScaleCounts } from './scale-config';

export interface SeedAccount {
  uid: string;
  name: string;
  email: string;
  approved: boolean;
  createdAt: Date;
  lastLogin: Date | null;
  /** Made through the API (Auth user, claims, profile): the seed only adds its history and counters. */
  real: boolean;
}

export interface SeedTeacher extends SeedAccount {
  department: string;
  subject: string;
  phone: string;
  employeeId: string;
}

export interface SeedAppointment {
  id: string;
  teacher: SeedTeacher;
  student: SeedAccount;
  status: AppointmentStatus;
  bookingType: BookingType;
  purpose: string;
  dateTime: Date;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
  autoUpdatedAt: Date | null;
}

export interface SeedSlot {
  teacher: SeedTeacher;
  dateTime: Date;
  createdAt: Date;
}

export interface SeedRating {
  teacher: SeedTeacher;
  student: SeedAccount;
  rating: number;
  review: string;
  ratedAt: Date;
}

export interface SeedMessage {
  fromStudent: boolean;
  content: string;
  sentAt: Date;
}

export interface SeedConversation {
  teacher: SeedTeacher;
  student: SeedAccount;
  messages: SeedMessage[];
}

export interface Dataset {
  teachers: SeedTeacher[];
  students: SeedAccount[];
  appointments: SeedAppointment[];
  slots: SeedSlot[];
  ratings: SeedRating[];
  conversations: SeedConversation[];
}

/** The accounts made through the API, which the generated history gives a realistic share. */
export interface RealAccounts {
  teacher: { uid: string; name: string; email: string; department: string; subject: string };
  student: { uid: string; name: string; email: string };
}

const DEPARTMENT_NAMES = Object.keys(DEPARTMENTS);

function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** Most accounts are older than the history generated; a few are this year's, some still awaiting approval. */
function accountDates(random: Random, now: Date, approved: boolean) {
  const createdAt = approved
    ? new Date(now.getTime() - random.int(30, 800) * DAY_MS - random.int(0, DAY_MS))
    : new Date(now.getTime() - random.int(0, 30) * DAY_MS - random.int(0, DAY_MS));
  const lastLogin =
    approved && random.chance(0.8) ? new Date(now.getTime() - random.int(0, 60 * DAY_MS)) : null;
  return { createdAt, lastLogin };
}

function generateTeachers(random: Random, count: number, now: Date, real: RealAccounts): SeedTeacher[] {
  const teachers: SeedTeacher[] = [];
  for (let i = 1; i < count; i++) {
    const approved = !random.chance(0.02);
    const department = random.pick(DEPARTMENT_NAMES);
    const id = String(i).padStart(5, '0');
    teachers.push({
      uid: `scale-teacher-${id}`,
      name: personName(random),
      email: `teacher${id}@scale.college.test`,
      approved,
      ...accountDates(random, now, approved),
      real: false,
      department,
      subject: random.pick(DEPARTMENTS[department] ?? ['General']),
      phone: `+91 98${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      employeeId: `EMP-${id}`,
    });
  }
  const realCreatedAt = new Date(now.getTime() - 400 * DAY_MS);
  teachers.push({
    ...real.teacher,
    approved: true,
    createdAt: realCreatedAt,
    lastLogin: null,
    real: true,
    phone: '',
    employeeId: '',
  });
  return teachers;
}

function generateStudents(random: Random, count: number, now: Date, real: RealAccounts): SeedAccount[] {
  const students: SeedAccount[] = [];
  for (let i = 1; i < count; i++) {
    const approved = !random.chance(0.02);
    const id = String(i).padStart(5, '0');
    students.push({
      uid: `scale-student-${id}`,
      name: personName(random),
      email: `student${id}@scale.college.test`,
      approved,
      ...accountDates(random, now, approved),
      real: false,
    });
  }
  students.push({
    ...real.student,
    approved: true,
    createdAt: new Date(now.getTime() - 400 * DAY_MS),
    lastLogin: null,
    real: true,
  });
  return students;
}

/**
 * The whole college: `counts` accounts and appointments in total, the real teacher and student included.
 * Deterministic for a given seed and `now`.
 */
export function generateDataset(counts: ScaleCounts, real: RealAccounts, now: Date, seed = 14): Dataset {
  const random = new Random(seed);
  const teachers = generateTeachers(random, counts.teachers, now, real);
  const students = generateStudents(random, counts.students, now, real);
  return {
    teachers,
    students,
    ...generateAppointments(random, teachers, students, counts.appointments, now),
  };
}
