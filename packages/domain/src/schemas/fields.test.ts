import { describe, expect, it } from 'vitest';
import { isHttpUrl, isIsoInstant, listField } from './fields';

describe('isIsoInstant', () => {
  it('accepts ISO instants with a zone', () => {
    expect(isIsoInstant('2025-03-03T09:00:00.000Z')).toBe(true);
    expect(isIsoInstant('2025-03-03T14:30+05:30')).toBe(true);
  });

  it('refuses local times, impossible dates and other text', () => {
    expect(isIsoInstant('2025-03-03T14:30')).toBe(false);
    expect(isIsoInstant('2025-02-29T10:00:00Z')).toBe(false);
    expect(isIsoInstant('2025-03-03')).toBe(false);
    expect(isIsoInstant('March 3, 2025 10:00 GMT')).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https only', () => {
    expect(isHttpUrl('https://www.linkedin.com/in/ada')).toBe(true);
    expect(isHttpUrl('http://ada.example')).toBe(true);
    expect(isHttpUrl('ftp://ada.example')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('www.ada.example')).toBe(false);
  });
});

describe('listField', () => {
  it('reads comma text or arrays alike, trimming and dropping blanks', () => {
    expect(listField.parse('a, b,, c ')).toEqual(['a', 'b', 'c']);
    expect(listField.parse([' a ', '', 'b'])).toEqual(['a', 'b']);
    expect(listField.parse(undefined)).toEqual([]);
    expect(listField.parse(null)).toEqual([]);
  });

  it('keeps a comma inside an item that already came as a list', () => {
    expect(listField.parse(['Pune, India'])).toEqual(['Pune, India']);
  });
});
