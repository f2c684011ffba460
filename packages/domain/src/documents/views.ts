// Each stored kind as the API answers with it and the screens render it (entities.ts): the parsed document
// with its id and ISO times, less what is the server's own (search keys, mail choices). The API and the web's
// live layer both build their shapes here, so a screen fed by a listener sees what one fed by /api would.
import type { Appointment, Message, Student, Teacher, TeacherCard } from '../entities';
import type { AdminDocument } from './admin';
import type { AppointmentDocument } from './appointment';
import { withIsoTimes } from './iso-times';
import type { MessageDocument } from './message';
import type { StudentDocument } from './student';
import type { TeacherCardDocument } from './teacher-card';
import type { TeacherPrivateDocument } from './teacher-private';

export function appointmentView(id: string, document: AppointmentDocument): Appointment {
  const {
    reminders: _reminders,
    rescheduledAt: _rescheduledAt,
    attendanceChanges: _changes,
    ...shown
  } = withIsoTimes(document);
  return { _id: id, ...shown };
}

export function studentView(id: string, document: StudentDocument): Student {
  const { searchKeys: _keys, mailPreferences: _choices, ...shown } = withIsoTimes(document);
  return { _id: id, ...shown };
}

/**
 * The public card. `availableSlotsCount` is the stored counter; the callers that know the time count the
 * `slotTimes` still ahead instead (`availableSlotCount`, slots.ts).
 */
export function teacherCardView(id: string, document: TeacherCardDocument): TeacherCard {
  const card = withIsoTimes(document);
  return {
    _id: id,
    name: card.name,
    email: card.email,
    subject: card.subject,
    department: card.department,
    averageRating: card.averageRating,
    totalRatings: card.totalRatings,
    availableSlotsCount: card.availableSlotsCount,
    hasAvailableSlots: card.availableSlotsCount > 0,
    ...(card.slotTimes ? { slotTimes: card.slotTimes } : {}),
    totalSessions: card.totalSessions,
    profile: card.profile,
  };
}

/** The whole teacher (their own profile, the admin's lists); without the private part its fields are empty. */
export function teacherView(
  id: string,
  card: TeacherCardDocument,
  privatePart: TeacherPrivateDocument | undefined,
): Teacher {
  const stored = withIsoTimes(card);
  const secret = privatePart ? withIsoTimes(privatePart) : undefined;
  return {
    ...teacherCardView(id, card),
    isApproved: stored.isApproved,
    createdAt: stored.createdAt,
    suspendedAt: stored.suspendedAt,
    lastLogin: secret?.lastLogin ?? null,
    stats: stored.stats,
    profile: {
      ...stored.profile,
      phone: secret?.phone ?? '',
      employeeId: secret?.employeeId ?? '',
      meetingLink: secret?.meetingLink ?? '',
    },
  };
}

export interface AdminAccount {
  _id: string;
  name: string;
  email: string;
  createdAt: string;
  lastLogin: string | null;
}

export function adminView(id: string, document: AdminDocument): AdminAccount {
  return { _id: id, ...withIsoTimes(document) };
}

export function messageView(id: string, document: MessageDocument): Message {
  const { content, senderModel, sentAt } = withIsoTimes(document);
  return { _id: id, content, senderModel, sentAt };
}
