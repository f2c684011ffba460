import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockIdToken, startTestEmulator, uniqueProjectId } from '../support/harness.js';
import { launchChromium, startTestPage, type TestPageServer } from './support/browser-page.js';
import { makePng } from './support/png.js';

type Harness = Awaited<ReturnType<typeof startTestEmulator>>;

interface BrowserUploadResult {
  readonly downloadUrl: string;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
  /** RGBA of the image's centre pixel, read back from a canvas. */
  readonly centre: number[];
  /** SHA-256 (hex) of what `fetch(downloadUrl)` returned in the page. */
  readonly sha256: string;
}

describe('firebase/storage web SDK in Chromium', () => {
  let storageServer: Harness;
  let page: Page;
  let pageServer: TestPageServer;
  let browser: Browser;
  const projectId = uniqueProjectId();
  const bucket = `${projectId}.appspot.com`;
  const small = makePng(40, 30);
  const large = makePng(820, 820, { noise: true });
  const authorized: string[] = [];

  beforeAll(async () => {
    storageServer = await startTestEmulator({
      projectId,
      storageAuthorizer: {
        authorize: (request) => {
          authorized.push(`${request.method} ${request.auth?.uid ?? 'anonymous'}`);
          return { allowed: request.auth !== null };
        },
      },
    });
    browser = await launchChromium();
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await pageServer?.stop();
    await storageServer?.stop();
  });

  /** In the page: fetch /image.png, upload it with the SDK, get its download URL and show it in an <img>. */
  async function uploadAndShow(
    image: Buffer,
    objectPath: string,
    resumable: boolean,
  ): Promise<BrowserUploadResult> {
    await pageServer?.stop();
    pageServer = await startTestPage(image);
    await page.goto(`${pageServer.origin}/`);
    await page.waitForFunction(() => 'uploadAndShow' in globalThis);
    type UploadAndShow = (args: Record<string, unknown>) => Promise<BrowserUploadResult>;
    return page.evaluate(
      (args) => (globalThis as unknown as { uploadAndShow: UploadAndShow }).uploadAndShow(args),
      {
        port: storageServer.storagePort,
        bucket,
        projectId,
        objectPath,
        resumable,
        token: mockIdToken('browser-user'),
      },
    );
  }

  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

  it('uploads (multipart), gets a download URL, and an <img> shows the bytes', async () => {
    const result = await uploadAndShow(small, 'users/browser-user/avatar.png', false);
    expect(result.downloadUrl).toContain(
      `/v0/b/${bucket}/o/users%2Fbrowser-user%2Favatar.png?alt=media&token=`,
    );
    expect([result.naturalWidth, result.naturalHeight]).toEqual([40, 30]);
    expect(result.centre).toEqual([220, 60, 20, 255]);
    expect(result.sha256).toBe(sha256(small));
    expect(authorized).toContain('create browser-user');
  }, 60_000);

  it('uploads 2 MB resumably (cross-origin, with CORS preflights) and shows it', async () => {
    const result = await uploadAndShow(large, 'users/browser-user/large.png', true);
    expect([result.naturalWidth, result.naturalHeight]).toEqual([820, 820]);
    expect(result.sha256).toBe(sha256(large));
  }, 60_000);
});
