import { validationMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { student } from '../test/fixtures';
import { parseStudentForm, studentFormValues } from './student-form';

const NOW = new Date('2026-03-10T06:30:00Z');
const values = studentFormValues(student({ careerGoals: ['Research'] }));

describe('student profile form', () => {
  it('turns the typed text into the payload: lists split and trimmed, numbers read', () => {
    const parsed = parseStudentForm(
      {
        ...values,
        'profile.year': '2',
        'profile.cgpa': '8.75',
        'profile.subjectsOfInterest': 'Optics, , Lasers ,',
        'profile.socialLinks.github': 'https://github.com/asha',
      },
      NOW,
    );
    expect(parsed.errors).toBeNull();
    expect(parsed.data?.profile).toMatchObject({
      year: 2,
      cgpa: 8.75,
      subjectsOfInterest: ['Optics', 'Lasers'],
      careerGoals: ['Research'],
      socialLinks: { github: 'https://github.com/asha', linkedin: '' },
    });
  });

  it('refuses a CGPA outside 0 to 10 or with more than two decimals', () => {
    for (const cgpa of ['10.5', '-1', '8.123', 'abc']) {
      expect(parseStudentForm({ ...values, 'profile.cgpa': cgpa }, NOW).errors).toEqual({
        'profile.cgpa': validationMessages.cgpaInvalid,
      });
    }
    expect(parseStudentForm({ ...values, 'profile.cgpa': '10' }, NOW).errors).toBeNull();
    expect(parseStudentForm({ ...values, 'profile.cgpa': '' }, NOW).data?.profile.cgpa).toBeNull();
  });

  it('refuses a year outside 1 to 4, a link that is not a web address and a future birthday', () => {
    const parsed = parseStudentForm(
      {
        ...values,
        'profile.year': '5',
        'profile.socialLinks.linkedin': 'javascript:alert(1)',
        'profile.dateOfBirth': '2026-03-11',
      },
      NOW,
    );
    expect(parsed.errors).toEqual({
      'profile.year': validationMessages.yearInvalid,
      'profile.socialLinks.linkedin': validationMessages.urlInvalid,
      'profile.dateOfBirth': validationMessages.dateOfBirthInvalid,
    });
  });

  it('requires a name', () => {
    expect(parseStudentForm({ ...values, name: '  ' }, NOW).errors).toEqual({
      name: validationMessages.nameRequired,
    });
  });
});
