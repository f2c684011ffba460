export { authFromHeader } from './auth/auth-context.js';
export type {
  AccessPolicy,
  AuthContext,
  RulesDecision,
  RulesOperation,
  RulesRequest,
} from './core/access.js';
export type { FirestoreService } from './core/firestore-service.js';
export type { ReadCounts, ReadKind } from './core/read-counter.js';
export type { Logger } from './logger.js';
export type { RulesHook } from './rules/rules-hook.js';
export { AllowAllRules } from './rules/rules-hook.js';
export type { RulesFile, RulesLoadIssue, RulesLoadResult } from './rules/ruleset-registry.js';
export { SecurityRulesHook, type SecurityRulesHookOptions } from './rules/security-rules-hook.js';
export { StorageRulesAuthorizer } from './rules/storage-rules-authorizer.js';
export { type EmulatorOptions, type RunningEmulator, startEmulator } from './server/start-emulator.js';
export type { RunningStorage } from './server/storage-server.js';
export type { TriggerDispatcher } from './triggers/trigger-dispatcher.js';
