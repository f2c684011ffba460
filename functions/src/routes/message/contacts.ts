import type { Contact } from '@appointments/domain';
import { collections } from '@appointments/domain';
import type { Request, Response } from 'express';
import { approvedTeachersQuery } from '../../data/teachers';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';

/** A student's contacts: the approved teachers (a contact with a subject is a teacher). */
export async function teacherContacts(_req: Request, res: Response) {
  const snapshot = await approvedTeachersQuery().get();
  const contacts: Contact[] = snapshot.docs.map((doc) => ({
    _id: doc.id,
    name: String(doc.get('name') ?? ''),
    email: String(doc.get('email') ?? ''),
    subject: String(doc.get('subject') ?? ''),
    profile: { profilePicture: doc.get('profile.profilePicture') ?? null },
  }));
  sendData(res, contacts);
}

/** A teacher's contacts: the approved students, with nothing but what a contact list shows. */
export async function studentContacts(_req: Request, res: Response) {
  const snapshot = await db()
    .collection(collections.students)
    .where('isApproved', '==', true)
    .orderBy('name')
    .get();
  const contacts: Contact[] = snapshot.docs.map((doc) => ({
    _id: doc.id,
    name: String(doc.get('name') ?? ''),
    email: String(doc.get('email') ?? ''),
    profile: { profilePicture: doc.get('profile.profilePicture') ?? null },
  }));
  sendData(res, contacts);
}
