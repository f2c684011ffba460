import { Router } from 'express';
import { requireRole } from '../../middleware/auth';
import { validatePathIds } from '../../middleware/path-ids';
import { getTeacherInsights } from '../insights';
import { uploadProfilePicture } from '../profile-picture';
import {
  cancelByTeacherHandlers,
  listTeacherAppointments,
  updateAppointmentStatusHandlers,
} from './appointments';
import { addAvailabilityHandlers, getAvailability, removeAvailabilityHandlers } from './availability';
import { getBusyCalendar, putBusyCalendarHandlers, refreshBusyCalendar } from './busy-calendar';
import { getDayShape, putDayShapeHandlers } from './day-shape';
import { createOfficeHoursHandlers, listOfficeHours, removeOfficeHours } from './office-hours';
import { getTeacherProfile, updateTeacherProfileHandlers } from './profile';
import {
  attendanceHandlers,
  followUpHandlers,
  getNotes,
  getStudentSessions,
  notesHandlers,
} from './session-record';
import { cancelSessionHandlers, capacityHandlers, messageSessionHandlers } from './sessions';
import { teacherStats } from './stats';

export const teacherRouter = Router();
validatePathIds(teacherRouter, 'id');
const teacher = requireRole('teacher');

teacherRouter.get('/teacher/stats', teacher, teacherStats);
// The teacher's own figures for a range (docs/api.md, "Insights").
teacherRouter.get('/teacher/insights', teacher, getTeacherInsights);
teacherRouter.get('/teacher/appointments', teacher, listTeacherAppointments);
teacherRouter.put('/teacher/appointments/:id', teacher, ...updateAppointmentStatusHandlers);
teacherRouter.post('/teacher/appointments/:id/cancel', teacher, ...cancelByTeacherHandlers);
teacherRouter.put('/teacher/appointments/:id/attendance', teacher, ...attendanceHandlers);
teacherRouter.get('/teacher/appointments/:id/notes', teacher, getNotes);
teacherRouter.put('/teacher/appointments/:id/notes', teacher, ...notesHandlers);
teacherRouter.post('/teacher/appointments/:id/follow-up', teacher, ...followUpHandlers);
teacherRouter.get('/teacher/students/:id/sessions', teacher, getStudentSessions);
teacherRouter.get('/teacher/availability', teacher, getAvailability);
teacherRouter.post('/teacher/availability', teacher, ...addAvailabilityHandlers);
teacherRouter.delete('/teacher/availability', teacher, ...removeAvailabilityHandlers);
teacherRouter.get('/teacher/office-hours', teacher, listOfficeHours);
teacherRouter.post('/teacher/office-hours', teacher, ...createOfficeHoursHandlers);
teacherRouter.delete('/teacher/office-hours/:id', teacher, removeOfficeHours);
teacherRouter.get('/teacher/profile', teacher, getTeacherProfile);
teacherRouter.put('/teacher/profile', teacher, ...updateTeacherProfileHandlers);
teacherRouter.post('/teacher/profile/picture', teacher, uploadProfilePicture('teacher'));
teacherRouter.get('/teacher/busy-calendar', teacher, getBusyCalendar);
teacherRouter.put('/teacher/busy-calendar', teacher, ...putBusyCalendarHandlers);
teacherRouter.post('/teacher/busy-calendar/refresh', teacher, refreshBusyCalendar);
teacherRouter.get('/teacher/day-shape', teacher, getDayShape);
teacherRouter.post('/teacher/sessions/:slotId/message', teacher, ...messageSessionHandlers);
teacherRouter.post('/teacher/sessions/:slotId/cancel', teacher, ...cancelSessionHandlers);
teacherRouter.put('/teacher/sessions/:slotId/capacity', teacher, ...capacityHandlers);
teacherRouter.put('/teacher/day-shape', teacher, ...putDayShapeHandlers);
