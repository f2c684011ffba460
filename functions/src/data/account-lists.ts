import type { Student, Teacher } from '@appointments/domain';
import { db } from '../lib/firebase';
import {
  studentFromSnapshot,
  studentsCollection,
  teacherFromSnapshots,
  teacherPrivateRef,
  teachersCollection,
} from './accounts';

export async function listStudents(): Promise<Student[]> {
  const snapshot = await studentsCollection().orderBy('createdAt', 'desc').get();
  return snapshot.docs.map(studentFromSnapshot);
}

/** Every teacher with the private part merged in: what the admin panel shows. */
export async function listTeachers(): Promise<Teacher[]> {
  const cards = await teachersCollection().orderBy('createdAt', 'desc').get();
  if (cards.empty) return [];
  const privateParts = await db().getAll(...cards.docs.map((card) => teacherPrivateRef(card.id)));
  return cards.docs.map((card, index) => {
    const privatePart = privateParts[index];
    if (!privatePart) throw new Error(`missing private part read for teacher ${card.id}`);
    return teacherFromSnapshots(card, privatePart);
  });
}
