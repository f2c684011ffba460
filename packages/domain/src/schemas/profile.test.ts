import { describe, expect, it } from 'vitest';
import { fieldErrors, parsed } from './field-errors.testing';
import { createStudentProfileSchema, teacherProfileSchema } from './profile';

// 2025-03-03 18:45 UTC is already 4 March in India.
const studentProfileSchema = createStudentProfileSchema(() => new Date('2025-03-03T18:45:00.000Z'));

describe('studentProfileSchema', () => {
  it('fills every field of a sparse payload and strips what may not be edited', () => {
    expect(
      parsed(studentProfileSchema, {
        _id: 's1',
        name: ' Ada ',
        email: 'new@college.edu',
        isApproved: true,
        profile: { profilePicture: 'https://evil.example/x.png' },
      }),
    ).toEqual({
      name: 'Ada',
      profile: {
        course: '',
        year: null,
        studentId: '',
        section: '',
        cgpa: null,
        phone: '',
        address: '',
        dateOfBirth: '',
        bio: '',
        subjectsOfInterest: [],
        careerGoals: [],
        socialLinks: { linkedin: '', github: '' },
      },
    });
  });

  it('reads form text into numbers and lists', () => {
    const result = parsed(studentProfileSchema, {
      name: 'Ada',
      profile: {
        year: '3',
        cgpa: ' 8.75 ',
        subjectsOfInterest: 'Algebra, , Graph theory ,',
        careerGoals: [' Research ', ''],
        socialLinks: { github: 'https://github.com/ada' },
        dateOfBirth: '2004-02-29',
      },
    });
    expect(result.profile).toMatchObject({
      year: 3,
      cgpa: 8.75,
      subjectsOfInterest: ['Algebra', 'Graph theory'],
      careerGoals: ['Research'],
      socialLinks: { linkedin: '', github: 'https://github.com/ada' },
      dateOfBirth: '2004-02-29',
    });
  });

  it('treats a blank CGPA or year as not given', () => {
    expect(
      parsed(studentProfileSchema, { name: 'Ada', profile: { cgpa: '', year: null } }).profile,
    ).toMatchObject({
      cgpa: null,
      year: null,
    });
  });

  it('keeps CGPA at 0 and 10 inclusive', () => {
    expect(parsed(studentProfileSchema, { name: 'Ada', profile: { cgpa: 0 } }).profile.cgpa).toBe(0);
    expect(parsed(studentProfileSchema, { name: 'Ada', profile: { cgpa: '10' } }).profile.cgpa).toBe(10);
  });

  it.each([10.01, -1, 8.755, '8.755', 'nine', '1e1', Number.NaN])('refuses CGPA %s', (cgpa) => {
    expect(fieldErrors(studentProfileSchema, { name: 'Ada', profile: { cgpa } })).toEqual({
      'profile.cgpa': 'CGPA must be a number from 0 to 10 with at most 2 decimals',
    });
  });

  it.each([0, 5, 2.5, '1.0', 'second'])('refuses year %s', (year) => {
    expect(fieldErrors(studentProfileSchema, { name: 'Ada', profile: { year } })).toEqual({
      'profile.year': 'Year must be 1, 2, 3 or 4',
    });
  });

  it('requires a name', () => {
    expect(fieldErrors(studentProfileSchema, { name: '' })).toEqual({ name: 'Name is required' });
  });

  it('accepts only http and https links', () => {
    expect(
      fieldErrors(studentProfileSchema, {
        name: 'Ada',
        profile: { socialLinks: { linkedin: 'javascript:alert(1)', github: 'github.com/ada' } },
      }),
    ).toEqual({
      'profile.socialLinks.linkedin': 'Please enter a valid URL starting with http:// or https://',
      'profile.socialLinks.github': 'Please enter a valid URL starting with http:// or https://',
    });
  });

  it('checks the phone like the admin form', () => {
    expect(fieldErrors(studentProfileSchema, { name: 'Ada', profile: { phone: '0123' } })).toEqual({
      'profile.phone': 'Please enter a valid phone number',
    });
  });

  it('accepts a birth date up to today in India and refuses impossible or later ones', () => {
    expect(
      parsed(studentProfileSchema, { name: 'Ada', profile: { dateOfBirth: '2025-03-04' } }).profile
        .dateOfBirth,
    ).toBe('2025-03-04');
    for (const dateOfBirth of ['2025-03-05', '2023-02-29', '04/03/2005', '1899-12-31']) {
      expect(fieldErrors(studentProfileSchema, { name: 'Ada', profile: { dateOfBirth } })).toEqual({
        'profile.dateOfBirth': 'Please enter a valid date of birth',
      });
    }
  });

  it('limits list sizes and item lengths', () => {
    expect(
      fieldErrors(studentProfileSchema, {
        name: 'Ada',
        profile: {
          careerGoals: Array.from({ length: 21 }, (_, i) => `goal ${i}`),
          subjectsOfInterest: ['x'.repeat(101)],
        },
      }),
    ).toEqual({
      'profile.careerGoals': 'Please list at most 20 items',
      'profile.subjectsOfInterest.0': 'Each item must be at most 100 characters',
    });
  });

  it('limits text lengths with a message naming the field', () => {
    expect(fieldErrors(studentProfileSchema, { name: 'Ada', profile: { bio: 'x'.repeat(2001) } })).toEqual({
      'profile.bio': 'Bio must be at most 2000 characters',
    });
  });
});

describe('teacherProfileSchema', () => {
  it('normalises office hours, lists and experience', () => {
    const result = parsed(teacherProfileSchema, {
      name: 'Grace',
      email: 'grace@college.edu',
      subject: ' Compilers ',
      profile: {
        experience: '12',
        qualification: 'PhD, MSc',
        officeHours: { days: 'Mon, Wed', startTime: '10:00', endTime: '12:30', location: ' Room 4 ' },
        socialLinks: { website: 'http://grace.example' },
      },
    });
    expect(result).toMatchObject({
      name: 'Grace',
      subject: 'Compilers',
      department: '',
      profile: {
        experience: 12,
        qualification: ['PhD', 'MSc'],
        researchInterests: [],
        officeHours: { days: ['Mon', 'Wed'], startTime: '10:00', endTime: '12:30', location: 'Room 4' },
        socialLinks: { linkedin: '', website: 'http://grace.example' },
      },
    });
    expect(result).not.toHaveProperty('email');
  });

  it.each([-1, 1.5, '2 years', 71])('refuses experience %s', (experience) => {
    expect(fieldErrors(teacherProfileSchema, { name: 'Grace', profile: { experience } })).toEqual({
      'profile.experience': 'Experience must be a whole number of years',
    });
  });

  it('accepts zero years of experience', () => {
    expect(
      parsed(teacherProfileSchema, { name: 'Grace', profile: { experience: 0 } }).profile.experience,
    ).toBe(0);
  });

  it('needs office hours to end after they start', () => {
    expect(
      fieldErrors(teacherProfileSchema, {
        name: 'Grace',
        profile: { officeHours: { startTime: '14:00', endTime: '09:00' } },
      }),
    ).toEqual({ 'profile.officeHours.endTime': 'End time must be after start time' });
  });

  it('refuses a time that is not HH:mm', () => {
    expect(
      fieldErrors(teacherProfileSchema, { name: 'Grace', profile: { officeHours: { startTime: '9am' } } }),
    ).toEqual({ 'profile.officeHours.startTime': 'Please enter a valid time' });
  });
});
