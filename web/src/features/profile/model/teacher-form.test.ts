import { validationMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { teacher } from '../test/fixtures';
import { parseTeacherForm, teacherFormValues } from './teacher-form';

const values = teacherFormValues(
  teacher({
    qualification: ['PhD'],
    officeHours: { days: ['Monday'], startTime: '09:00', endTime: '11:00', location: '' },
  }),
);

describe('teacher profile form', () => {
  it('shows the stored lists and office hours as typed text', () => {
    expect(values['profile.qualification']).toBe('PhD');
    expect(values['profile.officeHours.days']).toBe('Monday');
    expect(values['profile.officeHours.startTime']).toBe('09:00');
  });

  it('turns the typed text into the payload', () => {
    const parsed = parseTeacherForm({
      ...values,
      'profile.experience': '12',
      'profile.qualification': 'PhD, M.Sc.',
      'profile.officeHours.days': 'Monday, Wednesday',
      'profile.socialLinks.website': 'https://meera.test',
    });
    expect(parsed.errors).toBeNull();
    expect(parsed.data?.profile).toMatchObject({
      experience: 12,
      qualification: ['PhD', 'M.Sc.'],
      officeHours: { days: ['Monday', 'Wednesday'], startTime: '09:00', endTime: '11:00' },
      socialLinks: { website: 'https://meera.test' },
    });
  });

  it('takes experience as whole years only', () => {
    for (const experience of ['2.5', '-1', 'ten']) {
      expect(parseTeacherForm({ ...values, 'profile.experience': experience }).errors).toEqual({
        'profile.experience': validationMessages.experienceInvalid,
      });
    }
  });

  it('refuses office hours that end before they start and links that are not web addresses', () => {
    expect(
      parseTeacherForm({
        ...values,
        'profile.officeHours.endTime': '08:00',
        'profile.socialLinks.linkedin': 'linkedin.com/in/meera',
      }).errors,
    ).toEqual({
      'profile.officeHours.endTime': validationMessages.officeHoursOrder,
      'profile.socialLinks.linkedin': validationMessages.urlInvalid,
    });
  });
});
