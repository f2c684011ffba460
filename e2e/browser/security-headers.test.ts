/// <reference lib="dom" />
// Hosting's security headers: every response carries them, and in a real browser no other site can frame
// the app. That every page runs under the production Content-Security-Policy with no violation is checked
// where every page is opened with real data, in every state: pages-a11y.test.ts.
import { describe, expect, it } from 'vitest';
import { openPage, useChromium } from '../support/browser';
import { appUrl } from './browser-session';

const browser = await useChromium();

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
