// The DOM matchers (toBeInTheDocument, toBeDisabled, ...) for every web test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { whenStoredDocumentsLoaded } from '@/lib/live/stored-documents';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout or scrolling; the router's scroll restoration and the smooth scroll call these.
window.scrollTo = () => {};

// The live rows parse through the document schemas, which the app loads beside its first load
// (lib/live/stored-documents.ts); tests build rows directly, so they wait for them once here.
await whenStoredDocumentsLoaded();
