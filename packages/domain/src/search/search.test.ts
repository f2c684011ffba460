import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_KEY_LENGTH,
  searchKeysOf,
  studentSearchFieldsOf,
  studentSearchKeys,
  studentSearchTexts,
  teacherSearchFieldsOf,
  teacherSearchKeys,
  teacherSearchTexts,
} from './account-keys';
import { normaliseSearchText } from './normalise';
import { matchesSearch, searchQueryOf } from './query';

describe('normaliseSearchText', () => {
  it('lower-cases, folds accents and drops punctuation', () => {
    expect(normaliseSearchText('  José  ÁLVAREZ-Núñez ')).toBe('jose alvarez nunez');
    expect(normaliseSearchText("O'Brien")).toBe('obrien');
    expect(normaliseSearchText('Zoë Müller, Ph.D.')).toBe('zoe muller ph d');
    expect(normaliseSearchText('Straße Łódź Øre')).toBe('strasse lodz ore');
    expect(normaliseSearchText('İlker')).toBe('ilker');
  });

  it('keeps letters of other scripts and digits', () => {
    expect(normaliseSearchText('प्रिया शर्मा')).toBe(normaliseSearchText('प्रिया   शर्मा'));
    expect(normaliseSearchText('CS-2021/001')).toBe('cs 2021 001');
  });

  it('leaves nothing of punctuation alone', () => {
    expect(normaliseSearchText(' .-@ ')).toBe('');
  });
});

describe('search keys', () => {
  const student = {
    name: 'Ana María Núñez',
    email: 'Ana.Nunez@College.edu',
    course: 'B.Tech Computer Science',
    studentId: 'CS-2021-001',
  };
  const keys = studentSearchKeys(student);

  it('holds every prefix of every word, accent-free and lower-case', () => {
    for (const key of [
      'a',
      'an',
      'ana',
      'm',
      'mari',
      'maria',
      'n',
      'nun',
      'nunez',
      'comp',
      'science',
      'cs',
      '2021',
      '001',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('holds phrases from any word on, and the words run together', () => {
    expect(keys).toContain('ana maria n');
    expect(keys).toContain('maria nunez');
    expect(keys).toContain('computer sci');
    expect(keys).toContain('cs2021001');
    expect(keys).toContain('cs 2021 0');
  });

  it('holds the email local part word by word and the whole address, but not the domain alone', () => {
    expect(keys).toContain('ana nunez');
    expect(keys).toContain('ananunez');
    expect(keys).toContain('ana nunez college edu');
    expect(keys).not.toContain('college');
    expect(keys).not.toContain('edu');
  });

  it('has no duplicates, no empty key, no trailing space and none longer than the limit', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).not.toBe('');
      expect(key).toBe(key.trim());
      expect(key.length).toBeLessThanOrEqual(MAX_SEARCH_KEY_LENGTH);
    }
  });

  it('gives the same keys for the same account written with other case and accents', () => {
    expect(
      studentSearchKeys({ ...student, name: 'ANA MARIA NUNEZ', email: 'ana.nunez@college.edu' }),
    ).toEqual(keys);
  });

  it('is the same set twice for duplicated words', () => {
    expect(searchKeysOf({ texts: ['Rao Rao', 'rao'], emails: [] })).toEqual(
      searchKeysOf({ texts: ['Rao Rao'], emails: [] }),
    );
  });

  it('reads the teacher fields and the stored documents', () => {
    const teacherKeys = teacherSearchKeys({
      name: 'Dr. Émile Zola',
      email: 'ezola@college.edu',
      subject: 'Thermodynamics',
      department: 'Physics',
    });
    expect(teacherKeys).toEqual(
      expect.arrayContaining(['emile', 'zola', 'thermo', 'phys', 'ezola', 'dr emile']),
    );
    expect(
      teacherSearchFieldsOf({ name: 'A', email: 'a@b.c', subject: 'S', department: 'D', other: 1 }),
    ).toEqual({ name: 'A', email: 'a@b.c', subject: 'S', department: 'D' });
    expect(
      studentSearchFieldsOf({ name: 'A', email: 'a@b.c', profile: { course: 'C', studentId: 'I' } }),
    ).toEqual({ name: 'A', email: 'a@b.c', course: 'C', studentId: 'I' });
    expect(studentSearchFieldsOf({})).toEqual({ name: '', email: '', course: '', studentId: '' });
  });
});

describe('searchQueryOf', () => {
  it('normalises the typed text into the key', () => {
    expect(searchQueryOf('  NÚÑEZ ')).toEqual({ key: 'nunez', rest: null });
    expect(searchQueryOf('Ana María')).toEqual({ key: 'ana maria', rest: null });
    expect(searchQueryOf('ana.nunez@college')).toEqual({ key: 'ana nunez college', rest: null });
  });

  it('is null for a query with nothing to search for', () => {
    expect(searchQueryOf('')).toBeNull();
    expect(searchQueryOf('  -- ')).toBeNull();
  });

  it('cuts a long query to a key and keeps the whole to check', () => {
    const query = searchQueryOf('Bachelor of Technology in Computer Science');
    expect(query?.key.length).toBeLessThanOrEqual(MAX_SEARCH_KEY_LENGTH);
    expect(query?.rest).toBe('bachelor of technology in computer science');
    expect(query?.rest?.startsWith(query.key)).toBe(true);
  });
});

describe('matchesSearch and the keys agree', () => {
  const people = [
    { name: 'José Álvarez', email: 'jose.alvarez@college.edu', course: 'Physics', studentId: 'PH001' },
    { name: 'JOSE ALVAREZ', email: 'j.alvarez2@college.edu', course: 'physics', studentId: 'ph002' },
    {
      name: "Siobhán O'Brien",
      email: 'sob@college.edu',
      course: 'Bachelor of Technology in Computer Science',
      studentId: '',
    },
    { name: 'Zoë Müller', email: 'zoe@college.edu', course: null, studentId: null },
  ];
  const queries = [
    'jose',
    'JOSÉ',
    'álv',
    'alvarez j',
    'jose alvarez',
    'obrien',
    "o'bri",
    'sob',
    'ph0',
    'zoe m',
    'college',
    'jose.alvarez@college.edu',
    'bachelor of technology in computer',
    'bachelor of technology in biology',
    'ez',
    '',
    'computer science',
  ];

  it('finds an account by a key exactly when the reference says it matches', () => {
    for (const typed of queries) {
      for (const person of people) {
        const expected = matchesSearch(studentSearchTexts(person), typed);
        const query = searchQueryOf(typed);
        const found =
          query === null ||
          (studentSearchKeys(person).includes(query.key) &&
            (query.rest === null || matchesSearch(studentSearchTexts(person), query.rest)));
        expect(found, `${typed} / ${person.name}`).toBe(expected);
      }
    }
  });

  it('matches at word starts, whatever the case and accents', () => {
    expect(matchesSearch(studentSearchTexts(people[0] as (typeof people)[0]), 'ALVA')).toBe(true);
    expect(matchesSearch(studentSearchTexts(people[0] as (typeof people)[0]), 'lvarez')).toBe(false);
    expect(matchesSearch(teacherSearchTexts({ name: 'A', email: 'x@college.edu' }), 'college')).toBe(false);
  });
});
