import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordPayloadSchema,
} from './auth';
import { fieldErrors, parsed } from './field-errors.testing';

describe('loginSchema', () => {
  it('requires email and password with the spec messages', () => {
    expect(fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrors(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('treats a blank email as missing', () => {
    expect(fieldErrors(loginSchema, { email: '   ', password: 'x' })).toEqual({ email: 'Email is required' });
  });

  it('refuses text without the text@text shape', () => {
    for (const email of ['student', 'student@', '@college', 'a b@c']) {
      expect(fieldErrors(loginSchema, { email, password: 'x' })).toEqual({
        email: 'Please enter a valid email',
      });
    }
  });

  it('accepts text@text, trimming and lowercasing the email but never the password', () => {
    expect(parsed(loginSchema, { email: '  Ada@College ', password: ' secret ' })).toEqual({
      email: 'ada@college',
      password: ' secret ',
    });
  });
});

describe('registerSchema', () => {
  const valid = { name: 'Ada Lovelace', role: 'student', email: 'ada@college.edu', password: 'Str0ng!pw' };
  const weak =
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character';

  it('accepts a valid student and trims the name', () => {
    expect(parsed(registerSchema, { ...valid, name: '  Ada Lovelace ' })).toEqual({
      ...valid,
      department: '',
      subject: '',
    });
  });

  it('keeps a teacher department and subject, trimmed', () => {
    const result = parsed(registerSchema, {
      ...valid,
      role: 'teacher',
      department: ' Physics ',
      subject: ' Optics',
    });
    expect(result).toMatchObject({ role: 'teacher', department: 'Physics', subject: 'Optics' });
  });

  it('requires a name', () => {
    expect(fieldErrors(registerSchema, { ...valid, name: '  ' })).toEqual({ name: 'Name is required' });
  });

  it('offers only student and teacher', () => {
    expect(fieldErrors(registerSchema, { ...valid, role: 'admin' })).toEqual({
      role: 'Please choose Student or Teacher',
    });
  });

  it('requires a password', () => {
    expect(fieldErrors(registerSchema, { ...valid, password: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it.each([
    ['too short', 'Sh0rt!a'],
    ['no uppercase', 'str0ng!pw'],
    ['no lowercase', 'STR0NG!PW'],
    ['no digit', 'Strong!pw'],
    ['no special', 'Str0ngpwd'],
    ['a character outside the allowed kinds', 'Str0ng!pw~'],
    ['a space', 'Str0ng! pw'],
  ])('refuses a password with %s', (_, password) => {
    expect(fieldErrors(registerSchema, { ...valid, password })).toEqual({ password: weak });
  });

  it('accepts every listed special character', () => {
    for (const special of '!@#$%^&*(),.?":{}|<>') {
      expect(registerSchema.safeParse({ ...valid, password: `Abcdef1${special}` }).success).toBe(true);
    }
  });

  it('accepts an address without a dot in the domain, as login does', () => {
    expect(parsed(registerSchema, { ...valid, email: 'ada@college' }).email).toBe('ada@college');
  });
});

describe('forgotPasswordSchema', () => {
  it('lowercases and trims the email', () => {
    expect(parsed(forgotPasswordSchema, { email: '  Ada@College.EDU ' })).toEqual({
      email: 'ada@college.edu',
    });
  });

  it('uses the spec messages', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(fieldErrors(forgotPasswordSchema, { email: 'ada.college.edu' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('resetPasswordFormSchema', () => {
  it('accepts matching passwords of 6 characters', () => {
    expect(parsed(resetPasswordFormSchema, { newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
  });

  it('reports a mismatch on the confirmation field', () => {
    expect(
      fieldErrors(resetPasswordFormSchema, { newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
  });

  it('reports a short password and a mismatch together', () => {
    expect(fieldErrors(resetPasswordFormSchema, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'Password must be at least 6 characters!',
      confirmPassword: 'Passwords do not match!',
    });
  });
});

describe('resetPasswordPayloadSchema', () => {
  it('needs at least 6 characters', () => {
    expect(fieldErrors(resetPasswordPayloadSchema, { newPassword: '12345' })).toEqual({
      newPassword: 'Password must be at least 6 characters!',
    });
    expect(fieldErrors(resetPasswordPayloadSchema, {})).toEqual({
      newPassword: 'Password must be at least 6 characters!',
    });
    expect(parsed(resetPasswordPayloadSchema, { newPassword: '123456' })).toEqual({ newPassword: '123456' });
  });
});
