import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchChromium } from '../../../../scripts/lib/chromium';

export { launchChromium };

const firebaseDir = path.dirname(createRequire(import.meta.url).resolve('firebase/package.json'));
/** The only SDK files the page may load: the CDN-style ES modules the `firebase` package ships. */
const SDK_FILES = new Set(['firebase-app.js', 'firebase-storage.js']);

/** The in-page half of the test: uploads with the SDK and shows the result in an <img>. */
const PAGE_SCRIPT = new URL('./page/upload-and-show.js', import.meta.url);

export interface TestPageServer {
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Serves a page on its own origin (so every Storage call is cross-origin, as in the app) that loads the
 * web SDK without a bundler: an import map points the SDK's gstatic URLs at the copies in node_modules.
 * `/image.png` serves the bytes the test wants uploaded; `/upload-and-show.js` defines `uploadAndShow()`.
 */
export async function startTestPage(image: Buffer): Promise<TestPageServer> {
  const { version } = JSON.parse(await readFile(path.join(firebaseDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>storage test</title>
<script type="importmap">${JSON.stringify({
    imports: {
      [`https://www.gstatic.com/firebasejs/${version}/firebase-app.js`]: '/sdk/firebase-app.js',
      [`https://www.gstatic.com/firebasejs/${version}/firebase-storage.js`]: '/sdk/firebase-storage.js',
    },
  })}</script>
<script type="module" src="/upload-and-show.js"></script>
</head><body></body></html>`;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const sdkFile = url.pathname.startsWith('/sdk/') ? url.pathname.slice('/sdk/'.length) : undefined;
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else if (url.pathname === '/upload-and-show.js') {
      readFile(PAGE_SCRIPT).then(
        (source) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(source),
        () => res.writeHead(500).end(),
      );
    } else if (url.pathname === '/image.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    } else if (sdkFile && SDK_FILES.has(sdkFile)) {
      readFile(path.join(firebaseDir, sdkFile)).then(
        (source) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(source),
        () => res.writeHead(500).end(),
      );
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
