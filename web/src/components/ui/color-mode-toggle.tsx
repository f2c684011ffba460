import { navigationTexts } from '@appointments/domain';
import { Button } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { listenForColorModeToggles } from '@/lib/color-mode';
import { useColorMode } from '@/lib/use-color-mode';

// Also installed by boot.ts before the app starts (idempotent): a click on a prerendered page's switch counts
// even before the app has loaded; here for the pages rendered without boot.ts (tests, the catalogue on the dev server).
listenForColorModeToggles();

/**
 * Switches between light and dark, remembered on this device (lib/color-mode.ts). A switch named 'Dark mode',
 * pressed when dark. The icon follows the mode by CSS, so the prerendered landing page, which runs no React,
 * shows the right one; one listener on the document handles the click (`listenForColorModeToggles`).
 */
export function ColorModeToggle() {
  const { mode } = useColorMode();
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      aria-label={navigationTexts.darkMode}
      aria-pressed={mode === 'dark'}
      // The click is handled by the document's listener (above), also before hydration.
      data-color-mode-toggle=""
    >
      <Moon aria-hidden="true" className="color-mode-icon-light" />
      <Sun aria-hidden="true" className="color-mode-icon-dark" />
    </Button>
  );
}
