import { describe, expect, it } from 'vitest';
import { evaluateQuery, evaluateRequest, type RulesAuth } from '../../src/security-rules/index.js';
import { compile, data, docPath, firestoreRequest, memoryAccessor, toFirestore } from './helpers.js';

const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{db}/documents {
    match /appointments/{id} {
      allow list: if request.auth != null && resource.data.studentId == request.auth.uid;
      allow list: if request.auth.uid == 'admin' || resource.data.visibility == 'public';
    }
    match /teachers/{teacherId}/slots/{slotId} {
      allow list: if resource.data.status in ['open', 'held'] && teacherId == 't1' && request.query.limit <= 50;
    }
    match /notes/{id} {
      allow list: if resource.data.owner.uid == request.auth.uid && resource.data.keys().hasAll(['owner']);
    }
    match /users/{userId} {
      allow list: if userId == request.auth.uid;
      allow list: if get(/databases/$(db)/documents/roles/$(request.auth.uid)).data.admin == true;
    }
  }
}`);

const student = { uid: 's1', token: {} };
const query = (
  collection: string,
  filters: Record<string, unknown>,
  auth: RulesAuth | null = student,
  limit?: number,
) =>
  evaluateQuery(
    rules,
    firestoreRequest({
      path: docPath(collection),
      method: 'list',
      auth,
      ...(limit === undefined ? {} : { query: { limit } }),
    }),
    Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, toFirestore(v)])),
    memoryAccessor({ 'roles/boss': { admin: true } }),
  );

describe('query judgement', () => {
  it('allows a query whose equality filter pins the field the rule compares', () => {
    const decision = query('appointments', { studentId: 's1' });
    expect(decision).toMatchObject({ allowed: true, reason: 'allow list @ L5' });
  });

  it('denies the same query without the filter, or filtered on someone else', () => {
    expect(query('appointments', {}).allowed).toBe(false);
    expect(query('appointments', { studentId: 's2' }).allowed).toBe(false);
    expect(query('appointments', { teacherId: 's1' }).allowed).toBe(false);
  });

  it('explains that the rule could not be proven for every document', () => {
    expect(query('appointments', {}).reason).toMatch(
      /not provable for every document of the query for 'list' @ L5/,
    );
  });

  it('decides without unknown fields when || or && settle it', () => {
    expect(query('appointments', {}, { uid: 'admin', token: {} }).allowed).toBe(true);
    expect(query('appointments', {}, null).allowed).toBe(false);
    expect(query('appointments', { visibility: 'public' }, null).allowed).toBe(true);
  });

  it('uses pinned values with in, path wildcards and request.query', () => {
    expect(query('teachers/t1/slots', { status: 'open' }, student, 10).allowed).toBe(true);
    expect(query('teachers/t1/slots', { status: 'closed' }, student, 10).allowed).toBe(false);
    expect(query('teachers/t2/slots', { status: 'open' }, student, 10).allowed).toBe(false);
    expect(query('teachers/t1/slots', { status: 'open' }, student, 100).allowed).toBe(false);
    expect(query('teachers/t1/slots', { status: 'open' }, student).allowed).toBe(false);
  });

  it('pins nested fields but never claims to know all keys', () => {
    expect(query('notes', { 'owner.uid': 's1' }).allowed).toBe(false);
    const lenient = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/notes/{id} {
  allow list: if resource.data.owner.uid == request.auth.uid && resource.data.get(['owner', 'uid'], '') == 's1';
} }`);
    const request = firestoreRequest({ path: docPath('notes'), method: 'list', auth: student });
    expect(evaluateQuery(lenient, request, { 'owner.uid': toFirestore('s1') }).allowed).toBe(true);
    expect(evaluateQuery(lenient, request, { 'owner.name': toFirestore('s1') }).allowed).toBe(false);
  });

  it('treats the document id wildcard as unknown unless __name__ is pinned', () => {
    expect(query('users', {}).allowed).toBe(false);
    const pinned = evaluateQuery(
      rules,
      firestoreRequest({ path: docPath('users'), method: 'list', auth: student }),
      { __name__: { referenceValue: 'projects/p/databases/(default)/documents/users/s1' } },
    );
    expect(pinned.allowed).toBe(true);
  });

  it('still reads other documents with get() in query mode', () => {
    expect(query('users', {}, { uid: 'boss', token: {} }).allowed).toBe(true);
  });

  it('agrees with the per-document judgement on a matching document', () => {
    const perDocument = evaluateRequest(
      rules,
      firestoreRequest({
        path: docPath('appointments/a1'),
        method: 'list',
        auth: student,
        resource: { data: data({ studentId: 's1' }) },
      }),
    );
    expect(perDocument.allowed).toBe(true);
    const otherDocument = evaluateRequest(
      rules,
      firestoreRequest({
        path: docPath('appointments/a2'),
        method: 'list',
        auth: student,
        resource: { data: data({ studentId: 's2' }) },
      }),
    );
    expect(otherDocument.allowed).toBe(false);
  });

  it('denies when an unknown value reaches a ternary, a method or a comparison', () => {
    const tricky = compile(`rules_version = '2';
service cloud.firestore { match /databases/{db}/documents/c/{id} {
  allow list: if (resource.data.a == 1 ? true : true);
  allow list: if resource.data.size() >= 0;
  allow list: if resource.data.b < 3 || resource.data.b >= 3;
  allow list: if !(resource.data.c is string) || resource.data.c is string;
} }`);
    const request = firestoreRequest({ path: docPath('c'), method: 'list', auth: student });
    const decision = evaluateQuery(tricky, request, {});
    // All four are tautologies, but proving them needs reasoning the judgement does not do: it stays sound.
    expect(decision.allowed).toBe(false);
    expect(decision.reason.match(/not provable/g)).toHaveLength(4);
  });
});
