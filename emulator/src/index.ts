export type { AuthContext } from './auth/auth-context.js';
export { authFromHeader } from './auth/auth-context.js';
export type { FirestoreService } from './core/firestore-service.js';
export type { Logger } from './logger.js';
export type { RulesDecision, RulesHook, RulesOperation, RulesRequest } from './rules/rules-hook.js';
export { AllowAllRules } from './rules/rules-hook.js';
export { type EmulatorOptions, type RunningEmulator, startEmulator } from './server/start-emulator.js';
