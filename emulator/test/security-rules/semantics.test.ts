import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BATCH_DOCUMENT_ACCESS_LIMIT,
  DocumentAccessBudget,
  evaluateRequest,
  type RulesRequest,
} from '../../src/security-rules/index.js';
import { compile, data, docPath, firestoreRequest, memoryAccessor, TIME } from './helpers.js';

const corpus = (file: string) => compile(readFileSync(join(import.meta.dirname, 'corpus', file), 'utf8'));
const alice = {
  uid: 'alice',
  token: { email: 'alice@college.edu', email_verified: true, firebase: { sign_in_provider: 'password' } },
};
const admin = { uid: 'root', token: {} };

describe('appointments.rules', () => {
  const rules = corpus('appointments.rules');
  const users = memoryAccessor({
    'users/root': { role: 'admin' },
    'users/alice': { role: 'student' },
    'users/tom': { role: 'teacher' },
  });

  it('lets a user read their own profile and names the granting statement', () => {
    const decision = evaluateRequest(
      rules,
      firestoreRequest({
        path: docPath('users/alice'),
        method: 'get',
        auth: alice,
        resource: { data: data({ role: 'student' }) },
      }),
      users,
    );
    expect(decision).toEqual({ allowed: true, reason: 'allow get @ L24', location: { line: 24, column: 7 } });
  });

  it("denies another user's profile with Firestore's message for the last statement", () => {
    const decision = evaluateRequest(
      rules,
      firestoreRequest({ path: docPath('users/tom'), method: 'get', auth: alice }),
      users,
    );
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toBe("false for 'get' @ L24, false for 'get' @ L54");
    expect(decision.location).toEqual({ line: 54, column: 7 });
  });

  it('lets an admin read any profile through get() of their user document', () => {
    const accessor = memoryAccessor({ 'users/root': { role: 'admin' } });
    const decision = evaluateRequest(
      rules,
      firestoreRequest({ path: docPath('users/tom'), method: 'get', auth: admin }),
      accessor,
    );
    expect(decision.allowed).toBe(true);
    expect(accessor.calls).toEqual(['get:users/root']);
  });

  it('reports a null value error when unauthenticated, with its position', () => {
    const decision = evaluateRequest(
      rules,
      firestoreRequest({ path: docPath('users/tom'), method: 'delete' }),
      users,
    );
    expect(decision.allowed).toBe(false);
    // signedIn() is false, so `false && …` short-circuits: no error, plain false.
    expect(decision.reason).toBe("false for 'delete' @ L33, false for 'delete' @ L54");
    const noGuard = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{db}/documents {
    match /users/{id} {
      allow get: if request.auth.uid == id;
    }
  }
}`);
    const denied = evaluateRequest(noGuard, firestoreRequest({ path: docPath('users/x'), method: 'get' }));
    expect(denied).toEqual({
      allowed: false,
      reason: "Null value error. for 'get' @ L5, evaluation error at L5:34 for 'get'",
      location: { line: 5, column: 34 },
    });
  });

  const validCreate = (overrides: Record<string, unknown> = {}): RulesRequest =>
    firestoreRequest({
      path: docPath('users/alice'),
      method: 'create',
      auth: alice,
      requestResource: {
        data: data({ displayName: 'Alice', role: 'student', createdAt: TIME, ...overrides }),
      },
    });

  it('validates created documents with keys().hasOnly, in and request.time', () => {
    expect(evaluateRequest(rules, validCreate(), users).allowed).toBe(true);
    expect(evaluateRequest(rules, validCreate({ role: 'admin' }), users).allowed).toBe(false);
    expect(evaluateRequest(rules, validCreate({ extra: 1 }), users).allowed).toBe(false);
    expect(evaluateRequest(rules, validCreate({ createdAt: new Date(0) }), users).allowed).toBe(false);
  });

  it('forbids updating protected fields with diff().affectedKeys()', () => {
    const update = (after: Record<string, unknown>) =>
      evaluateRequest(
        rules,
        firestoreRequest({
          path: docPath('users/alice'),
          method: 'update',
          auth: alice,
          resource: { data: data({ displayName: 'A', role: 'student' }) },
          requestResource: { data: data(after) },
        }),
        users,
      );
    expect(update({ displayName: 'Alice', role: 'student' }).allowed).toBe(true);
    expect(update({ displayName: 'A', role: 'admin' }).allowed).toBe(false);
    expect(update({ displayName: 'A', role: 'student', approved: true }).allowed).toBe(false);
  });

  it('checks appointment creation with exists(), timestamps and durations', () => {
    const start = new Date(TIME.getTime() + 3_600_000);
    const create = (end: Date, teacherId = 'tom') =>
      evaluateRequest(
        rules,
        firestoreRequest({
          path: docPath('appointments/a1'),
          method: 'create',
          auth: alice,
          requestResource: { data: data({ studentId: 'alice', teacherId, start, end }) },
        }),
        users,
      );
    expect(create(new Date(start.getTime() + 30 * 60_000)).allowed).toBe(true);
    expect(create(new Date(start.getTime() + 29 * 60_000)).allowed).toBe(false);
    expect(create(new Date(start.getTime() + 60 * 60_000), 'ghost').allowed).toBe(false);
  });

  it('uses a function declared inside a match block with the resource of the request', () => {
    const read = (uid: string) =>
      evaluateRequest(
        rules,
        firestoreRequest({
          path: docPath('appointments/a1'),
          method: 'get',
          auth: { uid, token: {} },
          resource: { data: data({ studentId: 'alice', teacherId: 'tom' }) },
        }),
        users,
      );
    expect(read('tom').allowed).toBe(true);
    expect(read('mallory').allowed).toBe(false);
  });
});

describe('matching and method expansion', () => {
  const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{postId} {
      allow read: if false;
      allow write: if request.auth.uid == 'writer';
    }
    match /posts/{anyPost} {
      allow get: if anyPost == 'public';
    }
    match /{path=**} {
      allow list: if request.auth.uid == 'lister';
    }
    match /{path=**}/comments/{commentId} {
      allow read: if path == /users/u1/posts/p1;
    }
  }
}`);

  const request = (path: string, method: RulesRequest['method'], uid = 'nobody') =>
    evaluateRequest(rules, firestoreRequest({ path: docPath(path), method, auth: { uid, token: {} } }));

  it('ORs allow statements across every matching block', () => {
    expect(request('posts/public', 'get').allowed).toBe(true);
    expect(request('posts/other', 'get').allowed).toBe(false);
    expect(request('posts/other', 'list', 'lister').allowed).toBe(true);
  });

  it('expands read to get+list and write to create+update+delete', () => {
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(request('posts/p', method, 'writer').allowed).toBe(true);
      expect(request('posts/p', method, 'reader').allowed).toBe(false);
    }
    expect(request('posts/p', 'get', 'writer').allowed).toBe(false);
  });

  it('binds a version-2 recursive wildcard to zero or more segments, also mid-path', () => {
    expect(request('deep/a/b/c', 'list', 'lister').allowed).toBe(true);
    expect(request('users/u1/posts/p1/comments/c', 'get').allowed).toBe(true);
    expect(request('users/u2/posts/p1/comments/c', 'get').allowed).toBe(false);
    expect(request('comments/c', 'get').allowed).toBe(false);
  });

  it('says so when no allow statement applies', () => {
    const none = compile(
      'service cloud.firestore { match /databases/{d}/documents { match /a/{b} { allow read; } } }',
    );
    expect(evaluateRequest(none, firestoreRequest({ path: docPath('z/1'), method: 'get' }))).toEqual({
      allowed: false,
      reason: "No matching allow statements for 'get'.",
    });
  });

  it('makes a version-1 recursive wildcard need at least one segment', () => {
    const v1 = compile(
      'service cloud.firestore { match /databases/{d}/documents { match /a/{rest=**} { allow read; } } }',
    );
    expect(evaluateRequest(v1, firestoreRequest({ path: docPath('a/b'), method: 'get' })).allowed).toBe(true);
    const v2 = compile(
      "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents/a/{rest=**} { allow read: if rest == path('/'); } }",
    );
    expect(
      evaluateRequest(v2, firestoreRequest({ path: '/databases/(default)/documents/a', method: 'get' }))
        .allowed,
    ).toBe(true);
  });
});

