// A typed search becomes one key to query with (`array-contains` on SEARCH_KEYS_FIELD) and, when the
// query is longer than a key can be, the whole text to check on each account the key found.
import { MAX_SEARCH_KEY_LENGTH, type SearchTexts, searchPhrases } from './account-keys';
import { normaliseSearchText } from './normalise';

export interface SearchQuery {
  /** The value for `where(SEARCH_KEYS_FIELD, 'array-contains', key)`. */
  key: string;
  /**
   * The normalised query, to check with `matchesSearch` on what the key found; null when the key is the
   * whole query, so the key's matches (and their `count()`) are exactly the results.
   */
  rest: string | null;
}

/** Null when the query holds no letter or digit: then nothing is filtered. */
export function searchQueryOf(typed: string): SearchQuery | null {
  const normalised = normaliseSearchText(typed);
  if (!normalised) return null;
  if (normalised.length <= MAX_SEARCH_KEY_LENGTH) return { key: normalised, rest: null };
  return { key: normalised.slice(0, MAX_SEARCH_KEY_LENGTH).trimEnd(), rest: normalised };
}

/**
 * Whether an account matches a typed query, by the same meaning as the keys: the normalised query is the
 * start of a phrase that starts at a word of one of its texts (or its whole email). The reference the keys
 * are tested against, and the check of a query's `rest`.
 */
export function matchesSearch(texts: SearchTexts, typed: string): boolean {
  const normalised = normaliseSearchText(typed);
  if (!normalised) return true;
  return searchPhrases(texts).some((phrase) => phrase.startsWith(normalised));
}
