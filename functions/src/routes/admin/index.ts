import { Router } from 'express';
import { requireRole } from '../../middleware/auth';
import { validatePathIds } from '../../middleware/path-ids';
import { getAdminInsights } from '../insights';
import { setApproval } from './approval';
import { getAuditLog } from './audit';
import { deleteBookingPause, getBookingPauses } from './booking-pauses';
import { bulkDecisionHandlers } from './bulk';
import { createTeacherHandlers } from './create-teacher';
import { deleteAccountHandler } from './delete-account';
import { exportAppointments, exportStudents, exportTeachers } from './export';
import { accountCountsHandler, pendingStudentsList, studentsList, teachersList } from './lists';
import { rosterHandler, suspendAbsentHandlers } from './roster';
import { getSettings, putSettings } from './settings';
import { adminStats } from './stats';

export const adminRouter = Router();
validatePathIds(adminRouter, 'id');
const admin = requireRole('admin');

adminRouter.get('/admin/dashboard-stats', admin, adminStats);
// The figures behind the insights page for a range and a department (docs/api.md, "Insights").
adminRouter.get('/admin/insights', admin, getAdminInsights);
// /admin/users is the list the pending-approval screen reads; it answers only the unapproved (the spec's
// client kept those from every student, which reads the whole collection). The lists answer a page of 50
// (?cursor= for the next, ?search=, ?status=, ?department= for teachers); /counts answers their counts.
adminRouter.get('/admin/users', admin, pendingStudentsList);
adminRouter.get('/admin/students', admin, studentsList);
adminRouter.get('/admin/teachers', admin, teachersList);
adminRouter.get('/admin/students/counts', admin, accountCountsHandler('student'));
adminRouter.get('/admin/teachers/counts', admin, accountCountsHandler('teacher'));
adminRouter.post('/admin/teacher', admin, ...createTeacherHandlers);
adminRouter.put('/admin/approve-student/:id', admin, setApproval('student', true));
adminRouter.put('/admin/suspend-student/:id', admin, setApproval('student', false));
adminRouter.put('/admin/approve-teacher/:id', admin, setApproval('teacher', true));
adminRouter.put('/admin/suspend-teacher/:id', admin, setApproval('teacher', false));
// One decision (approve, decline, suspend) for the ids given or every account a list filter matches.
adminRouter.post('/admin/students/bulk', admin, ...bulkDecisionHandlers('student'));
adminRouter.post('/admin/teachers/bulk', admin, ...bulkDecisionHandlers('teacher'));
adminRouter.delete('/admin/student/:id', admin, deleteAccountHandler('student'));
adminRouter.delete('/admin/teacher/:id', admin, deleteAccountHandler('teacher'));
adminRouter.get('/admin/export/teachers.csv', admin, exportTeachers);
adminRouter.get('/admin/export/students.csv', admin, exportStudents);
// The appointments of a range (docs/api.md, "Insights").
adminRouter.get('/admin/export/appointments.csv', admin, exportAppointments);
// The college's own policies (docs/api.md, "Settings") and the record of every admin action.
adminRouter.get('/admin/settings', admin, getSettings);
adminRouter.put('/admin/settings', admin, putSettings);
adminRouter.get('/admin/audit', admin, getAuditLog);
// The no-show policy's pauses on students' new bookings.
adminRouter.get('/admin/booking-pauses', admin, getBookingPauses);
adminRouter.delete('/admin/booking-pauses/:id', admin, deleteBookingPause);
// Rosters: a CSV of students or teachers, previewed, then applied (docs/api.md, "Rosters").
adminRouter.post('/admin/roster/students', admin, ...rosterHandler('student'));
adminRouter.post('/admin/roster/teachers', admin, ...rosterHandler('teacher'));
adminRouter.post('/admin/roster/students/suspend-absent', admin, ...suspendAbsentHandlers('student'));
adminRouter.post('/admin/roster/teachers/suspend-absent', admin, ...suspendAbsentHandlers('teacher'));
