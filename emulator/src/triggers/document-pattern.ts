/**
 * A trigger's document path pattern, as firebase-functions writes it: literal segments, `{param}` (one
 * segment) and `{param=**}` (one or more segments). `*` and `**` are the same without a name.
 */
export interface DocumentPattern {
  readonly text: string;
  /** Params of the match, or undefined when `documentPath` does not match. */
  match(documentPath: string): Record<string, string> | undefined;
}

type Segment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'one'; readonly name: string | undefined }
  | { readonly kind: 'many'; readonly name: string | undefined };

function parseSegment(text: string): Segment {
  if (text === '*') return { kind: 'one', name: undefined };
  if (text === '**') return { kind: 'many', name: undefined };
  const capture = /^\{([^{}=]+)(=\*\*?)?\}$/.exec(text);
  if (!capture) return { kind: 'literal', value: text };
  return { kind: capture[2] === '=**' ? 'many' : 'one', name: capture[1] };
}

function matchFrom(
  pattern: readonly Segment[],
  path: readonly string[],
  i: number,
  j: number,
  params: Record<string, string>,
): boolean {
  if (i === pattern.length) return j === path.length;
  const segment = pattern[i] as Segment;
  if (segment.kind === 'many') {
    // At least one segment; the rest of the pattern decides how many.
    for (let end = path.length; end > j; end--) {
      if (matchFrom(pattern, path, i + 1, end, params)) {
        if (segment.name) params[segment.name] = path.slice(j, end).join('/');
        return true;
      }
    }
    return false;
  }
  const part = path[j];
  if (part === undefined) return false;
  if (segment.kind === 'literal' && segment.value !== part) return false;
  if (!matchFrom(pattern, path, i + 1, j + 1, params)) return false;
  if (segment.kind === 'one' && segment.name) params[segment.name] = part;
  return true;
}

export function documentPattern(text: string, exact = false): DocumentPattern {
  const trimmed = text.replace(/^\/+|\/+$/g, '');
  if (exact) {
    return { text: trimmed, match: (documentPath) => (documentPath === trimmed ? {} : undefined) };
  }
  const segments = trimmed.split('/').map(parseSegment);
  return {
    text: trimmed,
    match(documentPath) {
      const params: Record<string, string> = {};
      return matchFrom(segments, documentPath.split('/'), 0, 0, params) ? params : undefined;
    },
  };
}
