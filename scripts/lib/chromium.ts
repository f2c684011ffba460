import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium (never a downloaded browser), with the flags this network-less machine needs:
 * without the background-networking ones it keeps trying to reach Google's hosts. `extraFlags` are for
 * benches that compare a flag's cost (bench/page-load/run.ts); a `--disable-features` among them replaces
 * the one below, Playwright's features included.
 */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ ...launchOptions(), args: [...chromiumFlags, ...extraFlags] });
}

/**
 * The request headers of every context the tests and benches open: Hosting's emulator compresses each static
 * file again on every request, about 2 ms of the machine's CPU a file (bench/stack-costs/run.ts), and a test run
 * loads about 11,600 of them from fresh contexts. What the tests assert is what a page shows and does, the same
 * whether its files came compressed or not.
 */
export const UNCOMPRESSED = { 'Accept-Encoding': 'identity' } as const;

/**
 * The features Playwright turns off at every launch (playwright-core's `chromiumSwitches`), as it passes them.
 * Chromium reads only the last `--disable-features` it is given, so ours must carry these too, and Playwright's
 * own switch is left out (`ignoreDefaultArgs`). `chromium.test.ts` checks this list against playwright-core's.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;
const playwrightFeatureSwitch = `--disable-features=${playwrightDisabledFeatures.join(',')}`;

/**
 * Chromium 156's headless mode gives each browser context a window whose address bar preloads its suggestion
 * popup: two WebUI pages, each in a renderer of its own. Nothing here types in an address bar, and the two cost
 * about 0.9 CPU-seconds a context on this machine, more than a third of a dashboard's load (docs/performance.md).
 */
const addressBarPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * Chromium keeps a spare renderer process started for the next navigation of the browser context it was made
 * for. The tests and benches open each page in a context of its own and close it, so the spare is almost never
 * used: 20 contexts in a row started 34–36 renderers with it and 15–19 without, about 0.05 CPU-s a context
 * (docs/performance.md). A page still gets its renderer when it navigates, as it would without a spare.
 */
const spareRendererFeatures = ['SpareRendererForSitePerProcess'] as const;

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures, ...addressBarPopupFeatures, ...spareRendererFeatures].join(',')}`,
];

/** What every launch shares: Debian's headless Chromium, with our feature switch in place of Playwright's. */
function launchOptions() {
  return { executablePath, headless: true, ignoreDefaultArgs: [playwrightFeatureSwitch] };
}

/**
 * The same Chromium with a profile of its own in `userDataDir`, not an incognito context: what Chromium's
 * installability check needs (it never offers to install from an incognito window).
 */
export function launchChromiumProfile(
  userDataDir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions(), args: chromiumFlags, viewport });
}
