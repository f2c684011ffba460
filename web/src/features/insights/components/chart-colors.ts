// Series colours: palette shades that turn with the colour mode (app/theme-colors.ts), so a chart reads on the
// light card and the dark one alike; printed, the browser keeps them (print-color-adjust on the charts).
export const SERIES_COLORS = [
  'var(--chakra-colors-blue-600)',
  'var(--chakra-colors-green-600)',
  'var(--chakra-colors-red-600)',
  'var(--chakra-colors-orange-500)',
  'var(--chakra-colors-purple-600)',
  'var(--chakra-colors-gray-500)',
  'var(--chakra-colors-yellow-600)',
] as const;

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
