import { apiErrorMessages, matchingMessages, type TeacherMatch } from '@appointments/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedTeachers } from '../../scripts/lib/seed-data';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { adminDb, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { matchingInLine } from '../support/matching';
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

function match(student: SignedIn, need: unknown) {
  return callApi<TeacherMatch[]>('/student/match', { token: student.token, body: { need } });
}

describe('teacher matching', () => {
  it('keeps the embedding off the teacher card, and embeds again only when the profile text changes', async () => {
    const teacher = await signedInAccount('teacher', { subject: 'Optics', department: 'Physics' });
    const first = await matchingInLine(teacher.uid);
    expect(first.get('profileEmbedding').toArray()).toHaveLength(256);
    expect(first.get('isApproved')).toBe(true);
    // Clients read teacher cards live: the vector is never on them, nor in the teacher's own answer.
    const card = await storedDoc.teacher(teacher.uid).get();
    expect(card.get('profileEmbedding')).toBeUndefined();
    expect(card.get('profileEmbeddingHash')).toBeUndefined();
    const own = await callApi('/teacher/profile', { token: teacher.token });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('profileEmbedding');

    const saved = await callApi('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: { name: teacher.name, ...modernPoetry },
    });
    expect(saved.status).toBe(200);
    const second = await matchingInLine(teacher.uid);
    expect(second.get('profileEmbeddingHash')).not.toBe(first.get('profileEmbeddingHash'));
    expect(second.get('profileEmbedding').toArray()).not.toEqual(first.get('profileEmbedding').toArray());

    // A write that leaves the profile text alone is not embedded again, and the trigger writes no card.
    await storedDoc.teacher(teacher.uid).update({ averageRating: 4 });
    const written = await storedDoc.teacher(teacher.uid).get();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const cardLater = await storedDoc.teacher(teacher.uid).get();
    const matchingLater = await adminDb.doc(`teacherMatching/${teacher.uid}`).get();
    expect((cardLater.updateTime as Timestamp).isEqual(written.updateTime as Timestamp)).toBe(true);
    expect((matchingLater.updateTime as Timestamp).isEqual(second.updateTime as Timestamp)).toBe(true);
  });

  it("mirrors a teacher's suspension into the matching document and removes it with the account", async () => {
    const admin = await signedInAdmin();
    const teacher = await signedInAccount('teacher', { subject: 'Optics', department: 'Physics' });
    const embedded = await matchingInLine(teacher.uid);
    expect(embedded.get('isApproved')).toBe(true);
    const suspended = await callApi(`/admin/suspend-teacher/${teacher.uid}`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: false },
    });
    expect(suspended.status).toBe(200);
    const mirrored = await matchingInLine(teacher.uid);
    expect(mirrored.get('isApproved')).toBe(false);
    // Only the approval changed: the vector was not computed again.
    expect(mirrored.get('profileEmbeddingHash')).toBe(embedded.get('profileEmbeddingHash'));

    const deleted = await callApi(`/admin/teacher/${teacher.uid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    // Removed in the deletion's own transaction, not moments later by the trigger.
    expect((await adminDb.doc(`teacherMatching/${teacher.uid}`).get()).exists).toBe(false);
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
    await storedDoc.teacher(waiting.uid).update(cellBiology);
    expect((await matchingInLine(waiting.uid)).get('isApproved')).toBe(false);
    await matchingInLine(teacher.uid);
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

    // The mirror lags the card (a trigger keeps it): a matching document still saying approved does not
    // bring back a teacher whose card says otherwise.
    await adminDb.doc(`teacherMatching/${waiting.uid}`).update({ isApproved: true });
    const stale = await match(student, 'Mujhe mitochondria samajh nahi aa raha, zebrafish wala topic');
    expect(stale.status).toBe(200);
    expect(stale.body.data?.map((candidate) => candidate.teacher._id)).toContain(teacher.uid);
    expect(stale.body.data?.map((candidate) => candidate.teacher._id)).not.toContain(waiting.uid);
  });

  it('reads abbreviations and Hinglish: "DSA" finds the seeded Data Structures teacher', async () => {
    // The demo college's teacher of the subject (the stack's seed, scripts/lib/seed-data.ts).
    expect(seedTeachers.some((teacher) => teacher.subject === 'Data Structures' && teacher.approved)).toBe(
      true,
    );
    const student = await signedInAccount('student');
    const answer = await match(student, 'DSA ka graph wala part samajh nahi aa raha');
    expect(answer.status).toBe(200);
    // Other suites add teachers of the same subject (named 'Data Structures …'); any of them is right.
    const [first] = answer.body.data ?? [];
    expect(first?.teacher.subject).toMatch(/^Data Structures\b/);
    expect(first?.reasons[0]?.kind).toBe('subject');
    expect(first?.reasons[0]?.text).toMatch(/^Data Structures\b/);
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
