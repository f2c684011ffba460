// The one trigger behind every teacher write, against the project's emulator: the matching document, the
// department counts and the role counter follow the write, and a failed embedding leaves the counts done.
import { collections, NEXT_SLOT_AT_FIELD } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { NO_NEXT_SLOT_AT } from '../src/data/next-slot';
import { lexicalEmbedder } from '../src/matching/lexical-embedder';
import { teacherMatchingRef } from '../src/matching/profile-embedding';
import { accountCounterRef } from '../src/services/account-counters';
import { teacherDepartmentRef } from '../src/services/teacher-departments';
import { followTeacherWrite } from '../src/services/teacher-write-followers';
import { useServiceEmulator } from './support/emulator';

const { db } = useServiceEmulator();

const teacher = { name: 'Meera Rao', department: 'Physics', subject: 'Optics', isApproved: true };

async function written(id: string, data: Record<string, unknown>) {
  const ref = db().collection(collections.teachers).doc(id);
  const { writeTime } = await ref.set(data);
  return { after: await ref.get(), writtenAt: writeTime };
}

describe('followTeacherWrite', () => {
  it('keeps the matching document, the department count and the teachers’ counter after a write', async () => {
    const { after, writtenAt } = await written('t1', teacher);
    await followTeacherWrite({ teacherId: 't1', after, writtenAt }, () => lexicalEmbedder);

    expect((await teacherMatchingRef('t1').get()).get('isApproved')).toBe(true);
    expect((await teacherDepartmentRef('Physics').get()).get('count')).toBe(1);
    expect((await accountCounterRef('teacher').get()).data()).toMatchObject({ total: 1, pending: 0 });
  });

  it("sets the card's next free slot time from its slot times, and an end-of-time one with none", async () => {
    const slot = Timestamp.fromDate(new Date('2026-12-02T04:30:00Z'));
    const withSlot = await written('t4', { ...teacher, slotTimes: [slot] });
    await followTeacherWrite({ teacherId: 't4', ...withSlot }, () => lexicalEmbedder);
    const without = await written('t5', { ...teacher, slotTimes: [] });
    await followTeacherWrite({ teacherId: 't5', ...without }, () => lexicalEmbedder);

    const nextOf = async (id: string) =>
      (await db().collection(collections.teachers).doc(id).get()).get(NEXT_SLOT_AT_FIELD) as Timestamp;
    expect((await nextOf('t4')).isEqual(slot)).toBe(true);
    expect((await nextOf('t5')).isEqual(NO_NEXT_SLOT_AT)).toBe(true);
  });

  it('leaves the matching document alone when a write moves only counters, and follows a profile change or a touch', async () => {
    const first = await written('t6', { ...teacher, availableSlotsCount: 0 });
    await followTeacherWrite({ teacherId: 't6', ...first }, () => lexicalEmbedder);
    // A mark the follower would overwrite if it looked: the mirrored approval made wrong on purpose.
    await teacherMatchingRef('t6').update({ isApproved: false });
    const approvalShown = async () => (await teacherMatchingRef('t6').get()).get('isApproved');

    const countersOnly = await written('t6', { ...teacher, availableSlotsCount: 3 });
    await followTeacherWrite(
      { teacherId: 't6', before: first.after, ...countersOnly },
      () => lexicalEmbedder,
    );
    expect(await approvalShown()).toBe(false);

    const touched = await written('t6', { ...teacher, availableSlotsCount: 3 });
    await followTeacherWrite(
      { teacherId: 't6', before: countersOnly.after, ...touched },
      () => lexicalEmbedder,
    );
    expect(await approvalShown()).toBe(true);

    await teacherMatchingRef('t6').update({ isApproved: false });
    const newSubject = await written('t6', { ...teacher, availableSlotsCount: 3, subject: 'Acoustics' });
    await followTeacherWrite(
      { teacherId: 't6', before: touched.after, ...newSubject },
      () => lexicalEmbedder,
    );
    expect(await approvalShown()).toBe(true);
  });

  it('still counts when the embedding fails, and does not fail the event for it', async () => {
    const { after, writtenAt } = await written('t2', { ...teacher, isApproved: false });
    const broken = () => {
      throw new Error('embedding service unavailable');
    };
    await expect(followTeacherWrite({ teacherId: 't2', after, writtenAt }, broken)).resolves.toBeUndefined();

    expect((await teacherMatchingRef('t2').get()).exists).toBe(false);
    expect((await accountCounterRef('teacher').get()).data()).toMatchObject({ total: 1, pending: 1 });
  });

  it('fails the event when a count fails, so it is delivered again', async () => {
    const { after } = await written('t3', teacher);
    // A write time that is no time: the counter's comparison cannot be made.
    const notATime = { toDate: () => new Date(Number.NaN) } as unknown as Timestamp;
    await expect(
      followTeacherWrite({ teacherId: 't3', after, writtenAt: notATime }, () => lexicalEmbedder),
    ).rejects.toThrow();
    // The embedding, which needs no time, is done all the same.
    expect((await teacherMatchingRef('t3').get()).get('isApproved')).toBe(true);
  });
});
