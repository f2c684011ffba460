// The cards a conversation keeps of its two people, against the project's emulator: taken from the
// accounts, and brought up to date after a rename or a new picture, writing only what changed.
import { collections } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import {
  backfillConversationCards,
  conversationCardOf,
  refreshConversationCards,
} from '../src/services/conversation-cards';
import { useOwnProject } from './support/emulator';

useOwnProject('demo-conversation-cards');

describe('conversation cards', () => {
  it("take a teacher's subject and picture, and no subject for a student", async () => {
    const teacher = db().collection(collections.teachers).doc('t1');
    await teacher.set({
      name: 'Meera Iyer',
      email: 'meera@college.edu',
      subject: 'Algebra',
      profile: { profilePicture: 'https://pictures.test/meera.jpg', bio: 'long' },
    });
    const student = db().collection(collections.students).doc('s1');
    await student.set({ name: 'Asha', email: 'asha@college.edu', subject: 'ignored', profile: {} });
    expect(conversationCardOf('teacher', await teacher.get())).toEqual({
      name: 'Meera Iyer',
      email: 'meera@college.edu',
      subject: 'Algebra',
      profilePicture: 'https://pictures.test/meera.jpg',
    });
    expect(conversationCardOf('student', await student.get())).toEqual({
      name: 'Asha',
      email: 'asha@college.edu',
      subject: '',
      profilePicture: null,
    });
  });

  it("follow a student's rename on each of their conversations only, and write nothing the second time", async () => {
    const student = db().collection(collections.students).doc('s2');
    await student.set({ name: 'Ravi', email: 'ravi@college.edu', profile: { profilePicture: null } });
    const conversations = db().collection(collections.conversations);
    const stale = { name: 'Ravi Old', email: 'ravi@college.edu', subject: '', profilePicture: null };
    const teacherCard = { name: 'T', email: 't@college.edu', subject: 'Optics', profilePicture: null };
    for (const teacherId of ['t1', 't2', 't3']) {
      await conversations.doc(`s2_${teacherId}`).set({
        studentId: 's2',
        teacherId,
        student: stale,
        teacher: teacherCard,
        lastMessage: 'hello',
      });
    }
    await conversations.doc('s9_t1').set({ studentId: 's9', teacherId: 't1', student: stale });

    expect(await refreshConversationCards('student', 's2')).toBe(3);
    const renamed = await conversations.doc('s2_t2').get();
    expect(renamed.get('student')).toEqual({ ...stale, name: 'Ravi' });
    expect(renamed.get('teacher')).toEqual(teacherCard);
    expect(renamed.get('lastMessage')).toBe('hello');
    expect((await conversations.doc('s9_t1').get()).get('student.name')).toBe('Ravi Old');

    expect(await refreshConversationCards('student', 's2')).toBe(0);
  });

  it('are written on older conversations that have none, and a second run writes nothing', async () => {
    const conversations = db().collection(collections.conversations);
    await db()
      .collection(collections.students)
      .doc('s5')
      .set({ name: 'Old Student', email: 'old@college.edu', profile: {} });
    await db()
      .collection(collections.teachers)
      .doc('t5')
      .set({ name: 'Old Teacher', email: 'ot@college.edu', subject: 'Latin', profile: {} });
    await conversations.doc('s5_t5').set({ studentId: 's5', teacherId: 't5', lastMessage: 'salve' });
    await conversations.doc('gone_t5').set({ studentId: 'gone', teacherId: 't5' });

    const written = await backfillConversationCards();
    expect(written).toBe(1);
    const old = await conversations.doc('s5_t5').get();
    expect(old.get('student.name')).toBe('Old Student');
    expect(old.get('teacher')).toEqual({
      name: 'Old Teacher',
      email: 'ot@college.edu',
      subject: 'Latin',
      profilePicture: null,
    });
    // A conversation whose account is gone keeps no card rather than failing the run.
    expect((await conversations.doc('gone_t5').get()).get('student')).toBeUndefined();
    expect(await backfillConversationCards()).toBe(0);
  });
});
