/**
 * The JavaScript each signed-in page downloads until the network is quiet (gzip of the built files), in
 * Chromium against the local stack, signed in as the demo account of the page's role: every script the page
 * asked for from the moment it is opened (a fresh navigation with the session stored) until no script has
 * been asked for during 3 s. Prints each page's figure against the budget, then its files.
 *
 * Usage: npx tsx bench/loaded-js/run.ts [--files]   (stack on TEST_STACK_SLOT, default 5)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@appointments/domain';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({ options: { files: { type: 'boolean' } } });

const { startBenchStack } = await import('../support/bench-stack');
const { launchChromium } = await import('../../scripts/lib/chromium');
const { logInThroughUi } = await import('../../scripts/lib/ui-login');
const { jsUntilNetworkQuiet } = await import('../../scripts/lib/loaded-js');
const { signedInPagesByRole, SIGNED_IN_LOADED_BUDGET_KB } = await import('../../scripts/lib/bundle-budget');
const { repoRoot, webOutDirFor } = await import('../../scripts/lib/stack-config');

const bench = await startBenchStack();
const distDir = resolve(repoRoot, webOutDirFor('test'));
const browser = await launchChromium();
const results: (Awaited<ReturnType<typeof jsUntilNetworkQuiet>> & { role: string })[] = [];
try {
  for (const [role, paths] of Object.entries(signedInPagesByRole)) {
    const account = DEMO_ACCOUNTS[role as keyof typeof DEMO_ACCOUNTS];
    for (const path of paths) {
      // A context of its own for each page: nothing in the browser's memory cache from the page before.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const login = await context.newPage();
      await logInThroughUi(login, bench.appUrl, account.email, account.password);
      await login.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
      await login.close();
      const page = await context.newPage();
      results.push({ role, ...(await jsUntilNetworkQuiet(page, bench.appUrl, path, distDir)) });
      await context.close();
      console.error(`${path} (${role}): ${results.at(-1)?.gzipKb} KB`);
    }
  }
} finally {
  await browser.close();
  await bench.stack.stop();
}

console.log(`\n| signed-in page | as | JS until the network is quiet (gzip) | budget |\n|---|---|---|---|`);
for (const { path, role, gzipKb } of results) {
  const mark = gzipKb <= SIGNED_IN_LOADED_BUDGET_KB ? '' : ' ✘ over budget';
  console.log(`| ${path} | ${role} | ${gzipKb} KB | ≤ ${SIGNED_IN_LOADED_BUDGET_KB} KB${mark} |`);
}
if (values.files) {
  for (const { path, role, files } of results) console.log(`\n${path} (${role}):\n  ${files.join('\n  ')}`);
}
process.exit(0);
