import { describe, expect, it } from 'vitest';
import { fieldErrors, parsed } from './field-errors.testing';
import { messageSendSchema } from './message';

describe('messageSendSchema', () => {
  const valid = { content: '  Hello, sir ', receiver: 't1', receiverModel: 'teacher' };

  it('trims the content', () => {
    expect(parsed(messageSendSchema, valid)).toEqual({ ...valid, content: 'Hello, sir' });
  });

  it('requires content, blank counting as missing', () => {
    expect(fieldErrors(messageSendSchema, { ...valid, content: ' \n ' })).toEqual({
      content: 'Please type a message',
    });
  });

  it('allows 2000 characters and no more', () => {
    expect(messageSendSchema.safeParse({ ...valid, content: 'x'.repeat(2000) }).success).toBe(true);
    expect(fieldErrors(messageSendSchema, { ...valid, content: 'x'.repeat(2001) })).toEqual({
      content: 'Message must be at most 2000 characters',
    });
  });

  it('needs a receiver who is a student or a teacher', () => {
    expect(fieldErrors(messageSendSchema, { ...valid, receiver: '', receiverModel: 'admin' })).toEqual({
      receiver: 'Please select a contact',
      receiverModel: 'Receiver must be a student or a teacher',
    });
  });

  it('takes an optional clientMessageId of 16 to 64 letters, digits or dashes', () => {
    const id = crypto.randomUUID();
    expect(parsed(messageSendSchema, { ...valid, clientMessageId: id })).toMatchObject({
      clientMessageId: id,
    });
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it ok', 'slash/is/not/allowed', 42]) {
      expect(fieldErrors(messageSendSchema, { ...valid, clientMessageId: bad })).toEqual({
        clientMessageId: 'clientMessageId must be 16 to 64 letters, digits or dashes',
      });
    }
  });
});
