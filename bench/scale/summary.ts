import type { Dataset } from './dataset';

/** The counts a reader of the report wants: accounts, appointments by status, the rest of the history. */
export function summarize(dataset: Dataset): Record<string, number> {
  const byStatus = (status: string) => dataset.appointments.filter((a) => a.status === status).length;
  const pairs = new Set(dataset.appointments.map((a) => `${a.teacher.uid}_${a.student.uid}`));
  return {
    teachers: dataset.teachers.length,
    'approved teachers': dataset.teachers.filter((t) => t.approved).length,
    students: dataset.students.length,
    'approved students': dataset.students.filter((s) => s.approved).length,
    appointments: dataset.appointments.length,
    completed: byStatus('completed'),
    canceled: byStatus('canceled'),
    pending: byStatus('pending'),
    approved: byStatus('approved'),
    'teacher–student pairs': pairs.size,
    'future slots': dataset.slots.length,
    ratings: dataset.ratings.length,
    conversations: dataset.conversations.length,
    messages: dataset.conversations.reduce((sum, c) => sum + c.messages.length, 0),
  };
}
