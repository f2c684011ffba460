// Text a person typed, made safe to show another person: one Unicode form, no direction tricks,
// no text that looks empty. Names, free text and messages all pass through here.

// Explicit embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI): they
// reorder what follows them on the reader's screen, so 'Asha‮oaR' reads as another name.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// C0 and C1 controls (NUL, escape, …); tab and line breaks stay, multi-line text needs them.
const CONTROLS = /\p{Cc}/gu;
const LAYOUT = new Set(['\t', '\n', '\r']);
const dropControl = (character: string) => (LAYOUT.has(character) ? character : '');
/**
 * Characters that print nothing: format characters (zero-width space and joiners, marks, BOM,
 * soft hyphen…), the invisible fillers and every kind of space and line break. Zero-width
 * joiners stay inside stored text (Indic scripts and emoji need them); text made of these alone is empty.
 */
const PRINTS_NOTHING = /\p{Cf}|\p{Cc}|\p{Z}|\s|\u115F|\u1160|\u3164|\uFFA0|\u034F|\u180E/gu;

/** NFC, bidi controls and stray control characters removed; callers trim afterwards. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(BIDI_CONTROLS, '').replace(CONTROLS, dropControl);
}

/** True when nothing would show: only spaces, zero-width characters, controls or direction marks. */
export function looksEmpty(value: string): boolean {
  return value.replace(PRINTS_NOTHING, '') === '';
}

/** Trims ordinary and invisible characters at both ends (zero-width ones inside are kept). */
export function trimInvisible(value: string): string {
  return value.replace(/^[\p{Cf}\p{Z}\s]+|[\p{Cf}\p{Z}\s]+$/gu, '');
}

// The scripts a look-alike name mixes: Latin letters beside Cyrillic or Greek ones in one word.
const SCRIPT_TESTS: ReadonlyArray<[string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

/** The look-alike scripts used in one piece of text (letters only; digits and marks are shared). */
export function lookAlikeScriptsOf(text: string): string[] {
  const found = new Set<string>();
  for (const letter of text.match(/\p{L}/gu) ?? []) {
    for (const [script, pattern] of SCRIPT_TESTS) if (pattern.test(letter)) found.add(script);
  }
  return [...found];
}

/** A word that mixes Latin with Cyrillic or Greek letters is a homoglyph trick, not a name. */
export function mixesLookAlikeScripts(text: string): boolean {
  return text.split(/[\s.\-'’]+/u).some((word) => lookAlikeScriptsOf(word).length > 1);
}
