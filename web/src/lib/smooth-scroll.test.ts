import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/**
 * The hold after arriving, on a page whose geometry the test sets: the section's place in the document,
 * how far the page can scroll, and when it grows (a stand-in ResizeObserver reports each growth).
 */
describe('holding the section in place', () => {
  let documentTop = 0;
  let maxScroll = 0;
  let scrollY = 0;
  let resized: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    resized = undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {
          setTimeout(() => resized?.(), 0);
        }
        disconnect() {
          resized = undefined;
        }
      },
    );
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrollY = Math.min(Math.max(0, y), maxScroll);
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function arrive(id: string, at: number, scrollable: number): HTMLElement {
    documentTop = at;
    maxScroll = scrollable;
    const element = section(id);
    element.getBoundingClientRect = () => ({ top: documentTop - scrollY }) as DOMRect;
    document.body.append(element);
    return element;
  }
  const topOf = (element: HTMLElement) => element.getBoundingClientRect().top;
  /** The page grows by `pixels` (above the section when `above`), as a list's documents arrive. */
  function grow(pixels: number, above: boolean) {
    if (above) documentTop += pixels;
    maxScroll += pixels;
    resized?.();
  }

  it('brings the section to its place once the page below is long enough, after the first seconds too', () => {
    const target = arrive('myAppointments', 404, 0);
    scrollToSection('myAppointments', 120, 0);
    expect(topOf(target)).toBe(404);
    vi.advanceTimersByTime(5_000);
    expect(resized).toBeDefined();
    maxScroll = 2_000;
    vi.advanceTimersByTime(1_000);
    expect(topOf(target)).toBe(120);
    // In place, nothing loading, no change for a second: let go, and a later growth moves it no more.
    vi.advanceTimersByTime(1_000);
    expect(resized).toBeUndefined();
  });

  it('keeps holding past the first seconds while a list above is still loading', () => {
    const busy = document.createElement('div');
    busy.setAttribute('aria-busy', 'true');
    document.body.append(busy);
    const target = arrive('findTeachers', 900, 3_000);
    scrollToSection('findTeachers', 120, 0);
    vi.advanceTimersByTime(6_000);
    expect(resized).toBeDefined();
    busy.removeAttribute('aria-busy');
    grow(600, true);
    expect(topOf(target)).toBe(120);
    vi.advanceTimersByTime(1_000);
    expect(resized).toBeUndefined();
  });

  it('lets go at once when the visitor types', () => {
    const target = arrive('myAppointments', 404, 2_000);
    scrollToSection('myAppointments', 120, 0);
    expect(topOf(target)).toBe(120);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(resized).toBeUndefined();
    grow(300, true);
    expect(topOf(target)).toBe(420);
  });

  it('moves the focus to the section rendered anew in its place, and keeps holding it', () => {
    const placeholder = arrive('myAppointments', 404, 2_000);
    scrollToSection('myAppointments', 120, 0);
    expect(document.activeElement).toBe(placeholder);
    // Its chunk arrives: the section replaces the placeholder, and the focus falls to the body.
    const rendered = section('myAppointments');
    rendered.getBoundingClientRect = () => ({ top: documentTop - scrollY }) as DOMRect;
    placeholder.replaceWith(rendered);
    expect(document.activeElement).toBe(document.body);
    grow(300, true);
    expect(document.activeElement).toBe(rendered);
    expect(topOf(rendered)).toBe(120);
  });

  it('lets go when the section has left the page, and scrolls the next page no more', () => {
    const target = arrive('findTeachers', 900, 0);
    scrollToSection('findTeachers', 120, 0);
    target.remove();
    maxScroll = 2_000;
    vi.advanceTimersByTime(4_000);
    expect(resized).toBeUndefined();
    expect(scrollY).toBe(0);
  });
});
