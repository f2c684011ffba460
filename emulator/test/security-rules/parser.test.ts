import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRules } from '../../src/security-rules/index.js';

const corpusDir = join(import.meta.dirname, 'corpus');
const corpus = readdirSync(corpusDir).filter((f) => f.endsWith('.rules'));

/** The first issue of a source that must not parse. */
function firstIssue(source: string) {
  const { ruleset, issues } = parseRules(source);
  expect(ruleset).toBeUndefined();
  const issue = issues.find((i) => i.severity === 'error');
  if (!issue) throw new Error('expected an error issue');
  return issue;
}

const wrap = (body: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n${body}\n  }\n}\n`;

describe('parser over the corpus', () => {
  it('has a corpus to parse', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of corpus) {
    it(`parses ${file} without issues`, () => {
      const { ruleset, issues } = parseRules(readFileSync(join(corpusDir, file), 'utf8'), file);
      expect(issues).toEqual([]);
      expect(ruleset?.services.length).toBe(1);
      expect(ruleset?.fileName).toBe(file);
    });
  }

  it('builds the match tree, functions and allow statements of appointments.rules', () => {
    const { ruleset } = parseRules(readFileSync(join(corpusDir, 'appointments.rules'), 'utf8'));
    const root = ruleset?.services[0]?.body.matches[0];
    expect(ruleset?.version).toBe('2');
    expect(root?.segments).toEqual([
      { kind: 'literal', text: 'databases' },
      { kind: 'wildcard', name: 'database' },
      { kind: 'literal', text: 'documents' },
    ]);
    expect(root?.body.functions.map((f) => f.name)).toEqual(['signedIn', 'userDoc', 'role', 'isAdmin']);
    expect(root?.body.functions[2]?.lets.map((l) => l.name)).toEqual(['profile']);
    const users = root?.body.matches[0];
    expect(users?.body.allows.map((a) => a.methods)).toEqual([
      ['get'],
      ['list'],
      ['create'],
      ['update'],
      ['delete'],
    ]);
    expect(users?.body.allows[0]?.pos).toEqual({ line: 24, column: 7 });
    expect(root?.body.matches[2]?.segments).toEqual([{ kind: 'recursive', name: 'document' }]);
  });

  it('defaults to version 1 without rules_version', () => {
    expect(parseRules(readFileSync(join(corpusDir, 'version1.rules'), 'utf8')).ruleset?.version).toBe('1');
  });

  it('parses a bare allow as an unconditional grant', () => {
    const { ruleset } = parseRules(wrap('    match /a/{b} { allow read; allow write: if false }'));
    const allows = ruleset?.services[0]?.body.matches[0]?.body.matches[0]?.body.allows;
    expect(allows?.[0]?.condition).toBeNull();
    expect(allows?.[1]?.condition?.kind).toBe('literal');
  });

  it('respects precedence: && binds tighter than ||, ternary loosest, relations over arithmetic', () => {
    const { ruleset } = parseRules(
      wrap('    match /a/{b} { allow read: if a || b && c ? 1 + 2 * 3 < 4 : x.y[0]; }'),
    );
    const condition = ruleset?.services[0]?.body.matches[0]?.body.matches[0]?.body.allows[0]?.condition;
    expect(condition?.kind).toBe('ternary');
    if (condition?.kind !== 'ternary') return;
    expect(condition.condition.kind === 'binary' && condition.condition.op).toBe('||');
    const relation = condition.whenTrue;
    expect(relation.kind === 'binary' && relation.op).toBe('<');
    if (relation.kind !== 'binary') return;
    expect(relation.left.kind === 'binary' && relation.left.op).toBe('+');
    expect(condition.whenFalse.kind).toBe('index');
  });

  it('parses path literals with interpolation and parenthesised segments', () => {
    const { ruleset, issues } = parseRules(
      wrap(
        '    match /a/{b} { allow read: if exists(/databases/(default)/documents/users/$(request.auth.uid)/x-y.png); }',
      ),
    );
    expect(issues).toEqual([]);
    const call = ruleset?.services[0]?.body.matches[0]?.body.matches[0]?.body.allows[0]?.condition;
    expect(call?.kind).toBe('call');
    if (call?.kind !== 'call') return;
    const pathArg = call.args[0];
    expect(pathArg?.kind).toBe('path');
    if (pathArg?.kind !== 'path') return;
    expect(pathArg.pieces[0]).toBe('/databases/(default)/documents/users/');
    expect(typeof pathArg.pieces[1]).toBe('object');
    expect(pathArg.pieces[2]).toBe('/x-y.png');
  });

  it('warns about an unknown service but still parses', () => {
    const { ruleset, issues } = parseRules('service cloud.nothing { match /a { allow read; } }');
    expect(ruleset).toBeDefined();
    expect(issues).toEqual([
      { line: 1, column: 1, message: "Unknown service 'cloud.nothing'.", severity: 'warning' },
    ]);
  });
});

describe('parser errors with exact positions', () => {
  const cases: [string, string, number, number, RegExp][] = [
    [
      'missing semicolon-free garbage after allow',
      wrap('    match /a/{b} {\n      allow read: if true false;\n    }'),
      5,
      27,
      /Expected ';'/,
    ],
    [
      'unknown method',
      wrap('    match /a/{b} {\n      allow reed: if true;\n    }'),
      5,
      13,
      /Unknown method 'reed'/,
    ],
    [
      'unterminated string',
      wrap("    match /a/{b} {\n      allow read: if 'abc;\n    }"),
      5,
      22,
      /Unterminated string/,
    ],
    ['unclosed block', 'service cloud.firestore {\n  match /a/{b} {\n    allow read;\n', 4, 1, /end of file/],
    ['bad wildcard', wrap('    match /a/{b=*} { allow read; }'), 4, 14, /Invalid wildcard/],
    ['missing if', wrap('    match /a/{b} { allow read: true; }'), 4, 32, /Expected 'if'/],
    [
      'unknown type after is',
      wrap('    match /a/{b} { allow read: if x is integer; }'),
      4,
      40,
      /Unknown type 'integer'/,
    ],
    [
      'unexpected character',
      wrap('    match /a/{b} { allow read: if a # b; }'),
      4,
      37,
      /Unexpected character '#'/,
    ],
    ['missing closing paren', wrap('    match /a/{b} { allow read: if (a && b; }'), 4, 42, /Expected '\)'/],
    ['function without return', wrap('    function f() { let x = 1; }'), 4, 31, /Expected 'let' or 'return'/],
    ['duplicate parameter', wrap('    function f(a, a) { return a; }'), 4, 19, /declared twice/],
    [
      'duplicate function',
      wrap('    function f() { return 1; }\n    function f() { return 2; }'),
      5,
      5,
      /already declared/,
    ],
    [
      'two recursive wildcards',
      wrap('    match /{a=**}/x/{b=**} { allow read; }'),
      4,
      21,
      /only one recursive/,
    ],
    ['bad rules_version', "rules_version = '3';\nservice cloud.firestore {}", 1, 17, /rules_version/],
    ['stray token at top level', 'allow read;', 1, 1, /Expected 'service'/],
    [
      'integer literal out of range',
      wrap('    match /a/{b} { allow read: if 99999999999999999999 > 1; }'),
      4,
      35,
      /out of range/,
    ],
    [
      'int64 max + 1 without minus',
      wrap('    match /a/{b} { allow read: if 9223372036854775808 > 1; }'),
      4,
      35,
      /out of range/,
    ],
    ['empty path segment', wrap('    match /a//b { allow read; }'), 4, 14, /Empty path segment/],
    ['repeated wildcard name', wrap('    match /a/{x}/b/{x} { allow read; }'), 4, 11, /used twice/],
    ['unterminated comment', 'service cloud.firestore { /* never closed', 1, 27, /Unterminated comment/],
  ];

  for (const [name, source, line, column, message] of cases) {
    it(name, () => {
      const issue = firstIssue(source);
      expect(issue.message).toMatch(message);
      expect({ line: issue.line, column: issue.column }).toEqual({ line, column });
    });
  }

  it('accepts the smallest int64 literal', () => {
    expect(parseRules(wrap('    match /a/{b} { allow read: if -9223372036854775808 < 0; }')).issues).toEqual(
      [],
    );
  });

  it('rejects a recursive wildcard that does not end the path in version 1', () => {
    const issue = firstIssue('service cloud.firestore { match /{a=**}/b { allow read; } }');
    expect(issue.message).toMatch(/must end the path/);
    expect(issue.column).toBe(41);
  });
});
