import { landingHero } from '@appointments/domain';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './support/browser';

const appUrl = inject('appUrl');
const browser = await useChromium();

describe('local stack', () => {
  it('answers /api/health through the Hosting rewrite to the api function', async () => {
    const response = await fetch(`${appUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { status: string } };
    expect(body).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('answers an unknown /api path with the 404 envelope, not the SPA', async () => {
    const response = await fetch(`${appUrl}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });

  it('serves the SPA for deep links (fallback to index.html)', async () => {
    const response = await fetch(`${appUrl}/student/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('renders the app in Chromium through Hosting', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(landingHero.slogan);
    await page.close();
  });
});
