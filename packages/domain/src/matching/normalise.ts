// Turning free text (a student's need, a teacher's profile) into comparable words: lower case,
// accents folded, filler dropped, plurals trimmed, typos of known subject words corrected.
import { fieldTerms, noiseWords, subjectConcepts } from './vocabulary';

/** Lower case, accents folded, "c++" kept as a word, everything else not a letter or digit a space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/c\+\+/g, 'cpp')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A light plural trim, the same on both sides ("eigenvalues" and "eigenvalue" meet; "analysis" stays). */
export function stem(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
}

let known: { words: ReadonlySet<string>; list: readonly string[] } | undefined;

/**
 * Every word the vocabulary knows, stemmed: the targets of typo correction. Built on first use, so a
 * bundle that imports the domain package without matching carries no work at load.
 */
function knownWords() {
  if (!known) {
    const words = new Set(
      [...subjectConcepts.flatMap((concept) => concept.terms), ...Object.values(fieldTerms).flat()]
        .flatMap((term) => foldText(term).split(' '))
        .map(stem),
    );
    known = { words, list: [...words] };
  }
  return known;
}

/** Optimal-string-alignment distance (a swap of two neighbours costs one), stopped early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

const corrections = new Map<string, string>();

/**
 * The known word a misspelt one stands for ("thermodynamcs", "eigenvlaues"), when exactly one known
 * word is nearest within one edit (words of 5–7 letters) or two (longer words); otherwise the word itself.
 * Short words are never corrected: "os" and "ml" are too close to everything.
 */
export function correctTypo(word: string): string {
  const { words, list } = knownWords();
  if (words.has(word) || word.length < 5 || /\d/.test(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const limit = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = limit + 1;
  let tied = false;
  for (const candidate of list) {
    if (candidate.length < 4) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance && distance <= limit) {
      tied = true;
    }
  }
  const corrected = bestDistance <= limit && !tied ? best : word;
  corrections.set(word, corrected);
  return corrected;
}

/** The meaningful words of a text, in order: folded, filler dropped, stemmed, typos corrected. */
export function contentWords(text: string): string[] {
  const words = foldText(text).split(' ');
  const kept: string[] = [];
  for (const word of words) {
    if (!word || noiseWords.has(word)) continue;
    const stemmed = correctTypo(stem(word));
    if (!noiseWords.has(stemmed)) kept.push(stemmed);
  }
  return kept;
}
