import type { PDFFont } from 'pdf-lib';

const charactersOf = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the standard PDF fonts can draw: they know only Latin-1 (WinAnsi) letters, so an accented letter falls back
 * to its base letter and anything else prints as "?" (a Unicode TrueType font is the step if that matters).
 * Line breaks and tabs become spaces.
 */
export function pdfSafeText(font: PDFFont, value: string): string {
  let known = charactersOf.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charactersOf.set(font, known);
  }
  const has = known;
  return [...value.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      if (has.has(char.codePointAt(0) as number)) return char;
      const base = char.normalize('NFKD')[0];
      return base && has.has(base.codePointAt(0) as number) ? base : '?';
    })
    .join('');
}
