// The teacher's private note and summary draft of one session: `appointments/{id}/notes/{teacherUid}`.
import { collections } from '@appointments/domain';
import { appointmentRef } from './appointments';
import { converters } from './converters';

export const sessionNotesRef = (appointmentId: string, teacherId: string) =>
  appointmentRef(appointmentId)
    .collection(collections.appointmentNotes)
    .withConverter(converters.sessionNotes)
    .doc(teacherId);
