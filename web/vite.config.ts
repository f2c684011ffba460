import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraConditionLookup } from './build/chakra-conditions-plugin';
import { LANDING_ENTRY, prerenderPublicPages } from './build/prerender-plugin';

const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const domainSource = fileURLToPath(new URL('../packages/domain/src', import.meta.url));
const reactfireSource = fileURLToPath(new URL('../node_modules/reactfire/src/', import.meta.url));
const rxjsEs2015 = fileURLToPath(new URL('../node_modules/rxjs/dist/esm/', import.meta.url));
// What every page that reads Firestore runs besides the SDK: lib/firebase.tsx (reactfire's Firestore provider),
// the live-data layer and rxfire's `fromRef` under it. Left to the default splitting they were scattered over
// four small shared chunks. The paged list is in it too: every page that loads this chunk (both dashboards,
// the admin panel, Messages) uses it, and as a chunk of its own it cost each of them 0.4–0.5 KB more.
const liveDataModule =
  /web[\\/]src[\\/]lib[\\/](live[\\/]|firebase\.tsx|unchanged-rows\.ts|firestore-values\.ts)|node_modules[\\/]rxfire[\\/]firestore[\\/]/;
// What every signed-in route runs for its session: reactfire (its Auth hooks and providers, the Firestore
// provider too: one module), rxjs and rxfire's Auth observables under them, and the app's session hooks. Apart
// from the live-data chunk, which imports Firestore: the profiles read no Firestore and must not load it.
// use-sync-external-store: reactfire's `useObservable` reads through its shim; left outside, it lands in the
// guards' chunk, which imports this one back, and the cycle breaks the shim's lazy initialisation.
const rxjsPackage = /node_modules[\\/](rxjs[\\/]|rxfire[\\/]auth[\\/]|use-sync-external-store[\\/])/;
const sessionModule =
  /web[\\/]src[\\/]lib[\\/](firebase-auth-providers\.tsx|session[\\/]use-(signed-in|session-sync)\.ts)/;
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // The prerender plugin runs the server build itself; that build must not start another one.
  plugins: [react(), chakraConditionLookup(), ...(isSsrBuild ? [] : [prerenderPublicPages()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build to bundlers (warnings and checks
      // included); the production build is the same API without them, and much smaller.
      { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
      // reactfire's published build is one module that imports every Firebase SDK it has hooks for (each
      // registers itself when loaded) and inlines rxjs; its ES sources, shipped in the same package, are
      // one module per SDK, so the SDKs the app never calls (Realtime Database, Functions, Remote Config,
      // Storage) are left out by tree-shaking, and rxjs comes with the Auth hooks of the signed-in part
      // only (docs/architecture.md, "The live-data layer").
      { find: /^reactfire$/, replacement: `${reactfireSource}index.ts` },
      // rxjs's default export to bundlers is its ES5 build (classes compiled to functions, helpers from
      // tslib); its ES2015 build, in the same package, is the same API for the browsers the app supports.
      { find: /^rxjs$/, replacement: `${rxjsEs2015}index.js` },
      { find: /^rxjs\/operators$/, replacement: `${rxjsEs2015}operators/index.js` },
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
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'session',
              test: (id: string) =>
                id.startsWith(reactfireSource) || rxjsPackage.test(id) || sessionModule.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // One chunk (0.3 KB gzip less on the dashboards than four). Its dependencies (the SDKs, React,
              // the app's shell) stay where they are: none of them imports it back, so there is no cycle.
              name: 'live-data',
              test: (id: string) => liveDataModule.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // The shared domain package only declares constants, schemas and pure functions. Saying so lets
        // a page that needs one constant leave zod and date-fns behind (the landing page's JS budget).
        // reactfire's modules only declare hooks, providers and their caches (the caches come with the hooks).
        moduleSideEffects: (id: string) => !id.startsWith(domainSource) && !id.startsWith(reactfireSource),
        // reactfire builds a provider for each of the nine SDKs it knows, at module level, by calling this
        // factory (it only returns a component): said pure, the providers the app never renders are left out.
        manualPureFunctions: ['getSdkProvider'],
      },
    },
  },
}));
