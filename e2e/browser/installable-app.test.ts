/// <reference lib="dom" />
// The installable app and its offline use (issue #43), in Chromium against the local stack: the manifest and
// the service worker pass Chromium's own installability check, a dashboard opened with the network cut shows
// the last data with the offline banner and its actions off, a message typed offline is stored exactly once
// when the network is back, a deploy of a new build is offered and then run, and the public pages stay free
// of the worker.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { collections, findTeachersTexts, messagesTexts, offlineTexts } from '@appointments/domain';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildWebForEmulators } from '../../scripts/lib/build';
import { launchChromiumProfile } from '../../scripts/lib/chromium';
import { repoRoot, stackPorts, webOutDirFor } from '../../scripts/lib/stack-config';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, openPage, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { appUrl, logIn, waitForPath } from './browser-session';

const browser = await useChromium();

/** The page in the dark colour mode, once its colours have finished their transition. */
async function inDarkMode(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await page.waitForTimeout(500);
}

/** Waits until the service worker controls the page (registered once the page has settled, then activated). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/**
 * Takes the context offline and reloads the page, as a device that lost its network and reopened the app would.
 * Chromium 150 commits the reloaded document with navigator.onLine true under Playwright's offline emulation,
 * where a device without a network says false from the start, until the emulation is sent to the page again.
 * A session of the test's own sends it, which the page hears as the 'offline' event. That session stays
 * attached while the page is offline (detaching it drops its emulation); `backOnline` ends it.
 */
async function reloadOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  const response = await page.reload();
  const session = await context.newCDPSession(page);
  const emulate = (offline: boolean) =>
    session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await emulate(true);
  return {
    response,
    // The network first, then the page's signal: the 'online' event must find requests going through.
    async backOnline() {
      await context.setOffline(false);
      await emulate(false);
      await session.detach();
    },
  };
}

// A teacher of this file's own, so the student's dashboard has a card to show whatever ran before.
let teacherListed: Promise<SignedIn> | undefined;

async function studentOnDashboard(viewport: Viewport = DESKTOP) {
  teacherListed ??= signedInAccount('teacher', { name: 'Offline Teacher' });
  await teacherListed;
  const student = await signedInAccount('student', { name: 'Offline Student' });
  const { context, page } = await openPage(browser, viewport, undefined, { serviceWorkers: 'allow' });
  await logIn(page, student.email, student.password);
  await waitForPath(page, '/student/dashboard');
  return { student, context, page };
}

function teacherCards(page: Page) {
  return page.locator('#findTeachers').getByRole('article');
}

/** The name on the first teacher card. */
function teacherName(page: Page): Promise<string | null> {
  return teacherCards(page).first().getByRole('heading').first().textContent();
}

