// The DOM matchers (toBeInTheDocument, toBeDisabled, ...) for every web test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout or scrolling; the router's scroll restoration and the smooth scroll call these.
window.scrollTo = () => {};
