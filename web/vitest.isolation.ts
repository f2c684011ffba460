// Which web test files need a module registry of their own. The web project runs its files with shared
// modules (`isolate: false`): importing React, Chakra and the app once per worker instead of once per file
// takes the project from about 270 to about 60 seconds of CPU. A file that replaces modules (`vi.mock`,
// `vi.doMock`, `vi.resetModules`) needs fresh ones, since a module another file already loaded would ignore
// its mock and its mock would leak into the next file; so does a file marked `// test: isolated` (a module
// that keeps state from its first import). Those run in the `web-isolated` project.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const testFile = /\.test\.tsx?$/;
const needsIsolation = /\bvi\.(mock|doMock|resetModules)\(|^\/\/ test: isolated$/m;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return testFile.test(entry.name) ? [path] : [];
  });
}

/** The web test files, relative to `web/`: those that share modules, and those that need their own. */
export function webTestFilesByIsolation(webRoot: string): { shared: string[]; isolated: string[] } {
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const path of testFiles(join(webRoot, 'src'))) {
    (needsIsolation.test(readFileSync(path, 'utf8')) ? isolated : shared).push(relative(webRoot, path));
  }
  return { shared, isolated };
}
