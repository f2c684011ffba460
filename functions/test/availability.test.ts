import {
  apiErrorMessages,
  createOfficeHoursSchema,
  lifecycleErrorMessages,
  validationMessages,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { teacherRef } from '../src/data/accounts';
import { slotRef } from '../src/data/slots';
import {
  addSlots,
  availableSlots,
  createOfficeHours,
  officeHoursOf,
  removeOfficeHours,
  removeSlot,
} from '../src/services/availability';
import { bookAppointment } from '../src/services/booking';
import { decideAppointment } from '../src/services/teacher-decisions';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator();

const inPerson = { kind: 'in_person', location: '' } as const;

// Mondays and Wednesdays, 10:00 to 11:00 IST in 30-minute slots, over two weeks: 4 days × 2 slots.
const officeHours = createOfficeHoursSchema(() => testNow).parse({
  days: [0, 2],
  startTime: '10:00',
  endTime: '11:00',
  slotMinutes: 30,
  fromDate: '2030-03-05',
  untilDate: '2030-03-18',
  place: { kind: 'in_person', location: 'Lab 2' },
});
const mondayTen = new Date('2030-03-11T04:30:00.000Z');

describe('single slots', () => {
  it("adds slots at the office's location and counts them on the card", async () => {
    await addTeacher('t1');
    await teacherRef('t1').update({ 'profile.officeHours.location': 'Room 12' });

    await addSlots(
      't1',
      { slots: [hoursAfter(24).toISOString(), hoursAfter(25).toISOString()], place: inPerson },
      testNow,
    );

    expect(await availableSlots('t1', testNow)).toEqual([
      hoursAfter(24).toISOString(),
      hoursAfter(25).toISOString(),
    ]);
    expect((await slotRef('t1', hoursAfter(24)).get()).get('place')).toEqual({
      kind: 'in_person',
      location: 'Room 12',
    });
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(2);
  });

  it('refuses the whole request when one slot exists already', async () => {
    await addTeacher('t1');
    await addSlots('t1', { slots: [hoursAfter(24).toISOString()], place: inPerson }, testNow);

    const error = await refusal(
      addSlots(
        't1',
        { slots: [hoursAfter(30).toISOString(), hoursAfter(24).toISOString()], place: inPerson },
        testNow,
      ),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(validationMessages.slotDuplicate);
    expect(await availableSlots('t1', testNow)).toEqual([hoursAfter(24).toISOString()]);
  });

  it('removes a slot, and answers one that is not there as missing', async () => {
    await addTeacher('t1');
    await addSlots('t1', { slots: [hoursAfter(24).toISOString()], place: inPerson }, testNow);

    await removeSlot('t1', hoursAfter(24));

    expect(await availableSlots('t1', testNow)).toEqual([]);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(0);
    const error = await refusal(removeSlot('t1', hoursAfter(24)));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.slotNotFound);
  });
});

describe('office hours', () => {
  it('creates every slot of the series with its length and place', async () => {
    await addTeacher('t1');

    const result = await createOfficeHours('t1', officeHours, testNow);

    expect(result).toMatchObject({ created: 8, skipped: 0 });
    const slot = await slotRef('t1', mondayTen).get();
    expect(slot.get('durationMinutes')).toBe(30);
    expect(slot.get('seriesId')).toBe(result.seriesId);
    expect(slot.get('place')).toEqual({ kind: 'in_person', location: 'Lab 2' });
    expect((await officeHoursOf('t1')).map((series) => series.slotCount)).toEqual([8]);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(8);
  });

  it('skips times that collide with an approved session', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const booked = await bookAppointment(
      's1',
      {
        bookingType: 'custom_request',
        teacherId: 't1',
        dateTime: mondayTen.toISOString(),
        purpose: 'Lab',
        place: { kind: 'online' },
      },
      testNow,
    );
    await decideAppointment('t1', booked._id, 'approved', testNow);

    expect(await createOfficeHours('t1', officeHours, testNow)).toMatchObject({ created: 7, skipped: 1 });
    expect((await slotRef('t1', mondayTen).get()).exists).toBe(false);
  });

  it('refuses a series that would add nothing new', async () => {
    await addTeacher('t1');
    await createOfficeHours('t1', officeHours, testNow);

    const error = await refusal(createOfficeHours('t1', officeHours, testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(lifecycleErrorMessages.officeHoursNothingNew);
  });

  it('removes a series with its free slots; booked ones stay with their appointments', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const { seriesId } = await createOfficeHours('t1', officeHours, testNow);
    await bookAppointment(
      's1',
      { bookingType: 'slot_booking', teacherId: 't1', dateTime: mondayTen.toISOString(), purpose: '' },
      testNow,
    );

    expect(await removeOfficeHours('t1', seriesId)).toBe(7);
    expect(await availableSlots('t1', testNow)).toEqual([]);
    expect(await officeHoursOf('t1')).toEqual([]);
    const error = await refusal(removeOfficeHours('t1', seriesId));
    expect(error.status).toBe(404);
    expect(error.message).toBe(lifecycleErrorMessages.seriesNotFound);
  });
});
