import { Button } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useColorMode } from '@/lib/use-color-mode';

export const COLOR_MODE_TOGGLE_LABEL = 'Dark mode';

/**
 * Switches between light and dark, remembered on this device (lib/color-mode.ts). A switch named 'Dark mode',
 * pressed when dark. The icon follows the mode by CSS, so the prerendered landing page, which runs no React,
 * shows the right one; its own script handles the click (`data-color-mode-toggle`, landing-entry.ts).
 */
export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      aria-label={COLOR_MODE_TOGGLE_LABEL}
      aria-pressed={mode === 'dark'}
      data-color-mode-toggle=""
      onClick={toggle}
    >
      <Moon aria-hidden="true" className="color-mode-icon-light" />
      <Sun aria-hidden="true" className="color-mode-icon-dark" />
    </Button>
  );
}
