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
    semanticTokens,
    recipes: { button: buttonRecipe, heading: headingRecipe, input: inputRecipe, link: linkRecipe },
  },
});

export const appSystem = createSystem(defaultBaseConfig, appConfig);
