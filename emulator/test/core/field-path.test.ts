import { describe, expect, it } from 'vitest';
import {
  deleteField,
  formatFieldPath,
  getField,
  parseFieldPath,
  setField,
} from '../../src/core/field-path.js';
import { fields, v } from './values.js';

describe('field paths', () => {
  it('parses and formats backtick-quoted segments', () => {
    expect(parseFieldPath('a.b')).toEqual(['a', 'b']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`a\\`b`')).toEqual(['a`b']);
    expect(formatFieldPath(['a.b', 'c', '1x'])).toBe('`a.b`.c.`1x`');
    expect(() => parseFieldPath('a..b')).toThrow(/Invalid field path/);
  });

  it('sets and deletes nested fields without mutating the input', () => {
    const original = fields({ a: v.map({ b: v.int(1) }) });
    const updated = setField(original, ['a', 'c'], v.str('x'));
    expect(getField(updated, ['a', 'c'])).toEqual(v.str('x'));
    expect(getField(original, ['a', 'c'])).toBeUndefined();
    expect(getField(deleteField(updated, ['a', 'b']), ['a', 'b'])).toBeUndefined();
  });
});
