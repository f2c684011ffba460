export const DAY_MS = 24 * 3_600_000;

export interface ScaleCounts {
  teachers: number;
  students: number;
  appointments: number;
}

/**
 * The sizes the bench measures, smallest first: the college, and one three times as large (teachers
 * scaled with the students) to show what grows with the number of accounts and what does not. The totals
 * include the real teacher and student and their appointments.
 */
export const SCALE_SIZES = {
  '10k': { teachers: 1_000, students: 10_000, appointments: 100_000 },
  '30k': { teachers: 3_000, students: 30_000, appointments: 300_000 },
} as const satisfies Record<string, ScaleCounts>;

export type ScaleSize = keyof typeof SCALE_SIZES;

/** How much history the real accounts (made through the API) get: the same at every size. */
export const REAL_SHARE = {
  teacherAppointments: 200,
  studentAppointments: 30,
  teacherSlots: 20,
  threadMessages: 40,
  /** More than a page of the contact list (30), so the Messages screens read a full page. */
  teacherConversations: 45,
  studentConversations: 12,
};

/** What each screen may take at every size (the acceptance). */
export const SCREEN_BUDGET = { firstRenderMs: 1_500, reads: 300 };
