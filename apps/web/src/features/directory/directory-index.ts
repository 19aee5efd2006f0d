/**
 * The guest directory of spec §2 (`/directory/:searchTerm?`, "guest directory
 * (ABC) with keyword search"): which topic it shows, the letters of the A–Z
 * index in the guest's language, the order of the entries and the keyword
 * filter. Sorting and letters follow the language's collation: in German
 * "Ölbad" comes under O, in Croatian "Čarape" under Č and "Ljekarna" under
 * Lj, in Russian the Cyrillic alphabet is the index.
 */
import {
  matchesWordStart,
  searchSynonymsOf,
  typosAllowedIn,
  type ContentItem,
  type Topic,
} from '@hospes/domain';

/** The id a model gives its directory topic. */
export const DIRECTORY_TOPIC_ID = 'directory';

/**
 * The topic of the guest directory: the one with the id 'directory', else
 * the first topic whose items are all information entries (type INFO).
 */
export function findDirectoryTopic(topics: readonly Topic[]): Topic | undefined {
  return (
    topics.find((topic) => topic.id === DIRECTORY_TOPIC_ID) ??
    topics.find((topic) => topic.items.length > 0 && topic.items.every((i) => i.type === 'INFO'))
  );
}

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letters of the index per language (digraphs are one letter in Croatian). */
const ALPHABETS: Record<string, readonly string[]> = {
  es: [...LATIN.slice(0, 14), 'Ñ', ...LATIN.slice(14)],
  hr: [
    'A',
    'B',
    'C',
    'Č',
    'Ć',
    'D',
    'Dž',
    'Đ',
    'E',
    'F',
    'G',
    'H',
    'I',
    'J',
    'K',
    'L',
    'Lj',
    'M',
    'N',
    'Nj',
    'O',
    'P',
    'R',
    'S',
    'Š',
    'T',
    'U',
    'V',
    'Z',
    'Ž',
  ],
  // Ё is filed under Е; Ъ, Ы and Ь begin no word.
  ru: 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ'.split(''),
};

/** The group of entries that start with neither a letter of the alphabet nor a Latin letter. */
export const OTHER_LETTER = '#';

/** The letters of the index in a language: A–Z unless the language has its own. */
export function alphabetOf(lang: string): readonly string[] {
  return ALPHABETS[lang] ?? LATIN;
}

const collators = new Map<string, { base: Intl.Collator; sort: Intl.Collator }>();

function collatorsOf(lang: string) {
  let c = collators.get(lang);
  if (!c) {
    c = {
      // "base": Ö = O in German, Č ≠ C in Croatian, case ignored.
      base: new Intl.Collator(lang, { sensitivity: 'base' }),
      sort: new Intl.Collator(lang, { sensitivity: 'base', numeric: true }),
    };
    collators.set(lang, c);
  }
  return c;
}

/** The title without leading quotes, brackets and spaces ("«Mirnsee»" → "Mirnsee»"). */
function leadingText(title: string): string {
  return title.replace(/^[^\p{L}\p{N}]+/u, '');
}

/** Plain A–Z of a Latin letter with accents ("É" → "E"); null for other scripts. */
function latinBase(char: string): string | null {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]$/.test(base) ? base : null;
}

/**
 * The index letter of a title in a language: the letter of the language's
 * alphabet it starts with by collation (longest first, for digraphs); a Latin
 * letter outside that alphabet (an English name in the Russian guide); else
 * {@link OTHER_LETTER} (digits, other scripts).
 */
export function letterOf(title: string, lang: string): string {
  const text = leadingText(title);
  const { base } = collatorsOf(lang);
  const alphabet = [...alphabetOf(lang)].sort((a, b) => b.length - a.length);
  for (const letter of alphabet) {
    if (text.length >= letter.length && base.compare(text.slice(0, letter.length), letter) === 0) {
      return letter;
    }
  }
  const first = Array.from(text)[0];
  return (first && latinBase(first)) ?? OTHER_LETTER;
}

/** One entry of the directory, prepared for sorting and filtering. */
export interface DirectoryEntry {
  item: ContentItem;
  letter: string;
  /** Title, text, tags and address, normalised for the keyword filter. */
  haystack: string;
}

/** Lower case without accents, for matching ("Öffnungszeiten" ~ "offnungszeiten"). */
export function normalizeForMatch(text: string, lang: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(lang).replace(/ß/g, 'ss');
}

/**
 * The entries of the directory topic sorted by title in the language's
 * collation. `toText` turns the description's HTML into plain text.
 */
export function directoryEntries(
  items: readonly ContentItem[],
  lang: string,
  toText: (html: string) => string,
): DirectoryEntry[] {
  const { sort } = collatorsOf(lang);
  return [...items]
    .sort((a, b) => sort.compare(leadingText(a.title), leadingText(b.title)))
    .map((item) => ({
      item,
      letter: letterOf(item.title, lang),
      haystack: normalizeForMatch(
        [
          item.title,
          item.description ? toText(item.description) : '',
          ...(item.tags ?? []),
          item.streetAddress,
          item.addressLocality,
        ]
          .filter(Boolean)
          .join(' '),
        lang,
      ),
    }));
}

/**
 * The entries matching a keyword search: every word of the term occurs in
 * the entry's title, text, tags or address, ignoring case and accents.
 */
export function filterEntries(
  entries: readonly DirectoryEntry[],
  term: string,
  lang: string,
): DirectoryEntry[] {
  const words = normalizeForMatch(term, lang).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const textWords = entry.haystack.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return words.every((word) => forgivingMatch(entry.haystack, textWords, word));
  });
}

/**
 * Whether a typed word matches an entry's text: as typed (anywhere, as
 * before), by a synonym ("wifi" → "wlan"), or as the start of one of its
 * words with the typos its length allows ("wlna", "saunna").
 */
function forgivingMatch(haystack: string, textWords: readonly string[], word: string): boolean {
  if (haystack.includes(word)) return true;
  if (searchSynonymsOf(word).some((synonym) => haystack.includes(synonym))) return true;
  return typosAllowedIn(word) > 0 && textWords.some((text) => matchesWordStart(word, text));
}

/** The entries of one letter. */
export interface LetterGroup {
  letter: string;
  entries: DirectoryEntry[];
}

/**
 * The index: every letter of the alphabet (empty ones too, shown disabled),
 * then Latin letters that only entries use, then {@link OTHER_LETTER} when
 * an entry needs it. Entries keep their sorted order.
 */
export function groupByLetter(entries: readonly DirectoryEntry[], lang: string): LetterGroup[] {
  const alphabet = alphabetOf(lang);
  const groups = new Map<string, DirectoryEntry[]>(alphabet.map((letter) => [letter, []]));
  const extra = new Set<string>();
  for (const entry of entries) {
    if (!groups.has(entry.letter)) {
      groups.set(entry.letter, []);
      if (entry.letter !== OTHER_LETTER) extra.add(entry.letter);
    }
    groups.get(entry.letter)!.push(entry);
  }
  const order = [
    ...alphabet,
    ...[...extra].sort(collatorsOf(lang).sort.compare),
    ...(groups.has(OTHER_LETTER) ? [OTHER_LETTER] : []),
  ];
  return order.map((letter) => ({ letter, entries: groups.get(letter) ?? [] }));
}
