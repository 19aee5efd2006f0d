// An OCR's lines set back into a machine-readable zone's layout (ICAO Doc
// 9303 part 4–6) before its check digits are tested: a stray mark read beside
// a line is dropped, a filler run shortened or lengthened is set to the
// line's length, a letter where only digits stand is the digit it looks like,
// a digit in a state's code is the letter that makes it a state, and a mark
// after the names' end (`<<<`) is a filler. Nothing here can make a field with
// a check digit pass that the document does not carry: the check digits
// still decide.
import { countryOfMrzCode } from './icao-countries.ts';

export const LENGTHS = { TD1: 30, TD2: 36, TD3: 44 } as const;
const TARGETS: readonly number[] = Object.values(LENGTHS);

/**
 * A line without a one-character token at either end when that token is what
 * keeps it from a zone line's length: specks and shadows beside the zone
 * read as a letter ("M SMITH<<OLIVER<JAMES<<< V").
 */
function withoutStrayMarks(tokens: string[]): string {
  const whole = tokens.join('');
  if (TARGETS.includes(whole.length) || tokens.length < 2) return whole;
  let inner = [...tokens];
  if (inner[0]!.length === 1) inner = inner.slice(1);
  if (inner.length > 1 && inner[inner.length - 1]!.length === 1) inner = inner.slice(0, -1);
  const trimmed = inner.join('');
  return TARGETS.includes(trimmed.length) ? trimmed : whole;
}

/** The OCR's lines as zone candidates: upper case, no spaces, only zone characters. */
export function candidates(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .split(/\r?\n/)
    .map((line) =>
      withoutStrayMarks(
        line
          .replace(/[^A-Z0-9<\s]/g, '')
          .trim()
          .split(/\s+/),
      ),
    )
    .filter((line) => line.length >= 24);
}

/** A line set to `length` by growing or shrinking its longest run of fillers (or padding). */
export function fitLine(line: string, length: number): string {
  if (line.length === length) return line;
  const runs = [...line.matchAll(/<{2,}/g)];
  const longest = runs.sort((a, b) => b[0].length - a[0].length)[0];
  if (line.length < length) {
    const missing = length - line.length;
    if (!longest) return line.padEnd(length, '<');
    const at = longest.index + longest[0].length;
    return line.slice(0, at) + '<'.repeat(missing) + line.slice(at);
  }
  const extra = line.length - length;
  if (longest && longest[0].length - 1 >= extra) {
    const at = longest.index;
    return line.slice(0, at) + line.slice(at + extra);
  }
  return line.slice(0, length);
}

/** The zone's lines among the candidates (the bottom of the page), each at its format's length. */
export function zone(lines: string[]): string[] | null {
  const last = lines.slice(-3);
  const around = (n: number, l: number) => Math.abs(n - l) <= 4;
  if (last.length === 3 && last.every((l) => around(l.length, LENGTHS.TD1)))
    return last.map((l) => fitLine(l, LENGTHS.TD1));
  const two = lines.slice(-2);
  if (two.length < 2) return null;
  const [a, b] = two as [string, string];
  for (const length of [LENGTHS.TD3, LENGTHS.TD2]) {
    if (around(a.length, length) && around(b.length, length))
      return [fitLine(a, length), fitLine(b, length)];
  }
  return null;
}

/** Letters an OCR reads for digits. */
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  D: '0',
  Q: '0',
  U: '0',
  I: '1',
  L: '1',
  Z: '2',
  A: '4',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
};
/** Digits an OCR reads for letters (a zero is an O or Germany's D). */
const AS_LETTERS: Readonly<Record<string, string[]>> = {
  0: ['O', 'D', 'Q'],
  1: ['I', 'L'],
  2: ['Z'],
  4: ['A'],
  5: ['S'],
  6: ['G'],
  7: ['T'],
  8: ['B'],
};

interface Layout {
  /** Where only digits stand (dates and check digits): [line, positions]. */
  digits: [number, number[]][];
  /** Where a state's code stands (issuer, nationality): [line, start]. */
  states: [number, number][];
  /** Where the names start: [line, start]; they run to the line's end. */
  names: [number, number];
}

const DATES_TD3 = [9, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27];
const LAYOUTS: Readonly<Record<number, Layout>> = {
  44: {
    digits: [[1, [...DATES_TD3, 42, 43]]],
    states: [
      [0, 2],
      [1, 10],
    ],
    names: [0, 5],
  },
  36: {
    digits: [[1, [...DATES_TD3, 35]]],
    states: [
      [0, 2],
      [1, 10],
    ],
    names: [0, 5],
  },
  30: {
    digits: [
      [0, [14]],
      [1, [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 29]],
    ],
    states: [
      [0, 2],
      [1, 15],
    ],
    names: [2, 0],
  },
};

/** Every reading of a three-character code with its digits taken as the letters they look like. */
function stateVariants(code: string): string[] {
  let variants = [''];
  for (const c of code) {
    const options = AS_LETTERS[c] ? [c, ...AS_LETTERS[c]] : [c];
    variants = variants.flatMap((v) => options.map((o) => v + o));
  }
  return variants;
}

/** A state's code that is none, made one when exactly one reading of its digits is a state. */
function stateBack(code: string): string {
  if (countryOfMrzCode(code)) return code;
  const states = stateVariants(code).filter((v) => countryOfMrzCode(v));
  return states.length === 1 ? states[0]! : code;
}

function replaceAt(line: string, at: number, text: string): string {
  return line.slice(0, at) + text + line.slice(at + text.length);
}

/** The zone's lines repaired where its layout allows only one reading (see the file's head). */
export function repaired(lines: string[]): string[] {
  const layout = LAYOUTS[lines[0]!.length];
  if (!layout) return lines;
  const out = [...lines];
  for (const [line, positions] of layout.digits)
    out[line] = [...out[line]!]
      .map((c, at) => (positions.includes(at) ? (AS_DIGIT[c] ?? c) : c))
      .join('');
  for (const [line, at] of layout.states)
    out[line] = replaceAt(out[line]!, at, stateBack(out[line]!.slice(at, at + 3)));
  // Names are separated by one filler, surname from given names by two: three end them.
  const [line, start] = layout.names;
  const names = out[line]!.slice(start);
  const end = names.indexOf('<<<');
  if (end >= 0) out[line] = out[line]!.slice(0, start + end).padEnd(out[line]!.length, '<');
  return out;
}
