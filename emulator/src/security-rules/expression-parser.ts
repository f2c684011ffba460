import type { BinaryOperator, Expr, SourcePosition } from './ast.js';
import { RulesSyntaxError } from './issues.js';
import { Lexer, type Token } from './lexer.js';
import { MAX_EXPRESSION_HEIGHT } from './limits.js';
import { bool, bytes, float, INT64_MAX, int, NULL, str, TYPE_CHECKS } from './values.js';

type ExprWithoutHeight = Expr extends infer E ? (E extends Expr ? Omit<E, 'height'> : never) : never;

const RELATIONAL = new Set(['==', '!=', '<', '<=', '>', '>=']);
/** Characters allowed in literal path text; anything else (space, `)`, `,`, operators) ends the path. */
const PATH_SEGMENT_CHARACTER = /[A-Za-z0-9_\-.~%@]/;

/**
 * Recursive-descent parser for rules expressions, with one token of lookahead. Precedence, loosest first:
 * ternary, `||`, `&&`, relations (`== != < <= > >= in is`), `+ -`, `* / %`, unary `! -`, postfix.
 */
export class ExpressionParser {
  protected readonly lexer: Lexer;
  protected token: Token;
  /** Current nesting of the parser's own recursion (parentheses, unary chains, arguments). */
  private nesting = 0;

  constructor(source: string) {
    this.lexer = new Lexer(source);
    this.token = this.lexer.next();
  }

  protected advance(): Token {
    const current = this.token;
    this.token = this.lexer.next();
    return current;
  }

  protected isPunct(text: string): boolean {
    return this.token.type === 'punct' && this.token.text === text;
  }

  protected isKeyword(name: string): boolean {
    return this.token.type === 'ident' && this.token.text === name;
  }

  protected fail(message: string, pos: SourcePosition = this.token.pos): never {
    throw new RulesSyntaxError(message, pos);
  }

  protected describe(token: Token): string {
    return token.type === 'eof' ? 'end of file' : `'${token.text}'`;
  }

  protected expectPunct(text: string): Token {
    if (!this.isPunct(text)) this.fail(`Expected '${text}' but found ${this.describe(this.token)}.`);
    return this.advance();
  }

  protected expectIdent(what = 'an identifier'): Token {
    if (this.token.type !== 'ident') this.fail(`Expected ${what} but found ${this.describe(this.token)}.`);
    return this.advance();
  }

  /** Builds a node and enforces the height bound, so deep left-leaning chains are caught as well as nesting. */
  protected node(fields: ExprWithoutHeight, ...children: Expr[]): Expr {
    const height = 1 + children.reduce((max, child) => Math.max(max, child.height), 0);
    if (height > MAX_EXPRESSION_HEIGHT) {
      this.fail(`Expression is too deeply nested (more than ${MAX_EXPRESSION_HEIGHT} levels).`, fields.pos);
    }
    return { ...fields, height } as Expr;
  }

  private enter(): void {
    this.nesting++;
    if (this.nesting > MAX_EXPRESSION_HEIGHT) {
      this.fail(`Expression is too deeply nested (more than ${MAX_EXPRESSION_HEIGHT} levels).`);
    }
  }

  private leave(): void {
    this.nesting--;
  }

  parseExpression(): Expr {
    this.enter();
    try {
      return this.parseTernary();
    } finally {
      this.leave();
    }
  }

  private parseTernary(): Expr {
    const condition = this.parseOr();
    if (!this.isPunct('?')) return condition;
    const pos = this.advance().pos;
    const whenTrue = this.parseExpression();
    this.expectPunct(':');
    const whenFalse = this.parseExpression();
    return this.node(
      { kind: 'ternary', condition, whenTrue, whenFalse, pos },
      condition,
      whenTrue,
      whenFalse,
    );
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isPunct('||')) {
      const pos = this.advance().pos;
      const right = this.parseAnd();
      left = this.node({ kind: 'binary', op: '||', left, right, pos }, left, right);
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseRelation();
    while (this.isPunct('&&')) {
      const pos = this.advance().pos;
      const right = this.parseRelation();
      left = this.node({ kind: 'binary', op: '&&', left, right, pos }, left, right);
    }
    return left;
  }

