import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, registerSchema } from './auth';
import { normalisedEmailAddress } from './email-address';
import { newTeacherSchema } from './new-teacher';

const registration = { name: 'Ada Lovelace', role: 'student', password: 'Str0ng!pw' };
const newTeacher = { name: 'Grace Hopper', password: 'longenough', department: 'Physics', subject: 'Optics' };

/** Each form's schema, reduced to "does it take this address, and as what". */
const forms = {
  login: (email: string) => loginSchema.safeParse({ email, password: 'x' }),
  register: (email: string) => registerSchema.safeParse({ ...registration, email }),
  forgotPassword: (email: string) => forgotPasswordSchema.safeParse({ email }),
  newTeacher: (email: string) => newTeacherSchema.safeParse({ ...newTeacher, email }),
};

function verdicts(email: string) {
  return Object.fromEntries(
    Object.entries(forms).map(([form, parse]) => {
      const result = parse(email);
      return [form, result.success ? (result.data as { email: string }).email : 'refused'];
    }),
  );
}

describe('one e-mail rule for every form', () => {
  it.each([
    ['a@b', 'a@b'],
    ['  Ada@College.EDU ', 'ada@college.edu'],
    ['first.last+tag@college.test', 'first.last+tag@college.test'],
    ['ravi@münchen.example', 'ravi@xn--mnchen-3ya.example'],
  ])('login, register, forgot password and new teacher all take %j as %j', (input, stored) => {
    expect(verdicts(input)).toEqual({
      login: stored,
      register: stored,
      forgotPassword: stored,
      newTeacher: stored,
    });
  });

  it.each([
    ['a trailing dot', 'x@example.com.'],
    ['an empty label', 'x@example..com'],
    ['a non-ASCII local part', 'аsha@college.test'],
    ['a domain mixing Latin and Cyrillic', 'asha@gооgle.com'],
    ['two @', 'a@b@c'],
    ['a space', 'a b@c.d'],
    ['no local part', '@college.test'],
    ['a dot at the start of the local part', '.ada@college.test'],
  ])('every form refuses an address with %s', (_, input) => {
    expect(verdicts(input)).toEqual({
      login: 'refused',
      register: 'refused',
      forgotPassword: 'refused',
      newTeacher: 'refused',
    });
  });

  it('stores the domain of an address in ASCII', () => {
    expect(normalisedEmailAddress('user@bücher.de')).toBe('user@xn--bcher-kva.de');
  });
});
