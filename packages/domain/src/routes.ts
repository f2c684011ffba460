// Where each role lands after login and when it opens a page that is not its own (spec section 2).
import type { Role } from './entities';

export const ROLE_HOME: Record<Role, string> = {
  student: '/student/dashboard',
  teacher: '/teacher/dashboard',
  admin: '/admin/panel',
};

/** Unknown or missing role goes to /login. */
export function roleHome(role: string | null | undefined): string {
  return role === 'student' || role === 'teacher' || role === 'admin' ? ROLE_HOME[role] : '/login';
}

export const QUICK_NAV_SECTIONS: Record<Role, readonly string[]> = {
  admin: ['dashboard', 'studentApproval', 'studentList', 'addTeacher', 'teacherList'],
  student: ['welcome', 'findTeachers', 'myAppointments', 'contact'],
  teacher: ['welcome', 'updateAvailability', 'teacherAppointments', 'contact'],
};
