// The generated corpus of the search benchmark: 5,000 content items of
// German-like words and places and the queries typed at them (prefixes,
// typos, several words), from a seeded random source so that every run
// measures the same data.
import type { SearchSourceItem, SearchSourceTopic } from '../src/features/search/search-index.ts';

export const ITEM_COUNT = 5_000;
export const TOPIC_COUNT = 20;
export const QUERY_COUNT = 600;
export const SEED = 20_260_404;

/** mulberry32: a small seeded PRNG, so every run measures the same data. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = createRandom(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const pickSome = <T>(list: readonly T[], min: number, max: number): T[] => {
  const count = min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, () => pick(list));
};

// Words as the demo projects use them: Alpine German (many compounds) with
// some English; a vocabulary of several thousand words whose use follows
// Zipf's law, as real texts do (a few words everywhere, most words rare).
const FIRST_PARTS = [
  'Berg',
  'See',
  'Wald',
  'Alm',
  'Dorf',
  'Schnee',
  'Sonnen',
  'Winter',
  'Sommer',
  'Kinder',
  'Familien',
  'Wein',
  'Käse',
  'Brot',
  'Kräuter',
  'Wasser',
  'Eis',
  'Ski',
  'Rad',
  'Reit',
  'Golf',
  'Kletter',
  'Wander',
  'Bade',
  'Fisch',
  'Holz',
  'Stein',
  'Burg',
  'Schloss',
  'Kirchen',
  'Markt',
  'Bauern',
  'Hütten',
  'Tal',
  'Gipfel',
  'Quell',
  'Moor',
  'Blumen',
  'Fackel',
  'Laternen',
  'Advent',
  'Oster',
  'Rodel',
  'Langlauf',
  'Schneeschuh',
  'Kutschen',
  'Boots',
  'Yoga',
  'Wellness',
  'Sauna',
];
const SECOND_PARTS = [
  'weg',
  'tour',
  'hütte',
  'bahn',
  'platz',
  'markt',
  'garten',
  'haus',
  'stube',
  'schule',
  'kurs',
  'fest',
  'führung',
  'wanderung',
  'runde',
  'steig',
  'see',
  'bad',
  'museum',
  'hof',
  'alm',
  'verleih',
  'laden',
  'keller',
  'kapelle',
  'brücke',
  'blick',
  'pfad',
  'spiel',
  'abend',
  'fahrt',
  'konzert',
  'verkostung',
  'werkstatt',
  'zauber',
  'wiese',
  'quelle',
  'loipe',
  'park',
  'treff',
];
const SYLLABLES = [
  'lär',
  'mir',
  'tann',
  'zell',
  'kap',
  'saal',
  'filz',
  'wer',
  'wag',
  'flach',
  'rau',
  'gast',
  'söll',
  'kitz',
  'mayr',
  'alp',
  'leo',
  'lo',
  'un',
  'ried',
  'hall',
  'hof',
  'grub',
  'lind',
  'brand',
  'eck',
];
const PLACE_ENDINGS = ['ach', 'au', 'bach', 'berg', 'dorf', 'hofen', 'ing', 'wald', 'stein', 'see'];
const PLACE_PREFIXES = ['', '', '', 'Ober', 'Unter', 'Hinter', 'St. ', 'Bad '];
const ADJECTIVES = [
  'geführte',
  'gemütliche',
  'familienfreundliche',
  'historische',
  'sonnige',
  'romantische',
  'leichte',
  'anspruchsvolle',
  'traditionelle',
  'neue',
  'kleine',
  'große',
  'stille',
  'alte',
  'regionale',
  'hausgemachte',
  'beliebte',
  'urige',
  'moderne',
  'herrliche',
  'gesunde',
  'frische',
];
const FUNCTION_WORDS = [
  'der',
  'die',
  'das',
  'und',
  'mit',
  'für',
  'im',
  'am',
  'auf',
  'zum',
  'zur',
  'bei',
  'von',
  'ein',
  'eine',
  'ist',
  'sind',
  'auch',
  'nach',
  'über',
  'vom',
  'bis',
  'sie',
  'wir',
  'uns',
  'ihre',
  'the',
  'and',
  'with',
  'for',
  'guided',
  'tour',
  'open',
  'daily',
  'view',
  'families',
];
const TAGS = [
  'family',
  'outdoor',
  'dining',
  'wellness',
  'culture',
  'service',
  'health',
  'sport',
  'winter',
  'summer',
  'kids',
  'rain',
  'market',
  'music',
  'shopping',
  'transport',
];
const STREETS = ['Dorfstraße', 'Seestraße', 'Marktplatz', 'Kirchgasse', 'Almweg', 'Bahnhofstraße'];
const TYPES = ['ACTIVITY', 'EVENT', 'POI', 'INFO'] as const;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const NOUNS = FIRST_PARTS.flatMap((first) => SECOND_PARTS.map((second) => first + second)).sort(
  () => random() - 0.5,
);
const PLACES = Array.from(
  new Set(
    Array.from({ length: 600 }, () => {
      const root = capitalise(pick(SYLLABLES) + (random() < 0.5 ? pick(SYLLABLES) : ''));
      return pick(PLACE_PREFIXES) + root + pick(PLACE_ENDINGS);
    }),
  ),
);

/**
 * Zipf–Mandelbrot pick: the word at rank r is chosen with weight
 * 1 / (r + 20). Content words follow this curve below the function words,
 * so the most common noun is in about one item in ten, as in real texts.
 */
