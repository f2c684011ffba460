// Screenshots of the given paths at phone and desktop size in both colour modes, for a person to look at
// while working on the design system: `tsx scripts/design-screenshots.ts http://127.0.0.1:5173 /design /login`.
// Writes artifacts/screenshots/design-<path>-<mode>-<width>x<height>.png. The browser tests take the complete set.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from './lib/chromium';
import { repoRoot } from './lib/stack-config';

const [origin, ...paths] = process.argv.slice(2);
if (!origin || paths.length === 0) throw new Error('Usage: design-screenshots.ts <origin> <path>...');
const outDir = resolve(repoRoot, 'artifacts/screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${origin}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForTimeout(300);
        const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
        const file = resolve(
          outDir,
          `design-${name}-${colorScheme}-${viewport.width}x${viewport.height}.png`,
        );
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
