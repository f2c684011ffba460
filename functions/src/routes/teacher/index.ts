import { Router } from 'express';
import { requireRole } from '../../middleware/auth';
import { validatePathIds } from '../../middleware/path-ids';
import { uploadProfilePicture } from '../profile-picture';
import { listTeacherAppointments, updateAppointmentStatusHandlers } from './appointments';
import { addAvailabilityHandlers, getAvailability, removeAvailabilityHandlers } from './availability';
import { getTeacherProfile, updateTeacherProfileHandlers } from './profile';
import { teacherStats } from './stats';

export const teacherRouter = Router();
validatePathIds(teacherRouter, 'id');
const teacher = requireRole('teacher');

teacherRouter.get('/teacher/stats', teacher, teacherStats);
teacherRouter.get('/teacher/appointments', teacher, listTeacherAppointments);
teacherRouter.put('/teacher/appointments/:id', teacher, ...updateAppointmentStatusHandlers);
teacherRouter.get('/teacher/availability', teacher, getAvailability);
teacherRouter.post('/teacher/availability', teacher, ...addAvailabilityHandlers);
teacherRouter.delete('/teacher/availability', teacher, ...removeAvailabilityHandlers);
teacherRouter.get('/teacher/profile', teacher, getTeacherProfile);
teacherRouter.put('/teacher/profile', teacher, ...updateTeacherProfileHandlers);
teacherRouter.post('/teacher/profile/picture', teacher, uploadProfilePicture('teacher'));