describe('document access', () => {
  const chain = (count: number) =>
    compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{db}/documents {
    match /x/{id} {
      allow get: if ${Array.from({ length: count }, (_, i) => `exists(/databases/$(db)/documents/d/n${i})`).join(' && ')};
    }
  }
}`);
  const docs = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`d/n${i}`, { v: i }]));

  it('allows 10 distinct document accesses for a single request and denies the 11th', () => {
    expect(
      evaluateRequest(
        chain(10),
        firestoreRequest({ path: docPath('x/1'), method: 'get' }),
        memoryAccessor(docs),
      ).allowed,
    ).toBe(true);
    const denied = evaluateRequest(
      chain(11),
      firestoreRequest({ path: docPath('x/1'), method: 'get' }),
      memoryAccessor(docs),
    );
    expect(denied.allowed).toBe(false);
    expect(denied.reason).toMatch(/Exceeded maximum of 10 document accesses/);
  });

  it('takes the batch limit of 20 as a parameter and shares a budget across writes', () => {
    const request = firestoreRequest({ path: docPath('x/1'), method: 'get' });
    const options = { documentAccessLimit: BATCH_DOCUMENT_ACCESS_LIMIT };
    expect(evaluateRequest(chain(15), request, memoryAccessor(docs), options).allowed).toBe(true);
    const budget = new DocumentAccessBudget(BATCH_DOCUMENT_ACCESS_LIMIT);
    expect(evaluateRequest(chain(15), request, memoryAccessor(docs), { accessBudget: budget }).allowed).toBe(
      true,
    );
    expect(budget.count).toBe(15);
    const shared = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/x/{id} {
  allow get: if ${Array.from({ length: 10 }, (_, i) => `exists(/databases/$(db)/documents/d/n${i + 15})`).join(' && ')};
} }`);
    expect(evaluateRequest(shared, request, memoryAccessor(docs), { accessBudget: budget }).allowed).toBe(
      false,
    );
  });

  it('counts the same document once', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/x/{id} {
  allow get: if ${Array.from({ length: 30 }, () => 'get(/databases/$(db)/documents/d/n1).data.v == 1').join(' && ')};
} }`);
    const accessor = memoryAccessor(docs);
    expect(
      evaluateRequest(rules, firestoreRequest({ path: docPath('x/1'), method: 'get' }), accessor).allowed,
    ).toBe(true);
    expect(accessor.calls).toEqual(['get:d/n1']);
  });

  it('reads the pending state with getAfter() and existsAfter()', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/x/{id} {
  allow update: if getAfter(/databases/$(db)/documents/d/a).data.v == 2 && !existsAfter(/databases/$(db)/documents/d/b);
} }`);
    const accessor = memoryAccessor({ 'd/a': { v: 1 }, 'd/b': { v: 1 } }, { 'd/a': { v: 2 }, 'd/b': null });
    expect(
      evaluateRequest(rules, firestoreRequest({ path: docPath('x/1'), method: 'update' }), accessor).allowed,
    ).toBe(true);
    expect(accessor.calls).toEqual(['getAfter:d/a', 'getAfter:d/b']);
  });

  it('treats get() of a missing document as null (an error when dereferenced)', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/x/{id} {
  allow get: if get(/databases/$(db)/documents/d/missing).data.v == 1;
} }`);
    const decision = evaluateRequest(
      rules,
      firestoreRequest({ path: docPath('x/1'), method: 'get' }),
      memoryAccessor({}),
    );
    expect(decision.reason).toMatch(/^Null value error\. for 'get' @ L3, evaluation error at L3:/);
  });

  it('exposes the document id and name of get() results and of resource', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/x/{id} {
  allow get: if get(/databases/$(db)/documents/d/a).id == 'a' && resource.id == id
    && resource.__name__ == /databases/$(db)/documents/x/$(id) && request.path == resource.__name__;
} }`);
    const request = firestoreRequest({ path: docPath('x/7'), method: 'get', resource: { data: {} } });
    expect(evaluateRequest(rules, request, memoryAccessor({ 'd/a': {} })).allowed).toBe(true);
  });
});

