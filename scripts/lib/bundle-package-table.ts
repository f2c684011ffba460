// Prints a markdown table: rows are packages, columns the routes, cells the gzip KB of that package in
// the route's initial JavaScript (from the source maps; see bundle-packages.ts).

import type { RouteSize } from './bundle-budget';
import { packageBytes } from './bundle-packages';

const OTHERS = 'others (< 0.5 KB each)';

export function printPackageTable(distDir: string, routes: RouteSize[]): void {
  const perFile = new Map<string, Map<string, number>>();
  const perRoute = routes.map((route) => {
    const sums = new Map<string, number>();
    for (const file of route.files) {
      let bytes = perFile.get(file);
      if (!bytes) {
        bytes = packageBytes(distDir, file);
        perFile.set(file, bytes);
      }
      for (const [name, size] of bytes) sums.set(name, (sums.get(name) ?? 0) + size);
    }
    return sums;
  });
  const largest = new Map<string, number>();
  for (const sums of perRoute) {
    for (const [name, size] of sums) largest.set(name, Math.max(largest.get(name) ?? 0, size));
  }
  // Packages under half a kilobyte on every route are summed in one row.
  const small = (name: string) => (largest.get(name) ?? 0) < 512;
  for (const sums of perRoute) {
    for (const [name, size] of [...sums]) {
      if (!small(name)) continue;
      sums.delete(name);
      sums.set(OTHERS, (sums.get(OTHERS) ?? 0) + size);
    }
  }
  const names = [...largest]
    .filter(([name]) => !small(name))
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name)
    .concat(OTHERS);
  const kb = (bytes: number | undefined) => (bytes ? (bytes / 1024).toFixed(1) : '–');
  console.log(`\nInitial JS by package (gzip KB):\n`);
  console.log(`| package | ${routes.map((route) => route.route).join(' | ')} |`);
  console.log(`|---|${routes.map(() => '---').join('|')}|`);
  for (const name of names) {
    console.log(`| ${name} | ${perRoute.map((sums) => kb(sums.get(name))).join(' | ')} |`);
  }
}
