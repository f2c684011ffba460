// Prerenders the public pages after the client build, as part of every `vite build` (so `npm run build
// -w web`, `firebase deploy` and the local stack all ship them). A server build of
// src/prerender/render-page.tsx renders each page as a signed-out visitor sees it; its markup and Emotion
// styles go into a copy of the built index.html. The client hydrates those pages (src/main.tsx), except
// the landing page, which loads only its own small script (src/landing-entry.ts).
// Output: index.html is the landing page, app.html the empty shell every other path is rewritten to
// (firebase.json), and <page>.html for the others, served at /<page> through `cleanUrls`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Each public path and the file Hosting serves it from. */
export const prerenderedPages = [
  { path: '/', file: 'index.html', landing: true },
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/forgot-password', file: 'forgot-password.html' },
  // Hosting rewrites /reset-password/* here; the token is read from the address once the page hydrates.
  { path: '/reset-password/token', file: 'reset-password.html' },
  { path: '/contact', file: 'contact.html' },
] as const;

export const SHELL_FILE = 'app.html';
export const LANDING_ENTRY = 'src/landing-entry.ts';

interface RenderedPage {
  html: string;
  styleTags: string;
  title: string;
}
type RenderPage = (path: string) => Promise<RenderedPage>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The zustand session store reads localStorage when loaded; the build's Node has none. */
function provideMemoryStorage(): void {
  if ('localStorage' in globalThis) return;
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

async function loadRenderer(config: ResolvedConfig): Promise<{ renderPage: RenderPage; cleanUp(): void }> {
  // Inside node_modules so the server bundle resolves its external packages like the sources do.
  const outDir = mkdtempSync(resolve(config.root, '../node_modules/.prerender-'));
  const cleanUp = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: resolve(config.root, 'src/prerender/render-page.tsx'),
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        copyPublicDir: false,
        // One server bundle of every page, run once at build time: its size matters to nobody.
        chunkSizeWarningLimit: 10_000,
        rolldownOptions: { input: undefined, output: { entryFileNames: 'render-page.mjs' } },
      },
    });
    provideMemoryStorage();
    const module = (await import(pathToFileURL(resolve(outDir, 'render-page.mjs')).href)) as {
      renderPage: RenderPage;
    };
    return { renderPage: module.renderPage, cleanUp };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/**
 * The landing page needs none of the SPA: its own module script instead of the app's scripts and styles, and
 * no hold on forms (it has none, and no app would ever release it).
 */
function landingHead(shell: string, landingScript: string): string {
  return shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<!--[^>]*hold-submits\.js[^>]*-->\s*<script src="\/hold-submits\.js"><\/script>/, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
    .replace('</head>', `  <script type="module" crossorigin src="/${landingScript}"></script>\n  </head>`);
}

/**
 * A prerendered page that hydrates needs its scripts only after it has painted: without the modulepreload
 * hints (high priority, so counted as render-blocking) the entry script finds its imports itself.
 */
function hydratingHead(shell: string): string {
  return shell.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let landingScript: string | undefined;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith(LANDING_ENTRY)) {
          landingScript = chunk.fileName;
        }
      }
    },
    async closeBundle() {
      if (!landingScript) throw new Error(`The build has no chunk for ${LANDING_ENTRY}`);
      const outDir = resolve(config.root, config.build.outDir);
      const shell = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      if (!shell.includes('<div id="root"></div>')) throw new Error('index.html must contain an empty #root');
      writeFileSync(resolve(outDir, SHELL_FILE), shell);
      const renderer = await loadRenderer(config);
      try {
        for (const page of prerenderedPages) {
          const { html, styleTags, title } = await renderer.renderPage(page.path);
          const head = 'landing' in page ? landingHead(shell, landingScript) : hydratingHead(shell);
          const document = head
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace('</head>', `${styleTags}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
          // Hosting's Content-Security-Policy allows no inline script: only the module scripts by address.
          if (/<script(?![^>]*\bsrc=)[^>]*>/.test(document)) {
            throw new Error(`The prerendered ${page.path} contains an inline script`);
          }
          writeFileSync(resolve(outDir, page.file), document);
        }
      } finally {
        renderer.cleanUp();
      }
    },
  };
}
