import { type FSWatcher, watch as watchDirectory } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { formatIssue, type RulesFile, type RulesLoadResult } from './ruleset-registry.js';

/** Applies a ruleset made of the given files; returns whether it was applied and what was wrong. */
export type ApplyRules = (files: readonly RulesFile[]) => RulesLoadResult;

export interface RulesFileSource {
  /** `Firestore` or `Storage`, for log lines. */
  readonly label: string;
  readonly files: readonly string[];
  readonly apply: ApplyRules;
}

/** Reads the files and applies them as one ruleset; an unreadable or broken file keeps the previous rules. */
export async function loadRulesFiles(source: RulesFileSource, logger: Logger): Promise<boolean> {
  let files: RulesFile[];
  try {
    files = await Promise.all(
      source.files.map(async (file) => ({
        name: path.basename(file),
        content: await readFile(file, 'utf8'),
      })),
    );
  } catch (error) {
    logger.error(`!!! Could not read ${source.label} rules; the previous rules stay in force.`, error);
    return false;
  }
  const result = source.apply(files);
  for (const issue of result.issues.filter((i) => i.severity === 'warning')) logger.warn(formatIssue(issue));
  if (!result.applied) {
    const errors = result.issues.filter((i) => i.severity === 'error').map(formatIssue);
    logger.error(
      `!!! ${source.label} rules in ${source.files.join(', ')} are INVALID; the previous rules stay in force ` +
        `(none loaded yet = every client request is denied).\n${errors.join('\n')}`,
    );
    return false;
  }
  logger.info(`Loaded ${source.label} rules from ${source.files.join(', ')}.`);
  return true;
}

export interface RulesWatcher {
  close(): void;
}

/**
 * Reloads the rules when one of their files changes. Watches the folders rather than the files: editors
 * often save by writing a new file and renaming it over the old one, which ends a watch on the file itself.
 * Changes are debounced, as one save fires several events.
 */
export function watchRulesFiles(source: RulesFileSource, logger: Logger, debounceMs = 100): RulesWatcher {
  const byFolder = new Map<string, Set<string>>();
  for (const file of source.files) {
    const resolved = path.resolve(file);
    const folder = path.dirname(resolved);
    const names = byFolder.get(folder) ?? new Set<string>();
    names.add(path.basename(resolved));
    byFolder.set(folder, names);
  }
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void loadRulesFiles(source, logger);
    }, debounceMs);
  };
  const watchers: FSWatcher[] = [];
  for (const [folder, names] of byFolder) {
    try {
      const watcher = watchDirectory(folder, (_event, name) => {
        if (name === null || names.has(path.basename(name.toString()))) schedule();
      });
      watcher.on('error', (error) => logger.error(`Stopped watching ${folder} for rules changes.`, error));
      watchers.push(watcher);
    } catch (error) {
      logger.error(`Cannot watch ${folder} for ${source.label} rules changes.`, error);
    }
  }
  return {
    close: () => {
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
