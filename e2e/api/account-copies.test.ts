// Appointments keep copies of both people's names (and the teacher's subject and department) for the
// cards and lists; a profile change must reach every copy, however many appointments there are.
import { collections } from '@appointments/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { adminDb, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { hoursFromNow } from '../support/time';

describe('copies of names on appointments', () => {
  it("brings a teacher's new name, subject and department to every appointment, past one page", async () => {
    const teacher = await signedInAccount('teacher', {
      name: 'Old Name',
      subject: 'Old Subject',
      department: 'Old',
    });
    const student = await signedInAccount('student', { name: 'Student Before' });
    const booked = await callApi<{ _id: string }>('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(40),
        purpose: 'Q',
        bookingType: 'custom_request',
      },
    });
    expect(booked.status).toBe(201);
    // More appointments than one page of writes (400), stored as the booking stores them.
    const template = (await storedDoc.appointment(`${booked.body.data?._id}`).get()).data() ?? {};
    const added = Array.from({ length: 450 }, () => adminDb.collection(collections.appointments).doc());
    // They bypass the counters that the admin's statistics sum, so they leave when the test ends
    // (the statistics test compares those sums with the appointments themselves).
    onTestFinished(async () => {
      for (let start = 0; start < added.length; start += 150) {
        const batch = adminDb.batch();
        for (const ref of added.slice(start, start + 150)) batch.delete(ref);
        await batch.commit();
      }
    });
    for (let start = 0; start < added.length; start += 150) {
      const batch = adminDb.batch();
      for (const ref of added.slice(start, start + 150)) batch.set(ref, template);
      await batch.commit();
    }

    const renamed = await callApi('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: { name: 'New Name', subject: 'New Subject', department: 'New', profile: {} },
    });
    expect(renamed.status).toBe(200);
    const copies = await adminDb
      .collection(collections.appointments)
      .where('teacherId', '==', teacher.uid)
      .get();
    expect(copies.size).toBe(451);
    const stale = copies.docs.filter(
      (doc) =>
        doc.get('teacher.name') !== 'New Name' ||
        doc.get('teacher.subject') !== 'New Subject' ||
        doc.get('teacher.department') !== 'New',
    );
    expect(stale).toHaveLength(0);

    const student2 = await callApi('/student/profile', {
      method: 'PUT',
      token: student.token,
      body: { name: 'Student After', profile: {} },
    });
    expect(student2.status).toBe(200);
    const mine = await adminDb
      .collection(collections.appointments)
      .where('studentId', '==', student.uid)
      .get();
    expect(mine.docs.every((doc) => doc.get('student.name') === 'Student After')).toBe(true);
    // The student's own list answers with the new names on both sides.
    const listed = await callApi<Array<{ teacher: { name: string }; student: { name: string } }>>(
      '/student/appointments',
      { token: student.token },
    );
    expect(listed.body.data?.[0]).toMatchObject({
      teacher: { name: 'New Name' },
      student: { name: 'Student After' },
    });
  });
});
