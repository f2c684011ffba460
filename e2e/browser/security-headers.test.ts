/// <reference lib="dom" />
// Hosting's security headers in a real browser: every page runs under the production
// Content-Security-Policy with no violation, and no other site can frame the app.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInAccount, signedInAdmin } from '../support/accounts';
import { openPage, useChromium } from '../support/browser';
import { appUrl, logIn, waitForPath } from './browser-session';

const browser = await useChromium();

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Opens each path and lets it settle (lazy chunks, data, pictures) before the next. Signed-in pages
 * keep a Firestore channel open, so the network never idles: a fixed settle time instead. */
async function visit(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(`${appUrl}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
  }
}

describe('Content-Security-Policy', () => {
  it('sends the security headers with every page', async () => {
    for (const path of ['/', '/login', '/student/dashboard', '/assets/missing.js']) {
      const response = await fetch(`${appUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      // Scripts from the app itself, the Jitsi server's call API and Google's script behind Firebase's
      // provider sign-in pop-up only; only that server and Auth's own sign-in frame (the app's origin in
      // production, the Auth emulator here) are framed.
      expect(policy).toMatch(/script-src 'self' https:\/\/meet\.jit\.si https:\/\/apis\.google\.com(;|$)/);
      expect(policy).toMatch(/frame-src 'self' https:\/\/meet\.jit\.si http:\/\/127\.0\.0\.1:\d+(;|$)/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The camera and microphone are for the in-app call's frame alone, never the app's own pages.
      expect(response.headers.get('permissions-policy')).toContain('camera=("https://meet.jit.si")');
      expect(response.headers.get('permissions-policy')).toContain('microphone=("https://meet.jit.si")');
      expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    }
  });

  it('public pages run with no violation', async () => {
    const { context, page } = await openPage(browser);
    const violations = await watchViolations(page);
    await visit(page, ['/', '/login', '/register', '/forgot-password', '/reset-password/abc', '/contact']);
    await context.close();
    expect(violations).toEqual([]);
  });

  it.each([
    ['student', ['/student/dashboard', '/student/profile', '/messages']],
    ['teacher', ['/teacher/dashboard', '/teacher/profile', '/messages']],
    ['admin', ['/admin/panel', '/messages']],
  ] as const)('every %s page runs with no violation', async (role, paths) => {
    const account = role === 'admin' ? await signedInAdmin() : await signedInAccount(role);
    const { context, page } = await openPage(browser);
    const violations = await watchViolations(page);
    await logIn(page, account.email, account.password);
    await waitForPath(page, paths[0]);
    await visit(page, paths);
    await context.close();
    expect(violations).toEqual([]);
  });

  it('refuses to be framed by another site', async () => {
    const { context, page } = await openPage(browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    // A page of another origin (about:blank with content of its own) trying to show the login form.
    await page.setContent(`<iframe id="victim" src="${appUrl}/login" width="800" height="600"></iframe>`);
    await page.waitForTimeout(2000);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    const loginFormInside = framed ? await framed.locator('input[type="password"]').count() : 0;
    await context.close();
    expect(loginFormInside).toBe(0);
    expect(refusals.length).toBeGreaterThan(0);
  });
});
