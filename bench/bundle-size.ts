// `npx tsx bench/bundle-size.ts`: builds the SPA for production and prints the initial JavaScript
// of each route (gzip) next to its budget, then what each route's initial JavaScript is made of, by package.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { measureLazyChunks, measureRoutes } from '../scripts/lib/bundle-budget';
import { printPackageTable } from '../scripts/lib/bundle-package-table';
import { repoRoot } from '../scripts/lib/stack-config';

const outDir = resolve(repoRoot, '.local/bench-web-dist');
execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
  cwd: resolve(repoRoot, 'web'),
  stdio: 'inherit',
});

const routes = measureRoutes(outDir);
console.log('\n| route | initial JS (gzip) | budget |\n|---|---|---|');
for (const route of routes) {
  const mark = route.gzipKb <= route.budgetKb ? '' : ' ✘ over budget';
  console.log(`| ${route.route} | ${route.gzipKb} KB | ≤ ${route.budgetKb} KB${mark} |`);
}
console.log('\n| loaded on demand | JS it adds (gzip) | budget |\n|---|---|---|');
for (const chunk of measureLazyChunks(outDir)) {
  const mark = chunk.gzipKb <= chunk.budgetKb ? '' : ' ✘ over budget';
  console.log(`| ${chunk.name} | ${chunk.gzipKb} KB | ≤ ${chunk.budgetKb} KB${mark} |`);
}
printPackageTable(outDir, routes);
