import { describe, expect, it } from 'vitest';
import { matchRequestSchema } from '../schemas/match';
import { conceptsInWords } from './concepts';
import { EMBEDDING_DIMENSIONS, lexicalEmbedding } from './lexical-embedding';
import { contentWords, correctTypo, editDistance, foldText } from './normalise';
import { matchReasons, type TeacherProfileSource, teacherProfileText } from './reasons';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

const profile = (subject: string, department: string, extra: Partial<TeacherProfileSource> = {}) => ({
  subject,
  department,
  designation: 'Assistant Professor',
  qualification: [],
  researchInterests: [],
  bio: '',
  ...extra,
});

describe('normalisation', () => {
  it('folds case and accents and keeps c++ as a word', () => {
    expect(foldText('Schrödinger’s  ÉQUATION, C++!')).toBe('schrodingers equation cpp');
  });

  it('drops English and Hinglish filler', () => {
    expect(contentWords('Mujhe thermo samajh nahi aa raha, kal test hai')).toEqual(['thermo']);
  });

  it('corrects a misspelt subject word, but never short words or unknown ones far from any', () => {
    expect(correctTypo('thermodynamc')).toBe('thermodynamic');
    expect(correctTypo('eigenvlaue')).toBe('eigenvalue');
    expect(correctTypo('os')).toBe('os');
    expect(correctTypo('zzzzzzzz')).toBe('zzzzzzzz');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('recieve', 'receive', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('concepts', () => {
  it('expands abbreviations and Hindi subject names', () => {
    const ids = (text: string) => conceptsInWords(contentWords(text)).map((hit) => hit.id);
    expect(ids('DSA and OS')).toEqual(['data-structures', 'operating-systems']);
    expect(ids('rasayan')).toEqual(['chemistry']);
    expect(ids('logic gates')).toEqual(['electronics']);
  });
});

describe('lexical embedding', () => {
  it('is L2-normalised with the stated dimension', () => {
    const vector = lexicalEmbedding('linear algebra');
    expect(vector).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(cosine(vector, vector)).toBeCloseTo(1, 10);
  });

  it('puts a need nearer the teacher of its subject than the others', () => {
    const need = lexicalEmbedding('stuck on eigenvalues before Friday’s test');
    const algebra = lexicalEmbedding(teacherProfileText(profile('Linear Algebra', 'Mathematics')));
    const optics = lexicalEmbedding(teacherProfileText(profile('Optics', 'Physics')));
    const dsa = lexicalEmbedding(teacherProfileText(profile('Data Structures', 'Computer Science')));
    expect(cosine(need, algebra)).toBeGreaterThan(cosine(need, optics));
    expect(cosine(need, algebra)).toBeGreaterThan(cosine(need, dsa));
  });

  it('gives a text without a meaningful word a zero vector', () => {
    expect(lexicalEmbedding('kya hai yaar').every((value) => value === 0)).toBe(true);
  });
});

describe('reasons', () => {
  const teacher = profile('Linear Algebra', 'Mathematics', {
    researchInterests: ['Numerical methods', 'Eigenvalue problems'],
    qualification: ['PhD Mathematics'],
  });

  it('names the subject and research interest that matched', () => {
    expect(matchReasons('eigenvalues of a matrix', teacher)).toEqual([
      { kind: 'subject', text: 'Linear Algebra' },
      { kind: 'researchInterest', text: 'Eigenvalue problems' },
    ]);
  });

  it('falls back to the department when only the field matched', () => {
    expect(matchReasons('ganit padhai', teacher)).toEqual([{ kind: 'department', text: 'Mathematics' }]);
  });

  it('gives no reason for an unrelated need', () => {
    expect(matchReasons('organic reaction mechanisms', teacher)).toEqual([]);
  });
});

describe('match request schema', () => {
  it('refuses an empty need and one made only of filler', () => {
    expect(matchRequestSchema.safeParse({ need: '  ' }).error?.issues[0]?.message).toBe(
      'Please describe what you need help with',
    );
    expect(matchRequestSchema.safeParse({ need: 'samajh nahi aa raha' }).success).toBe(false);
    expect(matchRequestSchema.parse({ need: ' DSA ' })).toEqual({ need: 'DSA' });
  });
});

describe('reasons name only the entries that share a word', () => {
  it('leaves out a research interest of the same subject that the need does not mention', () => {
    const teacher = profile('Cell Biology', 'Biology', {
      researchInterests: ['Zebrafish mitochondria', 'Cell membrane transport'],
    });
    expect(matchReasons('mitochondria zebrafish', teacher)).toEqual([
      { kind: 'subject', text: 'Cell Biology' },
      { kind: 'researchInterest', text: 'Zebrafish mitochondria' },
    ]);
  });
});
