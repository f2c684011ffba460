import { afterEach, describe, expect, it } from 'vitest';
import { scrollToSection } from './smooth-scroll';

afterEach(() => {
  document.body.replaceChildren();
});

const section = (id: string) => {
  const element = document.createElement('section');
  element.id = id;
  return element;
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scrollToSection', () => {
  it('moves focus to the section so Tab continues from there', () => {
    document.body.append(section('myAppointments'));
    scrollToSection('myAppointments', 0, 0);
    expect(document.activeElement?.id).toBe('myAppointments');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('goes to a section chosen before its page has rendered once it appears', async () => {
    scrollToSection('findTeachers', 0, 0);
    expect(document.activeElement).toBe(document.body);
    document.body.append(section('other'));
    await settled();
    expect(document.activeElement).toBe(document.body);
    document.body.append(section('findTeachers'));
    await settled();
    expect(document.activeElement?.id).toBe('findTeachers');
  });
});
