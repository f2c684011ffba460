import { describe, expect, it } from 'vitest';
import { fieldErrors, parsed } from './field-errors.testing';
import { newTeacherSchema } from './new-teacher';

const valid = {
  name: 'Grace Hopper',
  email: 'grace@college.edu',
  password: 'longenough',
  phone: '',
  department: 'Computer Science',
  subject: 'Compilers',
};

describe('newTeacherSchema', () => {
  it('accepts a teacher without phone', () => {
    expect(parsed(newTeacherSchema, valid)).toEqual(valid);
    expect(parsed(newTeacherSchema, { ...valid, phone: undefined }).phone).toBe('');
  });

  it('reports every missing field with the spec messages', () => {
    expect(
      fieldErrors(newTeacherSchema, { name: '', email: '', password: '', department: '', subject: '' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      department: 'Department is required',
      subject: 'Subject is required',
    });
  });

  it('needs a name of at least 2 characters after trimming', () => {
    expect(fieldErrors(newTeacherSchema, { ...valid, name: ' G ' })).toEqual({
      name: 'Name must be at least 2 characters',
    });
  });

  it('needs a valid email address', () => {
    expect(fieldErrors(newTeacherSchema, { ...valid, email: 'grace@college.' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('needs 8 password characters', () => {
    expect(fieldErrors(newTeacherSchema, { ...valid, password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it.each(['0123456789', '+0123', '12345678901234567', 'phone', '+'])('refuses phone %s', (phone) => {
    expect(fieldErrors(newTeacherSchema, { ...valid, phone })).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it('accepts a phone of 16 digits with a plus, dropping spaces and dashes', () => {
    expect(parsed(newTeacherSchema, { ...valid, phone: '+91 98765-43210' }).phone).toBe('+919876543210');
    expect(parsed(newTeacherSchema, { ...valid, phone: '+1234567890123456' }).phone).toBe(
      '+1234567890123456',
    );
  });
});
