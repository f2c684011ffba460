import { beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../src/lib/unsubscribe-token';

beforeAll(() => {
  // How the functions runtime hands a secret parameter to the code.
  process.env.UNSUBSCRIBE_SECRET = 'unit-test-signing-key';
});

describe('unsubscribe tokens', () => {
  it('give back the address and the kind they were signed for', () => {
    const token = signUnsubscribeToken({ email: 'asha@college.test', kind: 'reminders' });
    expect(verifyUnsubscribeToken(token)).toEqual({ email: 'asha@college.test', kind: 'reminders' });
  });

  it('refuse any change to the address, the kind or the signature', () => {
    const token = signUnsubscribeToken({ email: 'asha@college.test', kind: 'reminders' });
    const [, signature] = token.split('.');
    const forge = (claim: object) =>
      `${Buffer.from(JSON.stringify(claim)).toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(forge({ e: 'asha@college.test', k: 'messages' }))).toBeNull();
    expect(verifyUnsubscribeToken(forge({ e: 'mallory@college.test', k: 'reminders' }))).toBeNull();
    // The signature's first character carries whole bits (the last one may hold only padding).
    const [payload = ''] = token.split('.');
    const altered = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(verifyUnsubscribeToken(`${payload}.${altered}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}.extra`)).toBeNull();
    expect(verifyUnsubscribeToken('')).toBeNull();
  });

  it('refuse a token signed with another key', () => {
    const token = signUnsubscribeToken({ email: 'a@college.test', kind: 'reminders' });
    process.env.UNSUBSCRIBE_SECRET = 'another-key';
    expect(verifyUnsubscribeToken(token)).toBeNull();
    process.env.UNSUBSCRIBE_SECRET = 'unit-test-signing-key';
  });
});
