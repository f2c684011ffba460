import type {
  AllowMethodName,
  AllowStatement,
  BlockBody,
  FunctionDecl,
  LetBinding,
  MatchBlock,
  PatternSegment,
  Ruleset,
  ServiceBlock,
} from './ast.js';
import { ExpressionParser } from './expression-parser.js';
import type { RulesIssue } from './issues.js';
import { MAX_MATCH_NESTING } from './limits.js';

const METHOD_NAMES = new Set<string>(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);
const KNOWN_SERVICES = new Set(['cloud.firestore', 'firebase.storage']);
const RESERVED_NAMES = new Set([
  'true',
  'false',
  'null',
  'in',
  'is',
  'if',
  'let',
  'return',
  'function',
  'match',
  'allow',
]);

/** Parses a whole rules file: `rules_version`, `service` blocks, `match`, `allow`, `function`. */
export class RulesetParser extends ExpressionParser {
  readonly warnings: RulesIssue[] = [];
  private version: '1' | '2' = '1';

  parseRuleset(fileName: string): Ruleset {
    if (this.isKeyword('rules_version')) this.parseVersion();
    const services: ServiceBlock[] = [];
    while (this.token.type !== 'eof') services.push(this.parseService());
    return { fileName, version: this.version, services };
  }

  private parseVersion(): void {
    this.advance();
    this.expectPunct('=');
    const value = this.token;
    if (value.type !== 'string' || (value.stringValue !== '1' && value.stringValue !== '2')) {
      this.fail(`rules_version must be '1' or '2'.`);
    }
    this.advance();
    this.version = value.stringValue as '1' | '2';
    if (this.isPunct(';')) this.advance();
  }

  private parseService(): ServiceBlock {
    if (!this.isKeyword('service')) this.fail(`Expected 'service' but found ${this.describe(this.token)}.`);
    const pos = this.advance().pos;
    let name = this.expectIdent('a service name').text;
    while (this.isPunct('.')) {
      this.advance();
      name += `.${this.expectIdent('a service name').text}`;
    }
    if (!KNOWN_SERVICES.has(name)) {
      this.warnings.push({ ...pos, message: `Unknown service '${name}'.`, severity: 'warning' });
    }
    this.expectPunct('{');
    const body = this.parseBody(0);
    this.expectPunct('}');
    return { name, body, pos };
  }

  /** Statements up to the closing `}` of the enclosing block (not consumed). */
  private parseBody(matchDepth: number): BlockBody {
    const functions: FunctionDecl[] = [];
    const allows: AllowStatement[] = [];
    const matches: MatchBlock[] = [];
    while (!this.isPunct('}')) {
      if (this.isKeyword('match')) matches.push(this.parseMatch(matchDepth + 1));
      else if (this.isKeyword('allow')) allows.push(this.parseAllow());
      else if (this.isKeyword('function')) {
        const declared = this.parseFunction();
        if (functions.some((f) => f.name === declared.name)) {
          this.fail(`Function '${declared.name}' is already declared in this scope.`, declared.pos);
        }
        functions.push(declared);
      } else if (this.token.type === 'eof') this.fail(`Unexpected end of file: expected '}'.`);
      else this.fail(`Unexpected ${this.describe(this.token)}: expected 'match', 'allow' or 'function'.`);
    }
    return { functions, allows, matches };
  }

  private parseMatch(depth: number): MatchBlock {
    const pos = this.advance().pos;
    if (depth > MAX_MATCH_NESTING)
      this.fail(`'match' blocks are nested more than ${MAX_MATCH_NESTING} deep.`, pos);
    if (!this.isPunct('/'))
      this.fail(`Expected a path starting with '/' but found ${this.describe(this.token)}.`);
    const segments = this.parseMatchPath(this.token.start);
    this.expectPunct('{');
    const body = this.parseBody(depth);
    this.expectPunct('}');
    return { segments, body, pos };
  }

