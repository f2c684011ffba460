import { Router } from 'express';
import { requireRole } from '../../middleware/auth';
import { validatePathIds } from '../../middleware/path-ids';
import { uploadProfilePicture } from '../profile-picture';
import { listStudentAppointments } from './appointments';
import { bookHandlers } from './book';
import { cancelByStudentHandlers, rescheduleHandlers } from './change';
import { getStudentProfile, updateStudentProfileHandlers } from './profile';
import { getRating, rateTeacherHandlers } from './rating';
import { studentStats } from './stats';
import { listApprovedTeachers, listTeacherSlots } from './teachers';

export const studentRouter = Router();
validatePathIds(studentRouter, 'id', 'teacherId');
const student = requireRole('student');

studentRouter.get('/student/teachers', student, listApprovedTeachers);
studentRouter.get('/student/teacher/:id/slots', student, listTeacherSlots);
studentRouter.post('/student/book', student, ...bookHandlers);
studentRouter.get('/student/rating/:teacherId', student, getRating);
studentRouter.post('/student/rate-teacher', student, ...rateTeacherHandlers);
studentRouter.get('/student/appointments', student, listStudentAppointments);
studentRouter.post('/student/appointments/:id/cancel', student, ...cancelByStudentHandlers);
studentRouter.post('/student/appointments/:id/reschedule', student, ...rescheduleHandlers);
studentRouter.get('/student/stats', student, studentStats);
studentRouter.get('/student/profile', student, getStudentProfile);
studentRouter.put('/student/profile', student, ...updateStudentProfileHandlers);
studentRouter.post('/student/profile/picture', student, uploadProfilePicture('student'));
