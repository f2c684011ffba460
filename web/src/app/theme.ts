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
    tokens,
    // The landing sections' scroll-driven entrance (features/landing/components/reveal.tsx): position only.
    keyframes: { 'landing-reveal': { from: { transform: 'translateY(24px)' }, to: { transform: 'none' } } },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
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