const ZIPF_OFFSET = 20;
function zipf<T>(list: readonly T[]): T {
  const n = list.length;
  const u = random();
  const rank =
    Math.floor(ZIPF_OFFSET * Math.exp(u * Math.log((n + ZIPF_OFFSET) / ZIPF_OFFSET))) - ZIPF_OFFSET;
  return list[Math.min(n - 1, Math.max(0, rank))]!;
}

function sentence(place: string): string {
  const words = Array.from({ length: 6 + Math.floor(random() * 10) }, () => {
    const r = random();
    if (r < 0.45) return pick(FUNCTION_WORDS);
    if (r < 0.75) return zipf(NOUNS);
    if (r < 0.9) return pick(ADJECTIVES);
    return random() < 0.5 ? place : zipf(PLACES);
  });
  return `${capitalise(words.join(' '))}.`;
}

function generateItem(index: number): SearchSourceItem {
  const noun = zipf(NOUNS);
  const place = zipf(PLACES);
  const title =
    random() < 0.6
      ? `${capitalise(pick(ADJECTIVES))} ${noun} in ${place}`
      : `${noun} ${random() < 0.5 ? 'am' : 'beim'} ${zipf(NOUNS)}`;
  const sentences = Array.from({ length: 2 + Math.floor(random() * 4) }, () => sentence(place));
  return {
    id: `item-${index}`,
    type: pick(TYPES),
    title,
    description: `<p>${sentences.join(' ')}</p><p><strong>${place}</strong> &amp; ${noun}</p>`,
    tags: pickSome(TAGS, 1, 3),
    streetAddress: `${pick(STREETS)} ${1 + Math.floor(random() * 60)}`,
    postalCode: String(5_000 + Math.floor(random() * 4_000)),
    addressLocality: place,
  };
}

export function generateTopics(): SearchSourceTopic[] {
  const topics: SearchSourceTopic[] = Array.from({ length: TOPIC_COUNT }, (_, i) => ({
    id: `topic-${i}`,
    title: `${capitalise(pick(ADJECTIVES))} ${pick(NOUNS)}`,
    items: [] as SearchSourceItem[],
  }));
  for (let i = 0; i < ITEM_COUNT; i++) {
    (topics[i % TOPIC_COUNT]!.items as SearchSourceItem[]).push(generateItem(i));
  }
  return topics;
}

/** A one-letter typo: swap, drop or double a letter in the middle of the word. */
function typo(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

/** What a guest types: a word chosen as often as it occurs in the texts. */
const typedWord = () => (random() < 0.75 ? zipf(NOUNS) : zipf(PLACES)).toLowerCase();

/** Queries as guests type them, in equal parts. */
export function generateQueries(): { kind: string; query: string }[] {
  const makers = [
    // typing: the first 2–6 letters of a word (the app searches from 2)
    () => ({ kind: 'prefix', query: typedWord().slice(0, 2 + Math.floor(random() * 5)) }),
    // a whole word with a typo
    () => ({ kind: 'fuzzy', query: typo(typedWord()) }),
    // two or three words, the last one still being typed
    () => {
      const parts = Array.from({ length: 2 + Math.floor(random() * 2) }, typedWord);
      const last = parts.pop()!;
      return {
        kind: 'multi-word',
        query: [...parts, last.slice(0, 3 + Math.floor(random() * 3))].join(' '),
      };
    },
    // the inner part of a compound ("markt" in "Bauernmarkt")
    () => ({ kind: 'compound', query: pick(SECOND_PARTS) }),
  ];
  return Array.from({ length: QUERY_COUNT }, (_, i) => makers[i % makers.length]!());
}
