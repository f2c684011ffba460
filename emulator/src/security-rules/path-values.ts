import { RulesEvalError } from './eval-errors.js';
import { MAX_STRING_LENGTH } from './limits.js';
import { path, type RulesPath, type RulesValue, typeName, UNKNOWN } from './values.js';

/** `'/a/b'` → path `a/b`. Empty segments (`//`) are an error, as is text without the leading slash. */
export function parsePathString(text: string): RulesPath {
  const trimmed = text.startsWith('/') ? text.slice(1) : text;
  const segments = trimmed === '' ? [] : trimmed.split('/');
  if (segments.some((s) => s === '')) throw new RulesEvalError(`Invalid path '${text}'.`);
  return path(segments);
}

/** Joins literal text and interpolated values (`$(…)`) of a path literal, then splits it into segments. */
export function evaluatePathLiteral(pieces: readonly (string | RulesValue)[]): RulesValue {
  let text = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      text += piece;
      continue;
    }
    switch (piece.type) {
      case 'unknown':
        return UNKNOWN;
      case 'string':
        text += piece.value;
        break;
      case 'int':
        text += piece.value.toString();
        break;
      case 'path':
        text += piece.segments.join('/');
        break;
      default:
        throw new RulesEvalError(`Cannot interpolate a ${typeName(piece)} into a path.`);
    }
    if (text.length > MAX_STRING_LENGTH) throw new RulesEvalError('Path is too long.');
  }
  return parsePathString(text);
}

export interface DocumentLocation {
  readonly database: string;
  /** Below `documents/`, e.g. `users/abc`. */
  readonly documentPath: string;
}

/** `/databases/(default)/documents/users/abc` → database and document path; anything else is an error. */
export function documentLocation(value: RulesPath): DocumentLocation {
  const [databases, database, documents, ...rest] = value.segments;
  if (databases !== 'databases' || database === undefined || documents !== 'documents') {
    throw new RulesEvalError(
      `Path '/${value.segments.join('/')}' is not a document path (/databases/{db}/documents/...).`,
    );
  }
  if (rest.length === 0 || rest.length % 2 !== 0) {
    throw new RulesEvalError(`Path '/${value.segments.join('/')}' does not name a document.`);
  }
  return { database, documentPath: rest.join('/') };
}
