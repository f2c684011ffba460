import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
// 'blue.700', "red", colorPalette="green", `orange.50` …
const NAMED = new RegExp(
  `['"\`](${PALETTES.join('|')})(?:\\.(?:\\d+|solid|contrast|fg|muted|subtle|emphasized|focusRing))?['"\`]`,
  'g',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the theme system', () => {
  it('has every colour palette the app names, though not all of Chakra’s', () => {
    const named = new Set<string>();
    // The theme's own files name the palettes it leaves out.
    for (const file of sourceFiles(join(__dirname, '..')).filter(
      (path) => !/theme(-colors)?\.ts$/.test(path),
    )) {
      for (const match of readFileSync(file, 'utf8').matchAll(NAMED)) named.add(match[1] ?? '');
    }
    expect(named.has('blue')).toBe(true);
    for (const palette of named) {
      expect(appSystem.token(`colors.${palette}.500`), palette).toBeDefined();
      expect(appSystem.token(`colors.${palette}.solid`), palette).toBeDefined();
    }
    expect(appSystem.token('colors.teal.500')).toBeUndefined();
  });
});
