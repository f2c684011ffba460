// Draws the installable app's icons (web/public/icons/*.png, committed) from the product's mark: the
// calendar-with-a-check of the brand bar (lucide's `calendar-check`, app/layout/brand-link.tsx) in white on
// the brand's solid blue. Run again after a change of mark or colour: `npx tsx scripts/app-icons.ts`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { BRAND_BLUE } from '../web/build/pwa-options';
import { repoRoot } from './lib/stack-config';

// lucide's calendar-check (ISC), on its 24 × 24 grid.
const MARK = [
  '<path d="M8 2v3"/>',
  '<path d="M16 2v3"/>',
  '<rect x="3" y="3" width="18" height="18" rx="2"/>',
  '<path d="M3 9h18"/>',
  '<path d="m9 15 2 2 4-4"/>',
].join('');

/** The mark at `markShare` of the icon's width, centred; `rounded`: the brand bar's rounded tile, else full bleed. */
function iconSvg(size: number, markShare: number, rounded: boolean): string {
  const mark = size * markShare;
  const offset = (size - mark) / 2;
  const radius = rounded ? size * 0.2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND_BLUE}"/>
  <g transform="translate(${offset} ${offset}) scale(${mark / 24})" fill="none" stroke="#ffffff" stroke-width="2"
     stroke-linecap="round" stroke-linejoin="round">${MARK}</g>
</svg>`;
}

const outDir = resolve(repoRoot, 'web/public/icons');
mkdirSync(outDir, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, markShare: 0.62, rounded: true },
  { file: 'icon-512.png', size: 512, markShare: 0.62, rounded: true },
  // A maskable icon keeps what matters inside the middle 80 % circle: the mark at half the width.
  { file: 'icon-maskable-512.png', size: 512, markShare: 0.5, rounded: false },
  // The home-screen icon iOS takes from <link rel="apple-touch-icon">: full bleed, iOS rounds it.
  { file: 'apple-touch-icon-180.png', size: 180, markShare: 0.6, rounded: false },
];
for (const icon of icons) {
  await sharp(Buffer.from(iconSvg(icon.size, icon.markShare, icon.rounded)))
    .png({ compressionLevel: 9 })
    .toFile(resolve(outDir, icon.file));
  console.log(`web/public/icons/${icon.file}`);
}
