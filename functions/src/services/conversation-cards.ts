// Each conversation carries a small card of both people (name, email, subject, picture), so a contact list
// is one query on the person's conversations: a teacher may not read student documents, and reading each
// contact's account would cost a read per row.
import { collections, type ParticipantModel } from '@appointments/domain';
import { type DocumentSnapshot, FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { db } from '../lib/firebase';

export interface ConversationCard {
  name: string;
  email: string;
  /** A teacher's subject; '' for a student. */
  subject: string;
  profilePicture: string | null;
}

/** The card a conversation keeps of an account. */
export function conversationCardOf(role: ParticipantModel, account: DocumentSnapshot): ConversationCard {
  const picture: unknown = account.get('profile.profilePicture');
  return {
    name: String(account.get('name') ?? ''),
    email: String(account.get('email') ?? ''),
    subject: role === 'teacher' ? String(account.get('subject') ?? '') : '',
    profilePicture: typeof picture === 'string' && picture !== '' ? picture : null,
  };
}

const pageSize = 400;

function sameCard(a: unknown, b: ConversationCard): boolean {
  if (typeof a !== 'object' || a === null) return false;
  const card = a as Record<string, unknown>;
  return (
    card.name === b.name &&
    card.email === b.email &&
    card.subject === b.subject &&
    (card.profilePicture ?? null) === b.profilePicture
  );
}

/**
 * Brings the card every conversation of an account keeps up to the account's current name and picture.
 * Paged by document id; each page reads the account again, so of two quick changes the later wins.
 * Idempotent: conversations whose card is current are not written. Returns the number written.
 */
export async function refreshConversationCards(role: ParticipantModel, uid: string): Promise<number> {
  const account = role === 'teacher' ? teacherRef(uid) : studentRef(uid);
  let written = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection(collections.conversations)
      .where(`${role}Id`, '==', uid)
      .orderBy(FieldPath.documentId())
      .select(role)
      .limit(pageSize);
    if (after) query = query.startAfter(after);
    const [page, current] = await Promise.all([query.get(), account.get()]);
    if (!current.exists) return written;
    const card = conversationCardOf(role, current);
    const batch = db().batch();
    let changed = 0;
    for (const conversation of page.docs) {
      if (sameCard(conversation.get(role), card)) continue;
      batch.update(conversation.ref, { [role]: card });
      changed += 1;
    }
    if (changed > 0) await batch.commit();
    written += changed;
    after = page.docs.at(-1);
    if (page.size < pageSize) return written;
  }
}

/**
 * Writes both cards on each conversation that lacks one (those written before the cards existed), reading
 * the two accounts of those conversations only, a page at a time. Idempotent; returns the number written.
 */
export async function backfillConversationCards(): Promise<number> {
  let written = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection(collections.conversations)
      .orderBy(FieldPath.documentId())
      .select('studentId', 'teacherId', 'student', 'teacher')
      .limit(pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    const missing = page.docs.filter(
      (conversation) => !conversation.get('student') || !conversation.get('teacher'),
    );
    if (missing.length > 0) {
      const refs = missing.flatMap((conversation) => [
        studentRef(String(conversation.get('studentId') ?? '-')),
        teacherRef(String(conversation.get('teacherId') ?? '-')),
      ]);
      const accounts = await db().getAll(...refs);
      const batch = db().batch();
      missing.forEach((conversation, index) => {
        const [student, teacher] = [accounts[index * 2], accounts[index * 2 + 1]];
        if (!student?.exists || !teacher?.exists) return;
        batch.update(conversation.ref, {
          student: conversationCardOf('student', student),
          teacher: conversationCardOf('teacher', teacher),
        });
        written += 1;
      });
      await batch.commit();
    }
    after = page.docs.at(-1);
    if (page.size < pageSize) return written;
  }
}