describe('request context', () => {
  it('exposes auth token claims, method, time and query', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/x/{id} {
  allow list: if request.auth.token.email.matches('.*@college[.]edu') && request.auth.token.email_verified
    && request.auth.token.firebase.sign_in_provider == 'password' && request.auth.token.admin == true
    && request.method == 'list' && request.time.year() == 2025 && request.query.limit <= 20
    && request.query.orderBy.start == 'ASC';
} }`);
    const request = firestoreRequest({
      path: docPath('x/1'),
      method: 'list',
      auth: { uid: 'a', token: { ...alice.token, admin: true } },
      query: { limit: 20, orderBy: { start: 'ASC' } },
    });
    expect(evaluateRequest(rules, request).allowed).toBe(true);
    expect(
      evaluateRequest(rules, { ...request, query: { limit: 21, orderBy: { start: 'ASC' } } }).allowed,
    ).toBe(false);
  });
});

describe('storage.rules', () => {
  const rules = corpus('storage.rules');
  const upload = (overrides: Partial<{ size: number; contentType: string; owner: string }>, uid = 'u1') =>
    evaluateRequest(rules, {
      service: 'firebase.storage',
      path: '/b/my-bucket/o/avatars/u1/me.png',
      method: 'create',
      auth: { uid, token: {} },
      time: TIME,
      resource: null,
      requestResource: {
        name: 'avatars/u1/me.png',
        bucket: 'my-bucket',
        size: overrides.size ?? 1000,
        contentType: overrides.contentType ?? 'image/png',
        metadata: { owner: overrides.owner ?? 'u1' },
      },
    });

  it('accepts a small image upload by its owner', () => {
    expect(upload({}).allowed).toBe(true);
  });

  it('checks size, content type, custom metadata and owner', () => {
    expect(upload({ size: 5 * 1024 * 1024 }).allowed).toBe(false);
    expect(upload({ contentType: 'text/plain' }).allowed).toBe(false);
    expect(upload({ owner: 'u2' }).allowed).toBe(false);
    expect(upload({}, 'u2').allowed).toBe(false);
  });

  it('matches public objects at any depth and denies the rest', () => {
    const read = (path: string) =>
      evaluateRequest(rules, {
        service: 'firebase.storage',
        path,
        method: 'get',
        auth: null,
        time: TIME,
        resource: null,
        requestResource: null,
      });
    expect(read('/b/my-bucket/o/public/a/b/c.txt').allowed).toBe(true);
    expect(read('/b/my-bucket/o/private/c.txt').allowed).toBe(false);
  });

  it('ignores rules of the other service', () => {
    const decision = evaluateRequest(
      rules,
      firestoreRequest({ path: '/b/my-bucket/o/public/x', method: 'get' }),
    );
    expect(decision.allowed).toBe(false);
  });
});

describe('every-construct.rules', () => {
  const rules = corpus('every-construct.rules');
  const thing = (method: RulesRequest['method'], extra: Partial<RulesRequest> = {}) =>
    evaluateRequest(rules, firestoreRequest({ path: docPath('things/t1'), method, ...extra }));

  it('evaluates the builtin-heavy delete rule to true', () => {
    expect(thing('delete')).toMatchObject({ allowed: true, reason: 'allow delete @ L32' });
  });

  it('evaluates the update rule with paths, maps, sets and user functions', () => {
    const update = (nested: Record<string, unknown>) =>
      thing('update', {
        resource: { data: data({ a: 1, b: 2 }) },
        requestResource: { data: data({ nested }) },
      });
    expect(update({ flag: false })).toMatchObject({ allowed: true, reason: 'allow update @ L28' });
    expect(update({ flag: true }).allowed).toBe(false);
  });

  it('grants get through the bare allow read and nested matches through their own rule', () => {
    expect(thing('get')).toMatchObject({ allowed: true, reason: 'allow read @ L21' });
    const part = (partId: string) =>
      evaluateRequest(
        rules,
        firestoreRequest({ path: docPath(`things/t1/parts/${partId}`), method: 'create' }),
      );
    expect(part('p1').allowed).toBe(true);
    expect(part('t1').allowed).toBe(false);
  });

  it('reads wildcards of a version-2 recursive match', () => {
    const log = (path: string) =>
      evaluateRequest(rules, firestoreRequest({ path: docPath(path), method: 'get' }));
    expect(log('logs/2024/05').allowed).toBe(true);
    expect(log('logs/2024/05/a/b').allowed).toBe(true);
    expect(log('logs/2019/05').allowed).toBe(false);
    expect(log('logs/2024/May').allowed).toBe(false);
  });
});
