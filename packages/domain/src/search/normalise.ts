// The one way account search compares text: what is stored in the search keys and what a typed query
// becomes go through the same function, so "José", "JOSE" and "jose" meet.

// Letters NFD leaves whole although readers take them for a base letter with a mark.
const foldedLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const foldedLetterPattern = new RegExp(`[${Object.keys(foldedLetters).join('')}]`, 'gu');

/**
 * Lower case, accents folded (NFD, marks dropped), apostrophes dropped inside words ("O'Brien" is
 * "obrien"), every other run of characters that is not a letter or digit one space, trimmed.
 */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(foldedLetterPattern, (letter) => foldedLetters[letter] ?? letter)
    .replace(/['’`ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
