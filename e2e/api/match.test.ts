import { apiErrorMessages, matchingMessages, type TeacherMatch } from '@appointments/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn, signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { hoursFromNow } from '../support/time';

const cellBiology = {
  subject: 'Cell Biology',
  department: 'Biology',
  profile: {
    designation: 'Assistant Professor',
    qualification: ['PhD Molecular Biology'],
    researchInterests: ['Zebrafish mitochondria', 'Cell membrane transport'],
    bio: 'Microscopy every week.',
  },
};

const modernPoetry = {
  subject: 'Modern Poetry',
  department: 'English',
  profile: { researchInterests: ['Modernism'], bio: 'Reads Eliot with her students.' },
};

/** Waits until the teacher's stored embedding satisfies `ready` (the trigger runs moments after a write). */
async function embeddingOf(uid: string, ready: (hash: unknown) => boolean = (hash) => hash !== undefined) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const snapshot = await adminDb.doc(`teachers/${uid}`).get();
    if (ready(snapshot.get('profileEmbeddingHash'))) return snapshot;
    if (Date.now() > deadline) throw new Error(`teacher ${uid} was not embedded`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function match(student: SignedIn, need: unknown) {
  return callApi<TeacherMatch[]>('/student/match', { token: student.token, body: { need } });
}

describe('teacher matching', () => {
  it('embeds a profile on every change of its text, and not again on its own write', async () => {
    const teacher = await signedInAccount('teacher', { subject: 'Optics', department: 'Physics' });
    const first = await embeddingOf(teacher.uid);
    expect(first.get('profileEmbedding').toArray()).toHaveLength(256);
    // The embedding is the search's: the teacher's own profile answer does not carry it.
    const own = await callApi('/teacher/profile', { token: teacher.token });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('profileEmbedding');

    const saved = await callApi('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: { name: teacher.name, ...modernPoetry },
    });
    expect(saved.status).toBe(200);
    const second = await embeddingOf(teacher.uid, (hash) => hash !== first.get('profileEmbeddingHash'));
    // The trigger's own write does not start another embedding: the document stays as it wrote it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const later = await adminDb.doc(`teachers/${teacher.uid}`).get();
    expect((later.updateTime as Timestamp).isEqual(second.updateTime as Timestamp)).toBe(true);
  });

  it('answers up to five approved teachers with why they matched and their earliest bookable slot', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Matching Teacher' });
    await callApi('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: { name: teacher.name, ...cellBiology },
    });
    const [soon, later] = [hoursFromNow(50), hoursFromNow(75)];
    const slots = await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [later, soon] },
    });
    expect(slots.status).toBe(201);
    // A teacher awaiting approval with the same profile is never suggested.
    const waiting = await registerAccount('teacher', { name: 'Waiting Teacher' });
    await adminDb.doc(`teachers/${waiting.uid}`).update(cellBiology);
    await embeddingOf(waiting.uid, (hash) => hash !== undefined);
    await embeddingOf(teacher.uid, (hash) => hash !== undefined);
    const student = await signedInAccount('student');

    const answer = await match(student, 'Mujhe mitochondria samajh nahi aa raha, zebrafish wala topic');
    expect(answer.status).toBe(200);
    const matches = answer.body.data ?? [];
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(5);
    expect(matches.map((found) => found.teacher._id)).not.toContain(waiting.uid);
    const found = matches.find((candidate) => candidate.teacher._id === teacher.uid);
    expect(found?.reasons).toEqual([
      { kind: 'subject', text: 'Cell Biology' },
      { kind: 'researchInterest', text: 'Zebrafish mitochondria' },
    ]);
    expect(found?.earliestSlot).toBe(soon);
    expect(matches[0]?.teacher._id).toBe(teacher.uid);
    const distances = matches.map((candidate) => candidate.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('reads abbreviations and Hinglish: "DSA" finds the seeded Data Structures teacher', async () => {
    const student = await signedInAccount('student');
    const answer = await match(student, 'DSA ka graph wala part samajh nahi aa raha');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.[0]?.teacher.subject).toBe('Data Structures');
    expect(answer.body.data?.[0]?.reasons[0]).toEqual({ kind: 'subject', text: 'Data Structures' });
  });

  it('refuses an empty need, a need of filler words and callers who are not students', async () => {
    const student = await signedInAccount('student');
    const empty = await match(student, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, message: matchingMessages.needRequired });
    const filler = await match(student, 'samajh nahi aa raha yaar');
    expect(filler.status).toBe(400);
    expect(filler.body.message).toBe(matchingMessages.needUnclear);
    const teacher = await signedInAccount('teacher');
    const refused = await callApi('/student/match', { token: teacher.token, body: { need: 'DSA' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(apiErrorMessages.forbidden);
  });
});
