import { useSyncExternalStore } from 'react';
import { type ColorMode, currentColorMode, subscribeToColorMode } from './color-mode';

// The server render of the public pages knows no mode: it renders the light one's label, and the client
// corrects it after hydration without a mismatch (useSyncExternalStore's server snapshot).
const serverMode = (): ColorMode => 'light';

/** The mode the page shows, kept up to date. */
export function useColorMode(): { mode: ColorMode } {
  return { mode: useSyncExternalStore(subscribeToColorMode, currentColorMode, serverMode) };
}
