export const DAY_MS = 24 * 3_600_000;

export interface ScaleCounts {
  teachers: number;
  students: number;
  appointments: number;
}

/** What the issue asks for: the totals include the real teacher and student and their appointments. */
export const FULL_SCALE: ScaleCounts = { teachers: 1_000, students: 10_000, appointments: 100_000 };

/** How much history the real accounts (made through the API) get. */
export const REAL_SHARE = {
  teacherAppointments: 200,
  studentAppointments: 30,
  teacherSlots: 20,
  threadMessages: 40,
};
