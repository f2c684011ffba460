// The one trigger behind every teacher write, against the project's emulator: the matching document, the
// department counts and the role counter follow the write, and a failed embedding leaves the counts done.
import { collections } from '@appointments/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
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
