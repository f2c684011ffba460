// The search keys stored on every student and teacher document (`searchKeys`): every prefix of every
// phrase that starts at a word of the name, course, student ID, subject or department, of the email's
// local part, and of the whole email. An `array-contains` on one key then finds, counts and pages the
// accounts a typed query matches, without reading the others.
import { normaliseSearchText } from './normalise';

/** The document field holding the keys; written by the server only (clients cannot write accounts). */
export const SEARCH_KEYS_FIELD = 'searchKeys';

/** Keys stop at this many characters; a longer query is looked up by its start and checked whole. */
export const MAX_SEARCH_KEY_LENGTH = 24;

/** The searchable texts of an account: plain texts, and email addresses (treated apart, see below). */
export interface SearchTexts {
  texts: readonly (string | null | undefined)[];
  emails: readonly (string | null | undefined)[];
}

export interface StudentSearchFields {
  name: string;
  email: string;
  course?: string | null;
  studentId?: string | null;
}

export interface TeacherSearchFields {
  name: string;
  email: string;
  subject?: string | null;
  department?: string | null;
}

export const studentSearchTexts = (student: StudentSearchFields): SearchTexts => ({
  texts: [student.name, student.course, student.studentId],
  emails: [student.email],
});

export const teacherSearchTexts = (teacher: TeacherSearchFields): SearchTexts => ({
  texts: [teacher.name, teacher.subject, teacher.department],
  emails: [teacher.email],
});

/** The phrases from each word on ("anna maria rossi", "maria rossi", "rossi"), and the words run together. */
function phrasesOf(normalised: string, into: string[]) {
  if (!normalised) return;
  const words = normalised.split(' ');
  for (let start = 0; start < words.length; start += 1) into.push(words.slice(start).join(' '));
  // "cs 2021 001" is also found as "cs2021001", "anna maria" as "annamaria".
  if (words.length > 1) into.push(words.join(''));
}

/**
 * What a query may be the start of. An email's local part counts word by word ("sharma" finds
 * priya.sharma@…); its domain counts only as part of the whole address, or every account of the college
 * would match "college".
 */
export function searchPhrases({ texts, emails }: SearchTexts): string[] {
  const phrases: string[] = [];
  for (const text of texts) phrasesOf(normaliseSearchText(text ?? ''), phrases);
  for (const email of emails) {
    if (!email) continue;
    const at = email.lastIndexOf('@');
    phrasesOf(normaliseSearchText(at < 0 ? email : email.slice(0, at)), phrases);
    const whole = normaliseSearchText(email);
    if (whole) phrases.push(whole);
  }
  return phrases;
}

/** Every prefix (up to MAX_SEARCH_KEY_LENGTH characters) of every phrase, once each, sorted. */
export function searchKeysOf(texts: SearchTexts): string[] {
  const keys = new Set<string>();
  for (const phrase of searchPhrases(texts)) {
    const end = Math.min(phrase.length, MAX_SEARCH_KEY_LENGTH);
    for (let length = 1; length <= end; length += 1) {
      // A prefix ending in a space is the same search as the one without it.
      const key = phrase.slice(0, length).trimEnd();
      if (key) keys.add(key);
    }
  }
  return [...keys].sort();
}

export const studentSearchKeys = (student: StudentSearchFields) => searchKeysOf(studentSearchTexts(student));
export const teacherSearchKeys = (teacher: TeacherSearchFields) => searchKeysOf(teacherSearchTexts(teacher));

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The searchable fields of a stored student document (`profile.course`, `profile.studentId`). */
export function studentSearchFieldsOf(data: Record<string, unknown>): StudentSearchFields {
  const profile = recordOf(data.profile);
  return {
    name: textOf(data.name),
    email: textOf(data.email),
    course: textOf(profile.course),
    studentId: textOf(profile.studentId),
  };
}

/** The searchable fields of a stored teacher card. */
export function teacherSearchFieldsOf(data: Record<string, unknown>): TeacherSearchFields {
  return {
    name: textOf(data.name),
    email: textOf(data.email),
    subject: textOf(data.subject),
    department: textOf(data.department),
  };
}