  /** Scans `/a/{b}/{c=**}` from the source; segments are not ordinary tokens (`(default)`, `a-b`). */
  private parseMatchPath(startOffset: number): PatternSegment[] {
    const segments: PatternSegment[] = [];
    let offset = startOffset;
    while (this.lexer.charAt(offset) === '/') {
      offset++;
      const segmentStart = offset;
      const segmentPos = this.lexer.positionAt(segmentStart);
      if (this.lexer.charAt(offset) === '{') {
        const close = this.lexer.source.indexOf('}', offset);
        const inside = close < 0 ? '' : this.lexer.source.slice(offset + 1, close);
        const wildcard = /^([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?$/.exec(inside);
        if (close < 0 || !wildcard) this.fail('Invalid wildcard: expected {name} or {name=**}.', segmentPos);
        const name = wildcard[1] as string;
        if (wildcard[2]) {
          if (segments.some((s) => s.kind === 'recursive')) {
            this.fail('A match path may contain only one recursive wildcard.', segmentPos);
          }
          segments.push({ kind: 'recursive', name });
        } else {
          segments.push({ kind: 'wildcard', name });
        }
        offset = close + 1;
      } else {
        while (/[^\s/{}]/.test(this.lexer.charAt(offset)) && this.lexer.charAt(offset) !== '') offset++;
        if (offset === segmentStart) this.fail('Empty path segment.', segmentPos);
        segments.push({ kind: 'literal', text: this.lexer.source.slice(segmentStart, offset) });
      }
      if (this.version === '1' && segments.at(-2)?.kind === 'recursive') {
        this.fail("In rules_version '1' a recursive wildcard must end the path.", segmentPos);
      }
    }
    const names = segments.flatMap((s) => (s.kind === 'literal' ? [] : [s.name]));
    const repeated = names.find((name, i) => names.indexOf(name) !== i);
    if (repeated)
      this.fail(`Wildcard '${repeated}' is used twice in one path.`, this.lexer.positionAt(startOffset));
    this.lexer.seek(offset);
    this.token = this.lexer.next();
    return segments;
  }

  private parseAllow(): AllowStatement {
    const pos = this.advance().pos;
    const methods: AllowMethodName[] = [];
    do {
      if (methods.length > 0) this.advance();
      const method = this.expectIdent('a method (read, write, get, list, create, update, delete)');
      if (!METHOD_NAMES.has(method.text)) this.fail(`Unknown method '${method.text}'.`, method.pos);
      methods.push(method.text as AllowMethodName);
    } while (this.isPunct(','));
    let condition = null;
    if (this.isPunct(':')) {
      this.advance();
      if (!this.isKeyword('if')) this.fail(`Expected 'if' but found ${this.describe(this.token)}.`);
      this.advance();
      condition = this.parseExpression();
    }
    if (this.isPunct(';')) this.advance();
    else if (
      !this.isPunct('}') &&
      !this.isKeyword('allow') &&
      !this.isKeyword('match') &&
      !this.isKeyword('function')
    ) {
      this.fail(`Expected ';' but found ${this.describe(this.token)}.`);
    }
    return { methods, condition, pos };
  }

  private parseFunction(): FunctionDecl {
    const pos = this.advance().pos;
    const name = this.declaredName('a function name');
    this.expectPunct('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      const param = this.token;
      const paramName = this.declaredName('a parameter name');
      if (params.includes(paramName)) this.fail(`Parameter '${paramName}' is declared twice.`, param.pos);
      params.push(paramName);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: LetBinding[] = [];
    while (this.isKeyword('let')) {
      const letPos = this.advance().pos;
      const letName = this.declaredName('a variable name');
      if (params.includes(letName) || lets.some((l) => l.name === letName)) {
        this.fail(`Variable '${letName}' is already declared.`, letPos);
      }
      this.expectPunct('=');
      const value = this.parseExpression();
      this.expectPunct(';');
      lets.push({ name: letName, value, pos: letPos });
    }
    if (!this.isKeyword('return'))
      this.fail(`Expected 'let' or 'return' but found ${this.describe(this.token)}.`);
    this.advance();
    const result = this.parseExpression();
    if (this.isPunct(';')) this.advance();
    this.expectPunct('}');
    return { name, params, lets, result, pos };
  }

  private declaredName(what: string): string {
    const token = this.expectIdent(what);
    if (RESERVED_NAMES.has(token.text)) this.fail(`'${token.text}' is a reserved word.`, token.pos);
    return token.text;
  }
}
