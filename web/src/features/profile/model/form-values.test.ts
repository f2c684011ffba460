import { describe, expect, it } from 'vitest';
import { formValuesFrom, nestFormValues } from './form-values';

describe('profile form values', () => {
  it('shows lists comma-separated, numbers as text and missing values as blank', () => {
    const source = {
      name: 'Asha',
      profile: { cgpa: 8.5, year: null, careerGoals: ['Research', 'Teaching'] },
    };
    expect(
      formValuesFrom(source, ['name', 'profile.cgpa', 'profile.year', 'profile.careerGoals', 'profile.bio']),
    ).toEqual({
      name: 'Asha',
      'profile.cgpa': '8.5',
      'profile.year': '',
      'profile.careerGoals': 'Research, Teaching',
      'profile.bio': '',
    });
  });

  it('nests the values back into the payload shape', () => {
    expect(
      nestFormValues({ name: 'Asha', 'profile.cgpa': '8.5', 'profile.socialLinks.github': 'https://g.test' }),
    ).toEqual({ name: 'Asha', profile: { cgpa: '8.5', socialLinks: { github: 'https://g.test' } } });
  });
});
