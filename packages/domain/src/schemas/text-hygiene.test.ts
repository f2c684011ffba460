import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { messageSendSchema } from './message';
import { cleanText, looksEmpty, mixesLookAlikeScripts } from './text-hygiene';

const registration = { role: 'student', email: 'asha@college.test', password: 'Str0ng!pw' };

describe('names and free text', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a NUL', '\u0000'],
    ['bidi overrides', '\u202E\u202D'],
    ['a byte-order mark and spaces', '\uFEFF  '],
    ['Hangul fillers', '\u3164'],
  ])('refuses a name made only of %s', (_, name) => {
    const result = registerSchema.safeParse({ ...registration, name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });

  it('stores NFC and drops direction overrides and control characters', () => {
    const decomposed = 'Ame\u0301lie';
    const parsed = registerSchema.parse({ ...registration, name: `\u202E${decomposed}\u0000 ` });
    expect(parsed.name).toBe('Amélie');
    expect(parsed.name).toBe('Am\u00e9lie');
  });

  it('keeps zero-width joiners inside words (Indic scripts need them)', () => {
    expect(cleanText('क्\u200Dष')).toBe('क्\u200Dष');
    expect(looksEmpty('क्\u200Dष')).toBe(false);
  });

  it('refuses a look-alike name mixing Latin and Cyrillic letters in one word', () => {
    // 'Аsha' starts with a Cyrillic А.
    expect(mixesLookAlikeScripts('\u0410sha Rao')).toBe(true);
    expect(registerSchema.safeParse({ ...registration, name: '\u0410sha Rao' }).success).toBe(false);
    expect(registerSchema.safeParse({ ...registration, name: 'Аша Рао' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...registration, name: 'Asha Rao' }).success).toBe(true);
  });

  it('refuses a message that shows nothing, keeps line breaks in one that does', () => {
    const base = { receiver: 'abc', receiverModel: 'teacher' };
    expect(messageSendSchema.safeParse({ ...base, content: '\u200B\n\u0000' }).success).toBe(false);
    expect(messageSendSchema.parse({ ...base, content: 'Hello\nthere' }).content).toBe('Hello\nthere');
  });
});
