// Finding the vocabulary's subjects and fields in a text's words ("dsa" → data structures,
// "eigenvalues" → linear algebra, "rasayan" → chemistry), longest phrase first.
import { contentWords, foldText, stem } from './normalise';
import { fieldTerms, subjectConcepts } from './vocabulary';

export interface ConceptHit {
  kind: 'subject' | 'field';
  /** Subject id or field id. */
  id: string;
  /** The field a subject belongs to (the id itself for a field). */
  field: string;
  /** The vocabulary term found, as stemmed words joined by spaces. */
  term: string;
}

interface PhraseEntry {
  kind: ConceptHit['kind'];
  id: string;
  field: string;
}

const MAX_PHRASE_WORDS = 4;

function phraseOf(term: string): string {
  return foldText(term).split(' ').map(stem).join(' ');
}

let phraseMap: ReadonlyMap<string, PhraseEntry> | undefined;

/**
 * Phrase → what it names, built on first use. A phrase two subjects share keeps the first (the vocabulary
 * lists the likelier first).
 */
function phrases(): ReadonlyMap<string, PhraseEntry> {
  if (phraseMap) return phraseMap;
  const map = new Map<string, PhraseEntry>();
  for (const concept of subjectConcepts) {
    for (const term of concept.terms) {
      const phrase = phraseOf(term);
      if (!map.has(phrase)) map.set(phrase, { kind: 'subject', id: concept.id, field: concept.field });
    }
  }
  for (const [field, terms] of Object.entries(fieldTerms)) {
    for (const term of terms) {
      const phrase = phraseOf(term);
      if (!map.has(phrase)) map.set(phrase, { kind: 'field', id: field, field });
    }
  }
  phraseMap = map;
  return map;
}

/** The concepts named in already-normalised words, each phrase taken at its longest. */
export function conceptsInWords(words: readonly string[]): ConceptHit[] {
  const hits: ConceptHit[] = [];
  let index = 0;
  while (index < words.length) {
    let taken = 1;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - index); length >= 1; length -= 1) {
      const phrase = words.slice(index, index + length).join(' ');
      const entry = phrases().get(phrase);
      if (entry) {
        hits.push({ ...entry, term: phrase });
        taken = length;
        break;
      }
    }
    index += taken;
  }
  return hits;
}

/** A text's words and the concepts they name. */
export function analyseText(text: string): { words: string[]; concepts: ConceptHit[] } {
  const words = contentWords(text);
  return { words, concepts: conceptsInWords(words) };
}
