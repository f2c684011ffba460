// Builders for the component tests.
import type { Contact, Message } from '@appointments/domain';

export const meera: Contact = {
  _id: 'teacher-meera',
  name: 'Meera Iyer',
  email: 'meera@college.edu',
  subject: 'Algebra',
  profile: { profilePicture: null },
};

export const arjun: Contact = {
  _id: 'teacher-arjun',
  name: 'Arjun Rao',
  email: 'arjun@college.edu',
  subject: 'Physics',
  profile: { profilePicture: 'https://pictures.test/arjun.jpg' },
};

export function message(
  id: string,
  senderModel: Message['senderModel'],
  sentAt: string,
  content = id,
): Message {
  return { _id: id, content, senderModel, sentAt };
}
