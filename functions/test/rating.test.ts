import { apiErrorMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { teacherRef } from '../src/data/accounts';
import { rateTeacher, ratingOf } from '../src/services/rating';
import { decideAppointment } from '../src/services/teacher-decisions';
import { bookedSlot } from './support/booked';
import { useServiceEmulator } from './support/emulator';
import { hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator();

async function approvedSession() {
  const booked = await bookedSlot(hoursAfter(48));
  await decideAppointment('t1', booked._id, 'approved', testNow);
}

describe('rating a teacher', () => {
  it("records a first rating and sets the teacher's average", async () => {
    await approvedSession();

    const result = await rateTeacher('s1', { teacherId: 't1', rating: 4, review: 'Clear answers' }, testNow);

    expect(result).toEqual({
      replaced: false,
      rating: { hasRated: true, rating: 4, review: 'Clear answers', ratedAt: testNow.toISOString() },
    });
    const teacher = await teacherRef('t1').get();
    expect(teacher.get('averageRating')).toBe(4);
    expect(teacher.get('totalRatings')).toBe(1);
  });

  it('replaces the rating a student gave, counting them once', async () => {
    await approvedSession();
    await rateTeacher('s1', { teacherId: 't1', rating: 2, review: '' }, testNow);

    const result = await rateTeacher('s1', { teacherId: 't1', rating: 5, review: 'Better' }, hoursAfter(1));

    expect(result.replaced).toBe(true);
    const teacher = await teacherRef('t1').get();
    expect(teacher.get('averageRating')).toBe(5);
    expect(teacher.get('totalRatings')).toBe(1);
  });

  it('refuses a student without an approved session with the teacher', async () => {
    await bookedSlot(hoursAfter(48));
    const error = await refusal(rateTeacher('s1', { teacherId: 't1', rating: 5, review: '' }, testNow));
    expect(error.status).toBe(403);
    expect(error.message).toBe(apiErrorMessages.rateAfterSession);
    expect((await ratingOf('s1', 't1')).hasRated).toBe(false);
  });

  it('answers a teacher no longer approved as missing', async () => {
    await approvedSession();
    await teacherRef('t1').update({ isApproved: false });
    const error = await refusal(rateTeacher('s1', { teacherId: 't1', rating: 5, review: '' }, testNow));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.teacherNotFound);
  });
});
