import type { SourcePosition } from './ast.js';
import { RulesSyntaxError } from './issues.js';
import { INT64_MAX } from './values.js';

export type TokenType = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  readonly type: TokenType;
  /** Identifier name, punctuation text, or the raw text of a literal. */
  readonly text: string;
  readonly intValue?: bigint;
  readonly floatValue?: number;
  readonly stringValue?: string;
  readonly bytesValue?: Uint8Array;
  readonly start: number;
  readonly end: number;
  readonly pos: SourcePosition;
}

// Longest first, so that `<=` wins over `<`.
const PUNCTUATION = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '.',
  ',',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ';',
  '=',
  '$',
];

const isIdentStart = (c: string) => /[A-Za-z_]/.test(c);
const isIdentPart = (c: string) => /[A-Za-z0-9_]/.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

/**
 * Pull-based lexer: the parser asks for one token at a time and may `seek` back to rescan a stretch of
 * source in another mode (match paths and path literals, whose segments are not ordinary tokens).
 */
export class Lexer {
  private offset = 0;
  /** Offsets where each line starts, to turn offsets into line and column. */
  private readonly lineStarts: number[] = [0];

  constructor(readonly source: string) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  positionAt(offset: number): SourcePosition {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] as number) + 1 };
  }

  seek(offset: number): void {
    this.offset = offset;
  }

  charAt(offset: number): string {
    return this.source[offset] ?? '';
  }

  next(): Token {
    this.skipTrivia();
    const start = this.offset;
    const pos = this.positionAt(start);
    const c = this.charAt(start);
    if (c === '') return { type: 'eof', text: '', start, end: start, pos };
    if ((c === 'b' || c === 'B') && (this.charAt(start + 1) === "'" || this.charAt(start + 1) === '"')) {
      this.offset++;
      const bytesValue = this.readBytesLiteral();
      const text = this.source.slice(start, this.offset);
      return { type: 'bytes', text, bytesValue, start, end: this.offset, pos };
    }
    if ((c === 'r' || c === 'R') && (this.charAt(start + 1) === "'" || this.charAt(start + 1) === '"')) {
      this.offset++;
      const text = this.readQuoted(true);
      return { type: 'string', text, stringValue: text, start, end: this.offset, pos };
    }
    if (isIdentStart(c)) {
      while (isIdentPart(this.charAt(this.offset))) this.offset++;
      return { type: 'ident', text: this.source.slice(start, this.offset), start, end: this.offset, pos };
    }
    if (isDigit(c) || (c === '.' && isDigit(this.charAt(start + 1)))) return this.readNumber(start, pos);
    if (c === "'" || c === '"') {
      const text = this.readQuoted();
      return { type: 'string', text, stringValue: text, start, end: this.offset, pos };
    }
    for (const punct of PUNCTUATION) {
      if (this.source.startsWith(punct, start)) {
        this.offset += punct.length;
        return { type: 'punct', text: punct, start, end: this.offset, pos };
      }
    }
    throw new RulesSyntaxError(`Unexpected character '${c}'.`, pos);
  }

  private skipTrivia(): void {
    for (;;) {
      const c = this.charAt(this.offset);
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\ufeff') {
        this.offset++;
      } else if (c === '/' && this.charAt(this.offset + 1) === '/') {
        while (this.offset < this.source.length && this.charAt(this.offset) !== '\n') this.offset++;
      } else if (c === '/' && this.charAt(this.offset + 1) === '*') {
        const close = this.source.indexOf('*/', this.offset + 2);
        if (close < 0) throw new RulesSyntaxError('Unterminated comment.', this.positionAt(this.offset));
        this.offset = close + 2;
      } else {
        return;
      }
    }
  }

  private readNumber(start: number, pos: SourcePosition): Token {
    while (isDigit(this.charAt(this.offset))) this.offset++;
    let isFloat = false;
    if (this.charAt(this.offset) === '.' && isDigit(this.charAt(this.offset + 1))) {
      isFloat = true;
      this.offset++;
      while (isDigit(this.charAt(this.offset))) this.offset++;
    }
    if (/[eE]/.test(this.charAt(this.offset))) {
      const signLength = /[+-]/.test(this.charAt(this.offset + 1)) ? 1 : 0;
      if (isDigit(this.charAt(this.offset + 1 + signLength))) {
        isFloat = true;
        this.offset += 1 + signLength;
        while (isDigit(this.charAt(this.offset))) this.offset++;
      }
    }
    const text = this.source.slice(start, this.offset);
    if (isFloat) return { type: 'float', text, floatValue: Number(text), start, end: this.offset, pos };
    const value = BigInt(text);
    // INT64_MIN is written as `-9223372036854775808`: the literal itself may be one past INT64_MAX.
    if (value > INT64_MAX + 1n) throw new RulesSyntaxError(`Integer literal ${text} is out of range.`, pos);
    return { type: 'int', text, intValue: value, start, end: this.offset, pos };
  }

  private readQuoted(raw = false): string {
    const quote = this.charAt(this.offset);
    const openedAt = this.offset;
    this.offset++;
    let text = '';
    for (;;) {
      const c = this.charAt(this.offset);
      if (c === '' || c === '\n') {
        throw new RulesSyntaxError('Unterminated string literal.', this.positionAt(openedAt));
      }
      this.offset++;
      if (c === quote) return text;
      if (c === '\\' && !raw) text += this.readEscape();
      else text += c;
    }
  }

  /** `b'…'`: characters are UTF-8 encoded, but `\xHH` is one raw byte (so `b'\xff'` is the byte 0xFF). */
  private readBytesLiteral(): Uint8Array {
    const quote = this.charAt(this.offset);
    const openedAt = this.offset;
    this.offset++;
    const result: number[] = [];
    const encoder = new TextEncoder();
    for (;;) {
      const c = this.charAt(this.offset);
      if (c === '' || c === '\n') {
        throw new RulesSyntaxError('Unterminated bytes literal.', this.positionAt(openedAt));
      }
      if (c === quote) {
        this.offset++;
        return new Uint8Array(result);
      }
      if (c === '\\' && this.charAt(this.offset + 1) === 'x') {
        const hex = this.source.slice(this.offset + 2, this.offset + 4);
        if (!/^[0-9a-fA-F]{2}$/.test(hex))
          throw new RulesSyntaxError('Invalid escape sequence.', this.positionAt(this.offset));
        result.push(Number.parseInt(hex, 16));
        this.offset += 4;
        continue;
      }
      this.offset++;
      const text = c === '\\' ? this.readEscape() : c;
      result.push(...encoder.encode(text));
    }
  }

  private readEscape(): string {
    const at = this.offset - 1;
    const c = this.charAt(this.offset);
    this.offset++;
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      b: '\b',
      f: '\f',
      v: '\v',
      a: '\x07',
      '0': '\0',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '`': '`',
      '?': '?',
    };
    const known = simple[c];
    if (known !== undefined) return known;
    const hexLength = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
    if (hexLength > 0) {
      const hex = this.source.slice(this.offset, this.offset + hexLength);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(hex)) {
        throw new RulesSyntaxError('Invalid escape sequence.', this.positionAt(at));
      }
      this.offset += hexLength;
      const code = Number.parseInt(hex, 16);
      if (code > 0x10ffff) throw new RulesSyntaxError('Invalid escape sequence.', this.positionAt(at));
      return String.fromCodePoint(code);
    }
    throw new RulesSyntaxError(`Invalid escape sequence '\\${c}'.`, this.positionAt(at));
  }
}
