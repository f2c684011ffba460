import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LANDING_ENTRY, prerenderPublicPages } from './build/prerender-plugin';

const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const domainSource = fileURLToPath(new URL('../packages/domain/src', import.meta.url));
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // The prerender plugin runs the server build itself; that build must not start another one.
  plugins: [react(), ...(isSsrBuild ? [] : [prerenderPublicPages()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build to bundlers (warnings and checks
      // included); the production build is the same API without them, and much smaller.
      { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
      // Firestore's regular-expression engine for pipeline queries, which the app never runs.
      { find: /^re2js$/, replacement: fileURLToPath(new URL('./src/lib/stubs/re2js.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // The SPA, and the landing page's own small script (its prerendered HTML loads no SPA code).
      input: { index: `${webRoot}index.html`, landing: `${webRoot}${LANDING_ENTRY}` },
      treeshake: {
        // The shared domain package only declares constants, schemas and pure functions. Saying so lets
        // a page that needs one constant leave zod and date-fns behind (the landing page's JS budget).
        moduleSideEffects: (id: string) => !id.startsWith(domainSource),
      },
    },
  },
}));
