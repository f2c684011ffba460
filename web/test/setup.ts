// The DOM matchers (toBeInTheDocument, toBeDisabled, ...) for every web test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { DetachedWindowAPI } from 'happy-dom';
import { afterEach } from 'vitest';
import { whenStoredDocumentsLoaded } from '@/lib/live/stored-documents';

// findBy… and waitFor wait up to 10 s, not the library's 1 s: `npm test` runs this project beside two
// end-to-end stacks on two cores, where a lazy chunk's import and a render can take seconds. The tests
// assert what shows, never how fast (speed is the benches').
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

declare global {
  interface Window {
    /** Happy DOM's own controls of the test window. */
    happyDOM: DetachedWindowAPI;
  }
}

// A request no test answered fails as it would in a browser without a network, at once: the test DOM would
// otherwise send it to localhost.
window.happyDOM.settings.fetch.interceptor = {
  async beforeAsyncRequest({ request }) {
    throw new TypeError(`Failed to fetch ${request.url}: the web unit tests have no network`);
  },
};

// The test DOM has no layout to scroll; the router's scroll restoration and the smooth scroll call this.
window.scrollTo = () => {};

// The live rows parse through the document schemas, which the app loads beside its first load
// (lib/live/stored-documents.ts); tests build rows directly, so they wait for them once here.
await whenStoredDocumentsLoaded();
