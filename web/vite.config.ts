import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraConditionLookup } from './build/chakra-conditions-plugin';
import { LANDING_ENTRY, prerenderPublicPages } from './build/prerender-plugin';
import { installableApp } from './build/pwa-options';

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
// What every page of the SPA draws with, from the app's shell to each page: React, the router, Chakra's styling
// engine (emotion) and the layout components and primitives every screen renders (Box, Flex, Stack, Heading,
// Text, Link; Card, the spacings, PageMain, AlertBox, TextLink, FormField), the session store and notices.
// Left to the default splitting they were a dozen and more small chunks, each imported both by the app and by
// the pages (the bundler does not fold a page's shared chunks into the app that loads it first), and each added
// its own imports, exports and entry in the preload table: about 6 KB gzip on every SPA route. The landing page,
// which loads no SPA, loads none of it. The group also lists what its modules import from Chakra, React and the
// router, so that no chunk it imports imports it back (a cycle between chunks).
const uiKitModule = new RegExp(
  [
    /node_modules[\\/](react|react-router|react-router-dom|@emotion|stylis|hoist-non-react-statics|react-is|zustand|@babel[\\/]runtime)[\\/]/,
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|flex|stack|heading|text|link)[\\/]/,
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/](display-name|empty|use-recipe|create-recipe-context|factory|provider|use-resolved-props)\.js$/,
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](merge-props|merge-refs|create-context)\.js$/,
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]/,
    /@zag-js[\\/]anatomy[\\/]/,
    /web[\\/]src[\\/]components[\\/]ui[\\/](card|layout-spacing|page-main|alert-box|text-link|form-field)\.tsx?$/,
    /web[\\/]src[\\/]lib[\\/](session[\\/]session-store|notify|use-preload-on-first-use)\.ts$/,
    /packages[\\/]domain[\\/]src[\\/](messages|entities)\.ts$/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);
// What the four auth pages share besides that: their card, fields, form hook, texts and API calls, in one chunk
// rather than nine (0.4–1 KB gzip less on each). The dashboards' forms, which load on demand, use some of it.
const authKitModule =
  /web[\\/]src[\\/](components[\\/]ui[\\/](text-input-field|password-input|auth-card|submit-button)\.tsx|lib[\\/](form-errors|use-schema-form|focus-first-error|use-typed-before-hydration)\.ts|features[\\/]auth[\\/]api[\\/](auth-api|load-auth-schemas)\.ts)$|packages[\\/]domain[\\/]src[\\/](validation-messages|login-texts|schemas[\\/]validation-errors)\.ts$/;
const bootModule =
  /web[\\/]src[\\/]lib[\\/](color-mode|session[\\/]stored-role)\.ts$|packages[\\/]domain[\\/]src[\\/](constants|routes)\.ts$/;
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // The prerender plugin runs the server build itself; that build must not start another one. The service
  // worker is built after the prerendered pages are written (its precache lists the shell, app.html).
  plugins: [
    react(),
    chakraConditionLookup(),
    ...(isSsrBuild ? [] : [prerenderPublicPages(), VitePWA(installableApp)]),
  ],
  // Which build a page runs (the update prompt's test deploys a second one): VITE_BUILD_ID, else the build's time.
  define: { __BUILD_ID__: JSON.stringify(process.env.VITE_BUILD_ID ?? new Date().toISOString()) },
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
            {
              // What the SPA's entry (boot.ts) and the landing page's script both run first: the colour mode,
              // the stored session's role and the routes it leads to. One chunk rather than two on every page.
              name: 'boot',
              test: (id: string) => bootModule.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // The auth pages' shared parts (above).
              name: 'auth-kit',
              test: (id: string) => authKitModule.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // The UI every SPA page draws with (above), in one chunk.
              name: 'ui-kit',
              test: (id: string) => uiKitModule.test(id),
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
        // Chakra's theme module builds its default config at module level with `defineConfig` (it returns its
        // argument): said pure, that unused config goes, and with it every recipe and slot recipe (and their
        // components' anatomies) the app's system leaves out (app/theme.ts), about 4 KB gzip on every SPA route.
        manualPureFunctions: ['getSdkProvider', 'defineConfig'],
      },
    },
  },
}));
