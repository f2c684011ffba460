import { describe, expect, it } from 'vitest';
import { evaluateRequest, parseRules } from '../../src/security-rules/index.js';
import { compile, data, docPath, firestoreRequest, run } from './helpers.js';

/**
 * Runs `fn` and fails when it spends more than `ms` of CPU: every hostile input must be answered quickly.
 * CPU time, not wall time, so the bound holds beside other processes on a busy machine (`npm test` runs
 * this beside two end-to-end stacks); a runaway parse or evaluation still blows through it.
 */
function withinMs<T>(ms: number, fn: () => T): T {
  const started = process.cpuUsage();
  const result = fn();
  const spent = process.cpuUsage(started);
  expect((spent.user + spent.system) / 1000).toBeLessThan(ms);
  return result;
}

const wrapCondition = (condition: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents/c/{id} {\n    allow get: if ${condition};\n  }\n}\n`;

function parseError(source: string): string {
  const { ruleset, issues } = withinMs(1000, () => parseRules(source));
  expect(ruleset).toBeUndefined();
  return issues.map((i) => i.message).join(' ');
}

describe('hostile rules sources', () => {
  it('rejects 10,000 nested parentheses with an issue, not a stack overflow', () => {
    expect(parseError(wrapCondition(`${'('.repeat(10_000)}true${')'.repeat(10_000)}`))).toMatch(
      /too deeply nested/,
    );
  });

  it('rejects a 10,000-term && chain (deep left-leaning tree)', () => {
    expect(parseError(wrapCondition(Array(10_000).fill('true').join(' && ')))).toMatch(/too deeply nested/);
  });

  it('rejects 10,000 stacked unary operators and nested list literals', () => {
    expect(parseError(wrapCondition(`${'!'.repeat(10_000)}true`))).toMatch(/too deeply nested/);
    expect(parseError(wrapCondition(`${'['.repeat(10_000)}${']'.repeat(10_000)} == 1`))).toMatch(
      /too deeply nested/,
    );
  });

  it('rejects deeply nested match blocks', () => {
    const source = `service cloud.firestore {${'match /a {'.repeat(5_000)}${'}'.repeat(5_001)}`;
    expect(parseError(source)).toMatch(/nested more than/);
  });

  it('rejects a source above the 256 KB ruleset limit', () => {
    expect(parseError(`${'// padding\n'.repeat(30_000)}service cloud.firestore {}`)).toMatch(/exceeds/);
  });

  it('parses a long but shallow ruleset quickly', () => {
    const many = Array.from(
      { length: 2_000 },
      (_, i) => `match /c${i}/{id} { allow read: if id == 'x${i}'; }`,
    ).join('\n');
    const { issues } = withinMs(2000, () =>
      parseRules(`service cloud.firestore { match /databases/{db}/documents { ${many} } }`),
    );
    expect(issues).toEqual([]);
  });
});

describe('hostile evaluation', () => {
  const get = (rules: string, resourceData: Record<string, unknown> = {}) =>
    withinMs(2000, () =>
      evaluateRequest(
        compile(rules),
        firestoreRequest({ path: docPath('c/1'), method: 'get', resource: { data: data(resourceData) } }),
      ),
    );

  it('stops a recursive function at call depth 20', () => {
    const decision = get(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/c/{id} {
  function loop(n) { return loop(n + 1); }
  allow get: if loop(0);
  allow get: if true;
} }`);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/Maximum function call depth \(20\) exceeded in 'loop'/);
  });

  it('stops mutual recursion too, and lets || not hide a limit', () => {
    const decision = get(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/c/{id} {
  function ping(n) { return pong(n); }
  function pong(n) { return ping(n); }
  allow get: if ping(1) || true;
} }`);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/call depth/);
  });

  it('caps the number of evaluated expressions for exponential function fan-out', () => {
    const levels = Array.from(
      { length: 19 },
      (_, i) => `function f${i + 1}(x) { return f${i}(x) && f${i}(x); }`,
    ).join('\n');
    const decision = get(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/c/{id} {
  function f0(x) { return x == 1; }
  ${levels}
  allow get: if f19(1);
} }`);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/Exceeded maximum of 1000 expressions/);
  });

  it('matches a catastrophic-backtracking pattern in linear time', () => {
    const evil = `${'a'.repeat(50_000)}!`;
    const decision = get(
      wrapCondition("resource.data.s.matches('(a+)+$') || resource.data.s.matches('(a|aa)*b')"),
      { s: evil },
    );
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/^false for 'get'/);
  });

  it('bounds repeated work on a 1 MiB string', () => {
    const big = 'x'.repeat(1024 * 1024);
    const checks = Array.from({ length: 60 }, () => "resource.data.s.matches('y.*')").join(' || ');
    const decision = get(wrapCondition(checks), { s: big });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/work limit/);
  });

  it('refuses to build strings and lists beyond the size limits', () => {
    const doubling = Array.from({ length: 25 }, (_, i) => `let s${i + 1} = s${i} + s${i};`).join(' ');
    const decision = get(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/c/{id} {
  function grow(s0) { ${doubling} return s25.size() > 0; }
  allow get: if grow('ab');
} }`);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/String is too long/);
    expect(run("'ab'.replace('', 'xyzxyzxyz')")).toEqual('xyzxyzxyzaxyzxyzxyzbxyzxyzxyz');
  });

  it('charges quadratic list and set operations to the work budget', () => {
    const items = Array.from({ length: 6_000 }, (_, i) => i);
    const decision = get(wrapCondition('resource.data.a.toSet().size() > 0'), { a: items });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/work limit/);
    const small = get(
      wrapCondition('resource.data.a.hasAll([1, 2]) && resource.data.a.toSet().size() == 100'),
      {
        a: items.slice(0, 100),
      },
    );
    expect(small.allowed).toBe(true);
  });

  it('rejects a request path with thousands of segments quickly', () => {
    const rules = compile("rules_version = '2'; service cloud.firestore { match /{all=**} { allow read; } }");
    const path = `/${Array(5_000).fill('a').join('/')}`;
    const decision = withinMs(500, () => evaluateRequest(rules, firestoreRequest({ path, method: 'get' })));
    expect(decision).toEqual({ allowed: false, reason: 'Path has more than 100 segments.' });
  });

  it('bounds the search through nested recursive wildcards', () => {
    const opening = Array.from({ length: 8 }, (_, i) => `match /{w${i}=**} { `).join('');
    const nested = `${opening}match /never { allow read; }${' }'.repeat(8)}`;
    const rules = compile(`rules_version = '2'; service cloud.firestore { ${nested} }`);
    const path = `/${Array(90).fill('a').join('/')}`;
    const decision = withinMs(2000, () => evaluateRequest(rules, firestoreRequest({ path, method: 'get' })));
    expect(decision.allowed).toBe(false);
  });

  it('denies malformed request data instead of throwing', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 500; i++) deep = { d: deep };
    const decision = get(wrapCondition('true'), deep);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/Invalid request/);
  });
});
