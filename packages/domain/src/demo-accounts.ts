/**
 * The demo logins the local stack seeds and the login screen's hint lists: one source, so the
 * hint can never drift from the data.
 */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@college.edu', password: 'Admin@12345', name: 'Campus Admin' },
  student: { email: 'asha.rao@college.edu', password: 'Student@123', name: 'Asha Rao' },
  teacher: { email: 'meera.iyer@college.edu', password: 'Teacher@123', name: 'Meera Iyer' },
} as const;