describe('installable', () => {
  it('passes Chromium’s installability check, with a manifest whose icons are real PNGs', async () => {
    // A browser with a real profile: Chromium refuses to install from the tests' incognito contexts.
    const profile = mkdtempSync(resolve(tmpdir(), 'installable-'));
    const context = await launchChromiumProfile(profile, DESKTOP);
    const student = await signedInAccount('student', { name: 'Installing Student' });
    const page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, student.email, student.password);
    await waitForPath(page, '/student/dashboard');
    try {
      await controlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
      };
      expect(errors).toEqual([]);
      const manifest = (await (await fetch(url)).json()) as {
        name: string;
        start_url: string;
        display: string;
        icons: Array<{ src: string; sizes: string; purpose: string }>;
      };
      expect(manifest).toMatchObject({
        name: 'College Appointments',
        start_url: '/app',
        display: 'standalone',
      });
      expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
      for (const icon of manifest.icons) {
        const response = await fetch(`${appUrl}${icon.src}`);
        expect(response.headers.get('content-type')).toBe('image/png');
        const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(`${width}x${height}`).toBe(icon.sizes);
        expect(format).toBe('png');
      }
      // The installed app's start address sends each role to its home.
      await page.goto(`${appUrl}/app`);
      await waitForPath(page, '/student/dashboard');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 90_000);

  it('serves the worker and the manifest uncached, and never answers /api from the worker', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/student/dashboard']) {
      const response = await fetch(`${appUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("manifest-src 'self'");
    }
    const worker = await (await fetch(`${appUrl}/sw.js`)).text();
    // The precache lists the shell and the chunks, no prerendered page and nothing of /api.
    expect(worker).toContain('"app.html"');
    expect(worker).not.toMatch(/"(index|login|register|contact)\.html"/);
    expect(worker).not.toContain('"/api');
  });
});

describe('offline', () => {
  it('shows the last dashboard with the offline banner and its actions off, at both sizes, then catches up', async () => {
    const { context, page } = await studentOnDashboard(PHONE);
    try {
      await teacherCards(page).first().waitFor({ timeout: 30_000 });
      const firstTeacher = await teacherName(page);
      await controlledByWorker(page);

      const offline = await reloadOffline(context, page);
      expect(offline.response?.fromServiceWorker()).toBe(true);
      const banner = page
        .getByRole('status')
        .filter({ hasText: /Offline — showing what you had at \d{1,2}:\d{2} [AP]M/ });
      const book = teacherCards(page)
        .first()
        .getByRole('button', {
          name: new RegExp(`${findTeachersTexts.bookAppointment}|${findTeachersTexts.requestAppointment}`),
        });
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await banner.waitFor({ timeout: 30_000 });
        await banner.getByText(offlineTexts.actionsOff).waitFor();
        await teacherCards(page).first().waitFor({ timeout: 30_000 });
        expect(await teacherName(page)).toBe(firstTeacher);
        await expect(book.first().isDisabled()).resolves.toBe(true);
        // The reason is the disabled group's description, for screen readers too.
        const described = await page.locator('fieldset[data-offline]').getAttribute('aria-describedby');
        await expect(page.locator(`[id="${described}"]`).textContent()).resolves.toBe(
          offlineTexts.actionsOff,
        );
        await saveScreenshot(page, 'offline-dashboard', viewport, { fullPage: false });
        await inDarkMode(page);
        await saveScreenshot(page, 'offline-dashboard-dark', viewport, { fullPage: false });
        await page.emulateMedia({ colorScheme: 'light' });
      }

      await offline.backOnline();
      await banner.waitFor({ state: 'detached', timeout: 15_000 });
      await expect(book.first().isDisabled()).resolves.toBe(false);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('keeps a message typed offline, marked as waiting, and sends it exactly once when the network is back', async () => {
    const tag = Date.now().toString(36);
    const teacher: SignedIn = await signedInAccount('teacher', {
      name: `Prof Offline ${tag}`,
      subject: 'Optics',
    });
    const student = await signedInAccount('student', { name: `Student Offline ${tag}` });
    // A conversation that exists already, so the thread reopens from the cache after an offline reload.
    const first = await callApi('/message/send', {
      method: 'POST',
      token: student.token,
      body: { content: 'Hello before the trip', receiver: teacher.uid, receiverModel: 'teacher' },
    });
    expect(first.status).toBe(201);
    const { context, page } = await openPage(browser, PHONE, undefined, { serviceWorkers: 'allow' });
    try {
      await logIn(page, student.email, student.password);
      await waitForPath(page, '/student/dashboard');
      await page.goto(`${appUrl}/messages?contact=${teacher.uid}`);
      const thread = page.getByRole('log', { name: messagesTexts.conversationLabel(teacher.name) });
      await thread.getByText('Hello before the trip').waitFor({ timeout: 30_000 });
      await controlledByWorker(page);

      await context.setOffline(true);
      const text = `Typed offline ${tag}`;
      await page.getByRole('textbox', { name: messagesTexts.messageLabel }).fill(text);
      await page.getByRole('button', { name: messagesTexts.send, exact: true }).click();
      const waiting = thread.locator('li[data-waiting]', { hasText: text });
      await waiting.getByText(offlineTexts.waitingToSend).waitFor();
      // It survives a reload without a network.
      const offline = await reloadOffline(context, page);
      await waiting.getByText(offlineTexts.waitingToSend).waitFor({ timeout: 30_000 });
      await page.getByText(offlineTexts.messagesQueue).waitFor();
      await saveScreenshot(page, 'offline-message-waiting', PHONE, { fullPage: false });
      await inDarkMode(page);
      await saveScreenshot(page, 'offline-message-waiting-dark', PHONE, { fullPage: false });
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await storedMessages(student.uid, teacher.uid, text)).toBe(0);

      await offline.backOnline();
      await thread.locator('li:not([data-waiting])', { hasText: text }).waitFor({ timeout: 30_000 });
      await waiting.waitFor({ state: 'detached' });
      await expect.poll(() => storedMessages(student.uid, teacher.uid, text), { timeout: 15_000 }).toBe(1);
      // Another tab, or the next visit, finds nothing left to send.
      await page.reload();
      await thread.getByText(text).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(2000);
      expect(await storedMessages(student.uid, teacher.uid, text)).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('messages-outbox'))).toBeNull();
    } finally {
      await context.close();
    }
  }, 150_000);
});

/** How many messages with this text the student's conversation with the teacher stores (the server's store). */
async function storedMessages(studentId: string, teacherId: string, content: string): Promise<number> {
  const stored = await adminDb
    .collection(collections.conversations)
    .doc(`${studentId}_${teacherId}`)
    .collection(collections.messages)
    .get();
  return stored.docs.filter((message) => message.get('content') === content).length;
}

describe('a deploy', () => {
  it('is offered to the open page, and the reload runs the new build', async () => {
    const { context, page } = await studentOnDashboard(PHONE);
    const servedDir = resolve(repoRoot, webOutDirFor('test'));
    const nextDir = `${webOutDirFor('test')}-next`;
    // The lane's later files are served the stack's own build again afterwards, as they would be alone.
    const keptDir = resolve(repoRoot, `${webOutDirFor('test')}-kept`);
    cpSync(servedDir, keptDir, { recursive: true });
    try {
      await controlledByWorker(page);
      const oldBuild = await page.evaluate(() => document.documentElement.dataset.build);
      const buildId = `next-${Date.now().toString(36)}`;

      // The new build, made as the stack makes its own, then copied over the served one as a deploy would
      // (the old hashed chunks stay, as Hosting keeps serving them to pages still open).
      process.env.VITE_BUILD_ID = buildId;
      try {
        buildWebForEmulators(stackPorts.test, nextDir);
      } finally {
        delete process.env.VITE_BUILD_ID;
      }
      // (the old hashed chunks stay behind; the old worker's precache has them anyway).
      cpSync(resolve(repoRoot, nextDir), servedDir, { recursive: true, force: true });

      // The browser's own check for a new worker (the app also asks every 30 minutes, on return and online).
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByRole('status').filter({ hasText: offlineTexts.updateAvailable });
      await prompt.waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(oldBuild);
      await saveScreenshot(page, 'update-prompt', PHONE, { fullPage: false });
      await inDarkMode(page);
      await saveScreenshot(page, 'update-prompt-dark', PHONE, { fullPage: false });
      await page.setViewportSize(DESKTOP);
      await saveScreenshot(page, 'update-prompt-dark', DESKTOP, { fullPage: false });
      await page.emulateMedia({ colorScheme: 'light' });
      await saveScreenshot(page, 'update-prompt', DESKTOP, { fullPage: false });

      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: offlineTexts.reload }).click(),
      ]);
      await page.waitForFunction((id) => document.documentElement.dataset.build === id, buildId, {
        timeout: 30_000,
      });
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await context.close();
      rmSync(resolve(repoRoot, nextDir), { recursive: true, force: true });
      // The new build's hashed files stay, unreferenced; every file the old build had is its own again.
      cpSync(keptDir, servedDir, { recursive: true, force: true });
      rmSync(keptDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('public pages', () => {
  it('are not taken over by the worker and load no app script or registration', async () => {
    const { context, page } = await studentOnDashboard();
    try {
      await controlledByWorker(page);
      // Signed out in the same browser, where the worker is installed: the landing comes from Hosting.
      await page.evaluate(() => localStorage.clear());
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const landing = await page.goto(`${appUrl}/`);
      expect(landing?.fromServiceWorker()).toBe(false);
      await page.waitForLoadState('networkidle');
      expect(scripts.some((path) => path.includes('/assets/landing-'))).toBe(true);
      // Nothing of the SPA: not its entry, its signed-in part or the worker's registration.
      const spa = /\/assets\/(index|signed-in-routes|register-service-worker)-/;
      expect(scripts.filter((path) => spa.test(path))).toEqual([]);
      const login = await page.goto(`${appUrl}/login`);
      expect(login?.fromServiceWorker()).toBe(false);
    } finally {
      await context.close();
    }
    // A first visit to the landing page registers no worker.
    const fresh = await openPage(browser, PHONE, undefined, { serviceWorkers: 'allow' });
    try {
      await fresh.page.goto(`${appUrl}/`);
      await fresh.page.waitForLoadState('networkidle');
      expect(
        await fresh.page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
      ).toBe(0);
    } finally {
      await fresh.context.close();
    }
  }, 90_000);
});