  private parseRelation(): Expr {
    let left = this.parseAdditive();
    for (;;) {
      if (this.token.type === 'punct' && RELATIONAL.has(this.token.text)) {
        const operator = this.advance();
        const right = this.parseAdditive();
        const op = operator.text as BinaryOperator;
        left = this.node({ kind: 'binary', op, left, right, pos: operator.pos }, left, right);
      } else if (this.isKeyword('in')) {
        const pos = this.advance().pos;
        const right = this.parseAdditive();
        left = this.node({ kind: 'binary', op: 'in', left, right, pos }, left, right);
      } else if (this.isKeyword('is')) {
        const pos = this.advance().pos;
        const type = this.expectIdent('a type name');
        if (!(type.text in TYPE_CHECKS)) this.fail(`Unknown type '${type.text}'.`, type.pos);
        left = this.node({ kind: 'is', operand: left, typeName: type.text, pos }, left);
      } else {
        return left;
      }
    }
  }

  private parseAdditive(): Expr {
    let left = this.parseMultiplicative();
    while (this.isPunct('+') || this.isPunct('-')) {
      const operator = this.advance();
      const right = this.parseMultiplicative();
      const op = operator.text as BinaryOperator;
      left = this.node({ kind: 'binary', op, left, right, pos: operator.pos }, left, right);
    }
    return left;
  }

  private parseMultiplicative(): Expr {
    let left = this.parseUnary();
    while (this.isPunct('*') || this.isPunct('/') || this.isPunct('%')) {
      const operator = this.advance();
      const right = this.parseUnary();
      const op = operator.text as BinaryOperator;
      left = this.node({ kind: 'binary', op, left, right, pos: operator.pos }, left, right);
    }
    return left;
  }

  private parseUnary(): Expr {
    if (!this.isPunct('!') && !this.isPunct('-')) return this.parsePostfix();
    const operator = this.advance();
    this.enter();
    try {
      // `-9223372036854775808` must parse although its magnitude does not fit in an int64.
      if (operator.text === '-' && this.token.type === 'int') {
        const literal = this.advance();
        const value = -(literal.intValue as bigint);
        return this.parsePostfixOn(this.node({ kind: 'literal', value: int(value), pos: operator.pos }));
      }
      const operand = this.parseUnary();
      return this.node(
        { kind: 'unary', op: operator.text as '!' | '-', operand, pos: operator.pos },
        operand,
      );
    } finally {
      this.leave();
    }
  }

  private parsePostfix(): Expr {
    return this.parsePostfixOn(this.parsePrimary());
  }

