// Whom a student or teacher may start a conversation with: approved accounts of the other role, found by
// the account search keys (packages/domain/src/search) a page at a time, never by reading every account.
import {
  CONTACT_SEARCH_LIMIT,
  type Contact,
  collections,
  matchesSearch,
  type ParticipantModel,
  SEARCH_KEYS_FIELD,
  searchQueryOf,
  studentSearchFieldsOf,
  studentSearchTexts,
  teacherSearchFieldsOf,
  teacherSearchTexts,
} from '@appointments/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

// A query longer than a key is looked up by its first key and checked whole: read a few pages' worth so
// the checked page is still full in the usual case.
const overRead = 5;

const byName = new Intl.Collator('en').compare;

function contactOf(role: ParticipantModel, doc: QueryDocumentSnapshot): Contact {
  const picture: unknown = doc.get('profile.profilePicture');
  return {
    _id: doc.id,
    name: String(doc.get('name') ?? ''),
    email: String(doc.get('email') ?? ''),
    ...(role === 'teacher' ? { subject: String(doc.get('subject') ?? '') } : {}),
    profile: { profilePicture: typeof picture === 'string' && picture !== '' ? picture : null },
  };
}

function searchTextsOf(role: ParticipantModel, doc: QueryDocumentSnapshot) {
  const data = doc.data();
  return role === 'teacher'
    ? teacherSearchTexts(teacherSearchFieldsOf(data))
    : studentSearchTexts(studentSearchFieldsOf(data));
}

/**
 * Approved `role` accounts matching `typed` (any word of the name, email, course or student ID of a
 * student; name, email, subject or department of a teacher), by name; blank gives the first by name.
 */
export async function searchContacts(
  role: ParticipantModel,
  typed: string,
  limit: number = CONTACT_SEARCH_LIMIT,
): Promise<Contact[]> {
  const search = searchQueryOf(typed);
  let query = db()
    .collection(role === 'teacher' ? collections.teachers : collections.students)
    .where('isApproved', '==', true);
  if (search) query = query.where(SEARCH_KEYS_FIELD, 'array-contains', search.key);
  const snapshot = await query
    .orderBy('name')
    .select(
      'name',
      'email',
      'subject',
      'department',
      'profile.profilePicture',
      'profile.course',
      'profile.studentId',
    )
    .limit(search?.rest ? limit * overRead : limit)
    .get();
  const found = search?.rest
    ? snapshot.docs.filter((doc) => matchesSearch(searchTextsOf(role, doc), typed))
    : snapshot.docs;
  // Firestore orders names by their bytes (capitals first); the page reads alphabetically.
  return found
    .slice(0, limit)
    .map((doc) => contactOf(role, doc))
    .sort((a, b) => byName(a.name, b.name) || a._id.localeCompare(b._id));
}
