// A Chakra system with the default tokens but only the recipes this app renders: the full
// `defaultSystem` carries every component's styles and would blow the landing page's JS budget.
// The design system's own parts (docs/design.md): the type scale (textStyles below), the mode-aware colours
// (theme-colors.ts), one page width (sizes.page), radii and elevation (semanticTokens).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { fixedColorTokens, modeAwareColorTokens } from './theme-colors';
import { typeScale } from './type-scale';

// Colour palettes the app never names (nor any recipe it ships, nor another token) are left out
// (theme-colors.ts): building the system is the app's longest start-up task, and each palette is 18 tokens
// (shades and semantic roles) to resolve, plus a CSS variable each on the root.

const appConfig = defineConfig({
  // What the default preset adds on top of the base: the CSS reset (box-sizing, margins, fonts).
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // One visible focus ring for every focusable element, whatever component draws it.
    ':focus-visible': { outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
    html: { scrollPaddingTop: '80px', colorScheme: 'light' },
    // Native controls (scrollbars, date pickers, selects) follow the mode too.
    'html.dark': { colorScheme: 'dark' },
    body: { bg: 'surface.page', color: 'ink' },
    // The colour mode toggle shows the moon in light mode and the sun in dark, by CSS alone (no script needed on
    // the prerendered landing page).
    'html.dark .color-mode-icon-light, html:not(.dark) .color-mode-icon-dark': { display: 'none' },
  },
  theme: {
    breakpoints,
    tokens: {
      ...tokens,
      colors: fixedColorTokens,
      // The one content width every page sits in (Page, the navigation bar).
      sizes: { ...tokens.sizes, page: { value: '72rem' } },
    },
    textStyles: { ...textStyles, ...typeScale },
    // What the shipped recipes draw a disabled control with (`_disabled: { layerStyle: 'disabled' }`): without it a
    // disabled button looked like an enabled one.
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    // The landing sections' scroll-driven entrance (features/landing/components/reveal.tsx): position only.
    keyframes: {
      'landing-reveal': { from: { transform: 'translateY(24px)' }, to: { transform: 'none' } },
      // Skeletons (components/ui/skeleton.tsx) while content loads.
      'skeleton-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } },
      // A progress icon turning while the server works (the theme ships no Spinner recipe).
      spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: modeAwareColorTokens,
      radii: {
        ...semanticTokens.radii,
        card: { value: '{radii.xl}' },
        control: { value: '{radii.md}' },
      },
      shadows: {
        ...semanticTokens.shadows,
        // Elevation: cards barely lift off the page; menus and dialogs float above it.
        card: {
          value: {
            _light: '0 1px 2px rgb(24 24 27 / 0.05), 0 1px 3px rgb(24 24 27 / 0.06)',
            _dark: '0 0 0 1px rgb(255 255 255 / 0.02)',
          },
        },
        raised: {
          value: {
            _light: '0 8px 24px rgb(24 24 27 / 0.12), 0 2px 6px rgb(24 24 27 / 0.08)',
            _dark: '0 8px 24px rgb(0 0 0 / 0.6)',
          },
        },
      },
    },
    recipes: { button: buttonRecipe, heading: headingRecipe, input: inputRecipe, link: linkRecipe },
  },
});

export const appSystem = createSystem(defaultBaseConfig, appConfig);
