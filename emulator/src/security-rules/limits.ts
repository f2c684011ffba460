/**
 * Bounds that keep hostile rules and requests cheap. Firestore documents some of them (10 document accesses
 * per request, 20 for batches; call depth 20; 1000 expressions per request; 256 KB of source); the others
 * exist so that the parser and evaluator can never exhaust the stack or memory.
 */
export const MAX_SOURCE_LENGTH = 256 * 1024;
/** Deepest expression tree the parser accepts; keeps the recursive evaluator far from the stack limit. */
export const MAX_EXPRESSION_HEIGHT = 100;
/** Nesting of `match` blocks. */
export const MAX_MATCH_NESTING = 50;
export const MAX_CALL_DEPTH = 20;
export const MAX_EXPRESSIONS_PER_REQUEST = 1000;
export const DEFAULT_DOCUMENT_ACCESS_LIMIT = 10;
export const BATCH_DOCUMENT_ACCESS_LIMIT = 20;
/** Largest string or bytes value an expression may build (a Firestore document is at most 1 MiB). */
export const MAX_STRING_LENGTH = 1024 * 1024;
/** Largest list, set or map an expression may build. */
export const MAX_COLLECTION_SIZE = 100_000;
/** Longest regular expression accepted by `matches`, `replace` and `split`. */
export const MAX_REGEX_LENGTH = 4096;
