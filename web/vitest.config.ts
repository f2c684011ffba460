import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    // Happy DOM rather than jsdom: the same tests in about a fifth less CPU (docs/architecture/decisions.md). The
    // window is a phone's, so the screens render as they do first for most people (the base styles, the
    // hamburger menu); no page navigates away, and no script or style file is loaded.
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environmentOptions: {
      happyDOM: {
        url: 'http://localhost/',
        width: 390,
        height: 844,
        settings: {
          navigation: {
            disableMainFrameNavigation: true,
            disableChildPageNavigation: true,
            disableFallbackToSetURL: true,
          },
        },
      },
    },
    setupFiles: ['./test/setup.ts'],
    // Form journeys type and click through whole screens in the test DOM: on the 2-core machine, beside the other
    // projects, one can pass 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});
