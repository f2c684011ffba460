import type { DatabaseRegistry } from '../core/database.js';
import type { Logger } from '../logger.js';
import { loadRulesFiles, type RulesWatcher, watchRulesFiles } from '../rules/rules-files.js';
import { AllowAllRules, type RulesHook } from '../rules/rules-hook.js';
import { ANY_PROJECT, formatIssue } from '../rules/ruleset-registry.js';
import { SecurityRulesHook } from '../rules/security-rules-hook.js';
import { StorageRulesAuthorizer } from '../rules/storage-rules-authorizer.js';
import { ALLOW_ALL, type RulesSource, type StorageAuthorizer } from '../storage/index.js';

export interface RulesSetupOptions {
  readonly rulesHook?: RulesHook;
  readonly securityRules?: boolean;
  readonly openRules?: boolean;
  readonly projectId?: string;
  readonly rulesFiles?: readonly string[];
  readonly storageRulesFiles?: readonly string[];
  readonly watchRules?: boolean;
}

export interface RulesSetup {
  readonly firestore: RulesHook;
  readonly storage: StorageAuthorizer;
  /** For the Storage module's `PUT /internal/setRules`: issues (as text) refuse the rules with a 400. */
  readonly onSetStorageRules: (source: RulesSource) => readonly string[] | undefined;
  close(): void;
}

/**
 * Picks the rules for both services and loads (and watches) their files. The engine is used whenever rules
 * are asked for in any way; otherwise everything is allowed, which the emulator's older tests rely on.
 */
export async function setUpRules(
  options: RulesSetupOptions,
  databases: DatabaseRegistry,
  logger: Logger,
): Promise<RulesSetup> {
  const useEngine =
    options.securityRules ??
    (options.openRules !== undefined ||
      (options.rulesFiles?.length ?? 0) > 0 ||
      (options.storageRulesFiles?.length ?? 0) > 0);
  const openWhenUnset = options.openRules ?? false;
  const firestore =
    options.rulesHook ??
    (useEngine ? new SecurityRulesHook({ databases, openWhenUnset }) : new AllowAllRules());
  const storageRules = useEngine
    ? new StorageRulesAuthorizer({ openWhenUnset, firestore: { databases, projectId: options.projectId } })
    : undefined;
  if (useEngine && openWhenUnset) logger.warn('--open-rules: services without rules allow every request.');

  const watchers: RulesWatcher[] = [];
  const firestoreFiles = options.rulesFiles ?? [];
  if (firestoreFiles.length > 0) {
    const key = options.projectId ?? ANY_PROJECT;
    const source = {
      label: 'Firestore',
      files: firestoreFiles,
      apply: (files: Parameters<NonNullable<RulesHook['setRules']>>[1]) => {
        const result = firestore.setRules?.(key, files) ?? { applied: true, issues: [] };
        if (result.applied) databases.rulesChanged(key === ANY_PROJECT ? undefined : key);
        return result;
      },
    };
    await loadRulesFiles(source, logger);
    if (options.watchRules !== false) watchers.push(watchRulesFiles(source, logger));
  }
  const storageFiles = options.storageRulesFiles ?? [];
  if (storageFiles.length > 0 && storageRules) {
    const source = { label: 'Storage', files: storageFiles, apply: storageRules.setRules.bind(storageRules) };
    await loadRulesFiles(source, logger);
    if (options.watchRules !== false) watchers.push(watchRulesFiles(source, logger));
  }

  return {
    firestore,
    storage: storageRules ?? ALLOW_ALL,
    onSetStorageRules: (source) => {
      if (!storageRules) return undefined;
      const result = storageRules.setRules(source.files);
      if (result.applied) return undefined;
      logger.warn('Rejected storage rules sent to /internal/setRules; keeping the previous ones.');
      return result.issues.map(formatIssue);
    },
    close: () => {
      for (const watcher of watchers) watcher.close();
    },
  };
}