  private parsePostfixOn(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.isPunct('.')) {
        this.advance();
        const name = this.expectIdent('a field or method name');
        expr = this.node({ kind: 'member', object: expr, name: name.text, pos: name.pos }, expr);
      } else if (this.isPunct('(')) {
        const pos = this.advance().pos;
        const args = this.parseArguments(')');
        expr = this.node({ kind: 'call', callee: expr, args, pos }, expr, ...args);
      } else if (this.isPunct('[')) {
        const pos = this.advance().pos;
        const index = this.parseExpression();
        if (this.isPunct(':')) {
          this.advance();
          const end = this.parseExpression();
          this.expectPunct(']');
          expr = this.node({ kind: 'range', object: expr, start: index, end, pos }, expr, index, end);
        } else {
          this.expectPunct(']');
          expr = this.node({ kind: 'index', object: expr, index, pos }, expr, index);
        }
      } else {
        return expr;
      }
    }
  }

  /** Comma-separated expressions up to `close` (consumed); a trailing comma is allowed. */
  private parseArguments(close: string): Expr[] {
    const args: Expr[] = [];
    while (!this.isPunct(close)) {
      args.push(this.parseExpression());
      if (!this.isPunct(',')) break;
      this.advance();
    }
    this.expectPunct(close);
    return args;
  }

  private parsePrimary(): Expr {
    const token = this.token;
    const pos = token.pos;
    switch (token.type) {
      case 'int':
        this.advance();
        if ((token.intValue as bigint) > INT64_MAX)
          this.fail(`Integer literal ${token.text} is out of range.`, pos);
        return this.node({ kind: 'literal', value: int(token.intValue as bigint), pos });
      case 'float':
        this.advance();
        return this.node({ kind: 'literal', value: float(token.floatValue as number), pos });
      case 'string':
        this.advance();
        return this.node({ kind: 'literal', value: str(token.stringValue as string), pos });
      case 'bytes':
        this.advance();
        return this.node({ kind: 'literal', value: bytes(token.bytesValue as Uint8Array), pos });
      case 'ident':
        this.advance();
        if (token.text === 'true' || token.text === 'false') {
          return this.node({ kind: 'literal', value: bool(token.text === 'true'), pos });
        }
        if (token.text === 'null') return this.node({ kind: 'literal', value: NULL, pos });
        return this.node({ kind: 'ident', name: token.text, pos });
      case 'punct':
        return this.parsePunctPrimary(token);
      case 'eof':
        return this.fail('Unexpected end of file: expected an expression.');
    }
  }

  private parsePunctPrimary(token: Token): Expr {
    const pos = token.pos;
    if (token.text === '(') {
      this.advance();
      const inner = this.parseExpression();
      this.expectPunct(')');
      return inner;
    }
    if (token.text === '[') {
      this.advance();
      const items = this.parseArguments(']');
      return this.node({ kind: 'list', items, pos }, ...items);
    }
    if (token.text === '{') {
      this.advance();
      const entries: { key: Expr; value: Expr }[] = [];
      while (!this.isPunct('}')) {
        const key = this.parseExpression();
        this.expectPunct(':');
        const value = this.parseExpression();
        entries.push({ key, value });
        if (!this.isPunct(',')) break;
        this.advance();
      }
      this.expectPunct('}');
      return this.node({ kind: 'map', entries, pos }, ...entries.flatMap((e) => [e.key, e.value]));
    }
    if (token.text === '/') return this.parsePathLiteral(token);
    return this.fail(`Unexpected ${this.describe(token)}: expected an expression.`);
  }

  /**
   * `/databases/$(database)/documents/users/$(request.auth.uid)`: rescans the source character by character,
   * since segments such as `(default)` or `a-b.png` are not tokens, and parses each `$(…)` as an expression.
   */
  private parsePathLiteral(slash: Token): Expr {
    const pieces: (string | Expr)[] = [];
    const children: Expr[] = [];
    let offset = slash.start;
    let text = '';
    while (this.lexer.charAt(offset) === '/') {
      text += '/';
      offset++;
      let segmentLength = 0;
      for (;;) {
        const c = this.lexer.charAt(offset);
        if (c === '$' && this.lexer.charAt(offset + 1) === '(') {
          if (text) pieces.push(text);
          text = '';
          this.lexer.seek(offset + 2);
          this.token = this.lexer.next();
          const inner = this.parseExpression();
          if (!this.isPunct(')')) this.fail(`Expected ')' but found ${this.describe(this.token)}.`);
          pieces.push(inner);
          children.push(inner);
          offset = this.token.end;
          segmentLength++;
        } else if (c === '(') {
          // Parenthesised segment text such as `(default)`.
          const close = this.lexer.source.indexOf(')', offset);
          const inside = close < 0 ? '' : this.lexer.source.slice(offset, close + 1);
          if (close < 0 || /[\s/]/.test(inside))
            this.fail('Unbalanced parenthesis in path.', this.lexer.positionAt(offset));
          text += inside;
          offset = close + 1;
          segmentLength++;
        } else if (c !== '' && PATH_SEGMENT_CHARACTER.test(c)) {
          text += c;
          offset++;
          segmentLength++;
        } else {
          break;
        }
      }
      if (segmentLength === 0) this.fail('Empty path segment.', this.lexer.positionAt(offset));
    }
    if (text) pieces.push(text);
    this.lexer.seek(offset);
    this.token = this.lexer.next();
    return this.node({ kind: 'path', pieces, pos: slash.pos }, ...children);
  }
}
