/**
 * Firebase Security Rules (Firestore and Storage): a parser and a pure evaluator. The emulator calls
 * `evaluateRequest` for every non-admin access and `evaluateQuery` for the query-wide judgement of a list.
 */
export type { Ruleset } from './ast.js';
export { DocumentAccessBudget, type DocumentAccessor } from './document-reader.js';
export { evaluateQuery } from './evaluate-query.js';
export { evaluateRequest } from './evaluate-request.js';
export {
  type DocumentData,
  type FirestoreValue,
  fromDocumentData,
  fromFirestoreValue,
} from './firestore-values.js';
export type { RulesIssue } from './issues.js';
export { BATCH_DOCUMENT_ACCESS_LIMIT } from './limits.js';
export { parseRules } from './parse-rules.js';
export type {
  EqualityFilters,
  RulesAuth,
  RulesDecision,
  RulesQuery,
  RulesRequest,
  StorageRulesResource,
} from './request-types.js';
