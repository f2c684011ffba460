import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is read by a newcomer in minutes: a few screens, short table cells, and every link
// inside this repository (what lives elsewhere is named in words, so a clone never has dead links).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const maxReadmeLines = 150;
const maxCellChars = 300;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
const read = (path: string) => readFileSync(path, 'utf8');

/** The cells of every table row of `text` (lines starting with '|'), with their line numbers. */
function tableCells(text: string): { line: number; cell: string }[] {
  return text.split('\n').flatMap((line, index) =>
    line.startsWith('|')
      ? line
          .split(/(?<!\\)\|/)
          .slice(1, -1)
          .map((cell) => ({ line: index + 1, cell: cell.trim() }))
      : [],
  );
}

/** Link targets leaving the repository: a scheme (http:, mailto:…), `//host`, or a path above its root. */
function linksOut(path: string): string[] {
  const text = read(path);
  const targets = [...text.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1] ?? '');
  const autolinks = [...text.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi)].map((match) => match[1] ?? '');
  const out = targets.filter((target) => {
    if (target.startsWith('#')) return false;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return true;
    const inside = relative(root, resolve(dirname(path), target.split('#')[0] ?? ''));
    return inside.startsWith('..');
  });
  const sharedMentions = text.includes('../shared') ? ['../shared'] : [];
  return [...out, ...autolinks, ...sharedMentions];
}

describe('README and docs shape', () => {
  it(`README.md has at most ${maxReadmeLines} lines`, () => {
    const lines = read(join(root, 'README.md')).trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(maxReadmeLines);
  });

  it(`no README table cell is over ${maxCellChars} characters`, () => {
    const long = tableCells(read(join(root, 'README.md'))).filter(({ cell }) => cell.length > maxCellChars);
    expect(long.map(({ line, cell }) => `line ${line}: ${cell.length} characters`)).toEqual([]);
  });

  it('README and docs link only inside the repository', () => {
    const out = documents.flatMap((path) => linksOut(path).map((link) => `${relative(root, path)}: ${link}`));
    expect(out).toEqual([]);
  });
});
