/** Letters that Unicode decomposition leaves alone but a reader types without their mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/**
 * Folds text for matching: lower case, marks removed, special letters spelled out, so "munchen" finds
 * "München" and "besiktas" finds "Beşiktaş". Non-Latin scripts keep their letters (only their marks go).
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøæœłđıþð]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** A URL slug of a name: folded, with every run of other characters turned into one dash. */
export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length > 0 ? slug : 'x';
}
