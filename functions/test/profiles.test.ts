import { apiErrorMessages, createStudentProfileSchema, teacherProfileSchema } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherPrivateRef, teacherRef } from '../src/data/accounts';
import { appointmentRef } from '../src/data/appointments';
import { updateStudentProfile, updateTeacherProfile } from '../src/services/profiles';
import { bookedSlot } from './support/booked';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator();

const teacherEdit = (name: string) =>
  teacherProfileSchema.parse({
    name,
    subject: 'Quantum optics',
    department: 'Physics',
    profile: { phone: '9876543210', employeeId: 'EMP-7', bio: 'Lasers' },
  });

describe("the teacher's profile", () => {
  it('saves public fields on the card and the phone and employee ID in the private part, keeping the picture', async () => {
    await addTeacher('t1');
    await teacherRef('t1').update({ 'profile.profilePicture': 'https://pictures.test/t1.webp' });

    const saved = await updateTeacherProfile('t1', teacherEdit('Dr. Rao'));

    expect(saved).toMatchObject({ name: 'Dr. Rao', subject: 'Quantum optics' });
    expect(saved.profile).toMatchObject({ phone: '9876543210', employeeId: 'EMP-7', bio: 'Lasers' });
    const card = await teacherRef('t1').get();
    expect(card.get('profile.phone')).toBeUndefined();
    expect(card.get('profile.profilePicture')).toBe('https://pictures.test/t1.webp');
    expect((await teacherPrivateRef('t1').get()).get('employeeId')).toBe('EMP-7');
  });

  it("carries a new name and subject to the teacher's appointments", async () => {
    const booked = await bookedSlot(hoursAfter(48));

    await updateTeacherProfile('t1', teacherEdit('Dr. Rao'));

    const appointment = await appointmentRef(booked._id).get();
    expect(appointment.get('teacher.name')).toBe('Dr. Rao');
    expect(appointment.get('teacher.subject')).toBe('Quantum optics');
  });

  it('is missing for an account without a card', async () => {
    const error = await refusal(updateTeacherProfile('nobody', teacherEdit('X')));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.profileNotFound);
  });
});

describe("the student's profile", () => {
  it("saves the edit and carries a new name to the student's appointments", async () => {
    const booked = await bookedSlot(hoursAfter(48));
    const edit = createStudentProfileSchema(() => testNow).parse({ name: 'Asha K', profile: {} });

    const saved = await updateStudentProfile('s1', edit);

    expect(saved.name).toBe('Asha K');
    expect((await studentRef('s1').get()).get('email')).toBe('s1@college.test');
    expect((await appointmentRef(booked._id).get()).get('student.name')).toBe('Asha K');
  });

  it('is missing for an account without a document', async () => {
    await addStudent('s1');
    const edit = createStudentProfileSchema(() => testNow).parse({ name: 'Asha K', profile: {} });
    const error = await refusal(updateStudentProfile('s2', edit));
    expect(error.status).toBe(404);
  });
});
