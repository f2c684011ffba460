// A Chakra system with the default tokens but only the recipes this app renders: the full
// `defaultSystem` carries every component's styles and would blow the landing page's JS budget.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  semanticTokens,
  tokens,
} from '@chakra-ui/react/theme';

// Colour palettes the app never names (nor any recipe it ships, nor another token): building the system is the
// app's longest start-up task, and each palette is 18 tokens (shades and semantic roles) to resolve, plus a
// CSS variable each on the root. Without these three it is built ~20% faster.
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);
function withoutUnusedPalettes<T extends object>(colors: T | undefined): T | undefined {
  return (
    colors && (Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T)
  );
}

const appConfig = defineConfig({
  // What the default preset adds on top of the base: the CSS reset (box-sizing, margins, fonts).
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // One visible focus ring for every focusable element, whatever component draws it.
    ':focus-visible': { outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
    html: { scrollPaddingTop: '80px' },
  },
  theme: {
    breakpoints,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    // The landing sections' scroll-driven entrance (features/landing/components/reveal.tsx): position only.
    keyframes: { 'landing-reveal': { from: { transform: 'translateY(24px)' }, to: { transform: 'none' } } },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        // A shade darker than Chakra's solids: its hover (the solid at 90%) must still give white text the
        // 4.5:1 contrast of WCAG AA.
        blue: { ...semanticTokens.colors?.blue, solid: { value: '{colors.blue.700}' } },
        red: { ...semanticTokens.colors?.red, solid: { value: '{colors.red.700}' } },
        green: { ...semanticTokens.colors?.green, solid: { value: '{colors.green.700}' } },
      },
    },
    recipes: { button: buttonRecipe, heading: headingRecipe, input: inputRecipe, link: linkRecipe },
  },
});

export const appSystem = createSystem(defaultBaseConfig, appConfig);
