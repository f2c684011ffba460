// The per-department counts of approved teachers against the project's emulator: which writes touch which
// departments, counts by aggregation, out-of-order recounts, and the rebuild for older data.
import { collections } from '@appointments/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../src/lib/firebase';
import {
  departmentsTouched,
  rebuildTeacherDepartments,
  recountTeacherDepartments,
  teacherDepartmentRef,
} from '../src/services/teacher-departments';
import { storedSnapshot } from './support/stored-snapshot';

beforeAll(async () => {
  // The run's shared emulator (support/firestore-emulator-setup.ts), under a project of this file's own.
  process.env.FIRESTORE_EMULATOR_HOST = inject('serviceEmulator').firestore;
  process.env.GCLOUD_PROJECT = 'demo-teacher-departments';
});

const teachers = () => db().collection(collections.teachers);

const snapshotOf = (id: string, data: Record<string, unknown> | null) => storedSnapshot(db, id, data);

async function countOf(name: string): Promise<number | undefined> {
  return (await teacherDepartmentRef(name).get()).get('count');
}

describe('departmentsTouched', () => {
  it('names the old and new department of a move, and nothing when neither approval nor department changed', async () => {
    const physics = await snapshotOf('a', { department: 'Physics', isApproved: true, name: 'A' });
    const renamed = await snapshotOf('b', { department: 'Physics', isApproved: true, name: 'B' });
    const moved = await snapshotOf('c', { department: 'Chemistry', isApproved: true });
    const suspended = await snapshotOf('d', { department: 'Physics', isApproved: false });
    const gone = await snapshotOf('e', null);
    const none = await snapshotOf('f', { isApproved: true });
    expect(departmentsTouched(physics, renamed)).toEqual([]);
    expect(departmentsTouched(physics, moved)).toEqual(['Physics', 'Chemistry']);
    expect(departmentsTouched(physics, suspended)).toEqual(['Physics']);
    expect(departmentsTouched(physics, gone)).toEqual(['Physics']);
    expect(departmentsTouched(undefined, physics)).toEqual(['Physics']);
    expect(departmentsTouched(gone, none)).toEqual(['']);
  });
});

describe('recountTeacherDepartments', () => {
  it('counts approved teachers only, and keeps the count of the latest write when recounts come out of order', async () => {
    await teachers().doc('t1').set({ name: 'A', department: 'Optics/Lasers', isApproved: true });
    await teachers().doc('t2').set({ name: 'B', department: 'Optics/Lasers', isApproved: true });
    await teachers().doc('t3').set({ name: 'C', department: 'Optics/Lasers', isApproved: false });
    await recountTeacherDepartments(['Optics/Lasers'], new Date('2026-03-10T10:00:00Z'));
    expect(await countOf('Optics/Lasers')).toBe(2);
    expect((await teacherDepartmentRef('Optics/Lasers').get()).get('name')).toBe('Optics/Lasers');

    // A recount for an earlier write, arriving late, does not overwrite.
    await teachers().doc('t2').delete();
    await recountTeacherDepartments(['Optics/Lasers'], new Date('2026-03-10T09:00:00Z'));
    expect(await countOf('Optics/Lasers')).toBe(2);
    await recountTeacherDepartments(['Optics/Lasers'], new Date('2026-03-10T11:00:00Z'));
    expect(await countOf('Optics/Lasers')).toBe(1);
  });
});

describe('rebuildTeacherDepartments', () => {
  it('recounts every department a teacher names, those without one under the empty name', async () => {
    await teachers().doc('r1').set({ name: 'R1', department: 'History', isApproved: true });
    await teachers().doc('r2').set({ name: 'R2', isApproved: true });
    await teachers().doc('r3').set({ name: 'R3', department: '', isApproved: true });
    const names = await rebuildTeacherDepartments(new Date('2026-03-11T00:00:00Z'));
    expect(names).toEqual(['', 'History', 'Optics/Lasers']);
    expect(await countOf('History')).toBe(1);
    // Only the stored '' is found by `department == ''`; a teacher without the field is counted by no
    // department and only in the total of approved teachers.
    expect(await countOf('')).toBe(1);
    expect(await countOf('Optics/Lasers')).toBe(1);
  });
});
