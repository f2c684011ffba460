import { apiErrorMessages, approvalRefusal, type DayShape, DEFAULT_DAY_SHAPE } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { teacherPrivateRef } from '../src/data/accounts';
import { slotRef } from '../src/data/slots';
import { bookAppointment } from '../src/services/booking';
import { refreshSlotAvailability } from '../src/services/slot-availability';
import { decideAppointment } from '../src/services/teacher-decisions';
import { bookedSlot } from './support/booked';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addStudent, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator();

// testNow is Monday 10:00 IST; the approved session is Wednesday 10:00–10:30 IST.
const session = hoursAfter(48);
const minutesFrom = (minutes: number) => new Date(session.getTime() + minutes * 60_000);

async function approvedSession() {
  const booked = await bookedSlot(session);
  await decideAppointment('t1', booked._id, 'approved', testNow);
}

async function pendingRequest(studentId: string, dateTime: Date) {
  await addStudent(studentId);
  await addSlot('t1', dateTime);
  return bookAppointment(
    studentId,
    { bookingType: 'slot_booking', teacherId: 't1', dateTime: dateTime.toISOString(), purpose: '' },
    testNow,
  );
}

async function setShape(shape: Partial<DayShape>) {
  await teacherPrivateRef('t1').set({ dayShape: { ...DEFAULT_DAY_SHAPE, ...shape } }, { merge: true });
  await refreshSlotAvailability('t1', testNow);
}

const blockedOf = async (dateTime: Date) => (await slotRef('t1', dateTime).get()).get('blocked') ?? null;

describe('the shape of the day', () => {
  it('holds back slots inside the buffers and refuses them and the approval that would break them', async () => {
    await approvedSession();
    const tooClose = await pendingRequest('s2', minutesFrom(40));
    for (const minutes of [-30, 30, 45, 60]) await addSlot('t1', minutesFrom(minutes));

    await setShape({ bufferBeforeMinutes: 5, bufferAfterMinutes: 15 });

    // The gap must be 15 minutes either side (the larger buffer): 09:30 and 10:30 are too close.
    expect(await blockedOf(minutesFrom(-30))).toBe('buffer');
    expect(await blockedOf(minutesFrom(30))).toBe('buffer');
    expect(await blockedOf(minutesFrom(45))).toBeNull();
    expect(await blockedOf(minutesFrom(60))).toBeNull();
    await addStudent('s3');
    const slotRefused = await refusal(
      bookAppointment(
        's3',
        {
          bookingType: 'slot_booking',
          teacherId: 't1',
          dateTime: minutesFrom(30).toISOString(),
          purpose: '',
        },
        testNow,
      ),
    );
    expect(slotRefused.status).toBe(409);
    expect(slotRefused.message).toBe(apiErrorMessages.slotTaken);

    const approvalRefused = await refusal(decideAppointment('t1', tooClose._id, 'approved', testNow));
    expect(approvalRefused.status).toBe(409);
    expect(approvalRefused.message).toBe(
      approvalRefusal('buffer', { ...DEFAULT_DAY_SHAPE, bufferBeforeMinutes: 5, bufferAfterMinutes: 15 }),
    );
  });

  it('holds back a full day and refuses the approval over the daily maximum', async () => {
    await approvedSession();
    const sameDay = await pendingRequest('s2', minutesFrom(5 * 60));
    await addSlot('t1', minutesFrom(4 * 60));
    await addSlot('t1', minutesFrom(24 * 60 + 4 * 60));

    await setShape({ maxSessionsPerDay: 1 });

    expect(await blockedOf(minutesFrom(4 * 60))).toBe('dailyMax');
    expect(await blockedOf(minutesFrom(24 * 60 + 4 * 60))).toBeNull();
    const refused = await refusal(decideAppointment('t1', sameDay._id, 'approved', testNow));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(approvalRefusal('dailyMax', { ...DEFAULT_DAY_SHAPE, maxSessionsPerDay: 1 }));

    // Raising the maximum offers the slot again and lets the approval through.
    await setShape({ maxSessionsPerDay: 2 });
    expect(await blockedOf(minutesFrom(4 * 60))).toBeNull();
    expect((await decideAppointment('t1', sameDay._id, 'approved', testNow)).status).toBe('approved');
    // Now the day is full again: its other slot is held back by the approval itself.
    expect(await blockedOf(minutesFrom(4 * 60))).toBe('dailyMax');
  });

  it('holds back slots outside the hours the teacher takes sessions', async () => {
    await approvedSession();
    // 16:30 IST ends at 17:00 (allowed); 17:00 IST does not end by 17:00; 08:30 starts before 09:00.
    for (const minutes of [6.5 * 60, 7 * 60, -90]) await addSlot('t1', minutesFrom(minutes));
    await setShape({ earliestHour: 9, latestHour: 17 });
    expect(await blockedOf(minutesFrom(6.5 * 60))).toBeNull();
    expect(await blockedOf(minutesFrom(7 * 60))).toBe('hours');
    expect(await blockedOf(minutesFrom(-90))).toBe('hours');
  });
});
