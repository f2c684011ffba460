// The app's colours for both colour modes (docs/design.md, "Colour").
//
// Every numbered shade is mode-aware: in dark mode a palette runs the other way (50 is the darkest tint, 900 the
// lightest ink), and `white`, the card surface, becomes a dark surface. So any pair chosen for contrast in light
// mode (gray.700 text on a white card, blue.800 on blue.50, white on blue.700) keeps its contrast in dark mode,
// and a screen written with palette shades works in both modes without a second set of colours.
import { semanticTokens, tokens } from '@chakra-ui/react/theme';

type TokenValue = { value: string };
type SemanticValue = { value: string | { base: string; _dark: string } };
type TokenTree = { [key: string]: TokenTree | TokenValue };

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
type Shade = (typeof SHADES)[number];

/** The palettes the app uses; Chakra's others (teal, cyan, pink) are left out (start-up cost, see theme.ts). */
const APP_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;

const CHAKRA_PALETTES = new Set([...APP_PALETTES, 'teal', 'cyan', 'pink']);

/** The card surface and the page ink in dark mode. */
const DARK_SURFACE = '#18181d';

// Neutral ramp for dark mode, read as "what light-mode shade N means": 50 the page, 900 the main ink. Chakra's own
// dark grays sit too close together (its 900 and 950 are the same to the eye), so cards would not lift off the page.
const DARK_GRAY: Record<Shade, string> = {
  '50': '#0f0f12',
  '100': '#1f1f25',
  '200': '#2c2c33',
  '300': '#3d3d46',
  '400': '#62626c',
  '500': '#8e8e98',
  '600': '#ababb4',
  '700': '#c6c6cd',
  '800': '#dddde2',
  '900': '#f1f1f4',
  '950': '#fafafa',
};

const mirror: Record<Shade, Shade> = {
  '50': '950',
  '100': '900',
  '200': '800',
  '300': '700',
  '400': '600',
  // 500 is used for icons and accents on either surface: in dark mode it takes the lighter 400, which keeps 4.5:1
  // on the dark card where Chakra's 500 of red and purple do not.
  '500': '400',
  '600': '400',
  '700': '300',
  '800': '200',
  '900': '100',
  '950': '50',
};

const paletteTokens = tokens.colors as unknown as Record<string, Record<Shade, TokenValue> | undefined>;

function modeAwareShades(palette: string): Record<Shade, SemanticValue> {
  const light = paletteTokens[palette];
  if (!light) throw new Error(`No Chakra palette ${palette}`);
  return Object.fromEntries(
    SHADES.map((shade) => [
      shade,
      {
        value: {
          base: light[shade].value,
          _dark: palette === 'gray' ? DARK_GRAY[shade] : light[mirror[shade]].value,
        },
      },
    ]),
  ) as Record<Shade, SemanticValue>;
}

// Chakra's semantic colours (bg, fg, border, and each palette's solid, subtle, fg…) name one shade per mode; the
// shades now turn with the mode themselves, so each keeps its light-mode shade. `black` stays black (shadows use
// it); the ink that was black is gray.950, which turns.
function lightSide(value: unknown): string {
  const chosen = typeof value === 'object' && value !== null && '_light' in value ? value._light : value;
  if (chosen === 'white') return '{colors.white}';
  if (chosen === '{colors.black}') return '{colors.gray.950}';
  return String(chosen);
}

function flatten(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [
      key,
      'value' in node ? { value: lightSide(node.value) } : flatten(node as TokenTree),
    ]),
  );
}

const chakraSemantic = semanticTokens.colors as unknown as TokenTree;

/** Colour tokens that never turn with the mode (black, transparent, the alpha scales). */
export const fixedColorTokens = Object.fromEntries(
  Object.entries(tokens.colors ?? {}).filter(([name]) => name !== 'white' && !CHAKRA_PALETTES.has(name)),
);

/** Every mode-aware colour: the palettes' shades, `white`, Chakra's roles, and the app's own roles. */
export const modeAwareColorTokens = {
  white: { value: { base: '#ffffff', _dark: DARK_SURFACE } },
  ...Object.fromEntries(
    (['bg', 'fg', 'border'] as const).map((role) => [role, flatten(chakraSemantic[role] as TokenTree)]),
  ),
  ...Object.fromEntries(
    APP_PALETTES.map((palette) => [
      palette,
      {
        ...modeAwareShades(palette),
        ...flatten(chakraSemantic[palette] as TokenTree),
        // A shade darker than Chakra's solids: its hover (the solid at 90%) must still give white text the
        // 4.5:1 contrast of WCAG AA.
        ...(palette === 'gray' ? {} : { solid: { value: `{colors.${palette}.700}` } }),
      },
    ]),
  ),
  // The brand is the blue palette; these name its roles so a screen says what it means, not which shade.
  brand: {
    solid: { value: '{colors.blue.700}' },
    fg: { value: '{colors.blue.700}' },
    subtle: { value: '{colors.blue.50}' },
    muted: { value: '{colors.blue.100}' },
  },
  surface: {
    page: { value: '{colors.gray.50}' },
    card: { value: '{colors.white}' },
    sunken: { value: '{colors.gray.100}' },
  },
  ink: {
    DEFAULT: { value: '{colors.gray.900}' },
    muted: { value: '{colors.gray.600}' },
  },
  line: {
    DEFAULT: { value: '{colors.gray.200}' },
    strong: { value: '{colors.gray.300}' },
  },
};
