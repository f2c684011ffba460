/// <reference lib="dom" />
// Keyboard-only driving for the browser tests: focus moves by Tab / Shift+Tab alone, and every stop on the
// way must show where focus is. Targets are Playwright role locators, matched against document.activeElement.
import type { Locator, Page } from 'playwright-core';
import { appUrl } from './browser-session';

export interface FocusStop {
  /** Role (or tag) and accessible name, for failure messages: 'button "Book Appointment"'. */
  description: string;
  /** A visible outline or ring on a visible element, as :focus-visible draws it. */
  indicated: boolean;
  /** What the indicator check saw, when it failed. */
  detail: string;
}

/** The element that has focus now, or null when focus is on the document itself. */
export function focusedStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const name = (
      element.getAttribute('aria-label') ||
      labelledBy ||
      labels?.[0]?.textContent ||
      element.textContent ||
      element.getAttribute('placeholder') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const type = element.getAttribute('type');
    const role = element.getAttribute('role') ?? `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''}`;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    const visible = rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden';
    const focusVisible = element.matches(':focus-visible');
    // The last Tab stop of a date-time input is Chromium's own calendar button inside the input: the input
    // stays the active element without matching :focus, and the browser draws that button's ring itself.
    const nativePicker =
      /^(date|datetime-local|time|month|week)$/.test(type ?? '') && !element.matches(':focus');
    return {
      description: `${role} "${name}"${nativePicker ? ' (calendar button)' : ''}`,
      indicated: nativePicker || (focusVisible && visible && (outlined || ringed)),
      detail: `document-focus=${document.hasFocus()} focus=${element.matches(':focus')} focus-visible=${focusVisible} outline=${style.outlineStyle} ${style.outlineWidth} box-shadow=${style.boxShadow} size=${Math.round(rect.width)}x${Math.round(rect.height)}`,
    };
  });
}

/** True when one of the elements `target` matches has focus (no waiting: the element may not exist yet). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

export interface TabOptions {
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /**
   * Presses allowed before giving up: a control farther than this is as good as unreachable. A function is
   * asked again when the presses run out, and the walk goes on while it allows more (a list still arriving).
   */
  max?: number | (() => Promise<number>);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, failing after `max` presses. Every stop on the way
 * must show a focus indicator; the failure message lists the stops passed.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 }: TabOptions = {}) {
  // A control not rendered yet (its page chunk or data still arriving) cannot be reached however often Tab is pressed.
  await target.waitFor({ state: 'attached' });
  const passed: string[] = [];
  const allowed = typeof max === 'number' ? () => Promise.resolve(max) : max;
  let limit = await allowed();
  for (let press = 0; ; press += 1) {
    if (press >= limit) {
      limit = await allowed();
      if (press >= limit) break;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let stop = await focusedStop(page);
    // Focus styles may arrive a frame late (a transition, a re-render): look once more before failing.
    if (stop && !stop.indicated) {
      await page.waitForTimeout(200);
      stop = await focusedStop(page);
    }
    if (stop) {
      passed.push(stop.description);
      if (!stop.indicated) {
        throw new Error(
          `No visible focus indicator on ${stop.description}: ${stop.detail}; passed: ${passed.join(' → ')}`,
        );
      }
    }
    if (await isFocused(target)) return;
  }
  throw new Error(
    `${target} not reached in ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; passed: ${passed.join(' → ')}`,
  );
}

/**
 * A `max` for walking the whole page: its controls to Tab through, plus a few, counted again whenever asked,
 * for lists whose length depends on how many accounts the suite has made (every approved teacher's card)
 * and which may still be arriving.
 */
export const wholePage = (page: Page) => async () => (await focusableCount(page)) + 5;

async function focusableCount(page: Page): Promise<number> {
  return page
    .locator('a[href]:visible, button:visible, input:visible, select:visible, textarea:visible')
    .count();
}

/** Fails unless `target` has focus now, saying what has it instead. */
export async function expectFocused(page: Page, target: Locator, why: string): Promise<void> {
  if (await isFocused(target)) return;
  const stop = await focusedStop(page);
  throw new Error(`${why}: expected focus on ${target}, found it on ${stop?.description ?? 'the document'}`);
}

/** Waits until `target` has focus (focus that moves after an animation or a lazy load). */
export async function waitForFocus(
  page: Page,
  target: Locator,
  why: string,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await isFocused(target)) return;
    await page.waitForTimeout(100);
  }
  await expectFocused(page, target, why);
}

/**
 * The login screen by keyboard alone: Tab to Email, type it, Tab to Password, type it, Enter.
 * Leaves the page wherever the login sends the account.
 */
export async function logInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await emailField.waitFor();
  await tabTo(page, emailField);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocused(page, page.getByLabel('Password', { exact: true }), 'Tab from Email');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}
