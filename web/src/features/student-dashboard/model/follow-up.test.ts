import { followUpPurpose } from '@appointments/domain';
import { expect, it } from 'vitest';
import { appointment as appointmentFixture } from '../test/fixtures';
import { followUpTeacher } from './follow-up';

it("books the follow-up with the session's teacher, the purpose from the next steps", () => {
  const session = appointmentFixture({
    _id: 'a1',
    dateTime: '2030-03-04T04:30:00.000Z',
    purpose: 'Limits',
    summary: {
      covered: 'Limits',
      nextSteps: 'Exercises 3.1 to 3.4',
      publishedAt: '2030-03-04T05:10:00.000Z',
    },
  });
  expect(followUpTeacher(session)).toMatchObject({ _id: session.teacherId, name: session.teacher.name });
  expect(followUpPurpose(session)).toBe('Exercises 3.1 to 3.4');
  expect(followUpPurpose({ ...session, summary: null })).toBe('Limits');
});
