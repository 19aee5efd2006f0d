// The misspellings and synonyms the search must forgive, on the demo
// hotel's content in German and English: shared by the recall test and
// `npm run bench:search`. Node only (reads the demo models from disk).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createSearchIndex, searchDocumentsOf, searchIndex } from './search-index.ts';
import type { SearchSourceTopic } from './search-index.ts';
import { normalizeTerm, tokenize } from './search-terms.ts';

/** The repository's demo projects (found from where the tests run). */
function projectsDir(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'projects', 'alpenrose')) && dirname(dir) !== dir)
    dir = dirname(dir);
  return join(dir, 'projects');
}

export function demoTopics(lang: 'de' | 'en' | 'hr' | 'ru'): SearchSourceTopic[] {
  const file = join(projectsDir(), 'alpenrose', `model.${lang}.json`);
  const model = JSON.parse(readFileSync(file, 'utf8')) as {
    discover: { topics: SearchSourceTopic[] };
  };
  return model.discover.topics;
}

/** Hand-picked: what guests type for what they look for. */
export const TYPED: Record<'de' | 'en', [query: string, itemId: string][]> = {
  de: [
    ['wifi', 'alp-dir-wifi'],
    ['internet', 'alp-dir-wifi'],
    ['wlna', 'alp-dir-wifi'],
    ['Saunna', 'alp-dir-bathrobe'],
    ['sauna', 'alp-dir-bathrobe'],
    ['Fruhstuck', 'alp-dir-breakfast'],
    ['frühstük', 'alp-dir-breakfast'],
    ['Apoteke', 'alp-dir-pharmacy'],
    ['Doktor', 'alp-dir-doctor'],
    ['Parkplatz', 'alp-dir-parking'],
    ['Handtuch', 'alp-dir-towels'],
    ['Schlitten', 'alp-toboggan'],
    ['Rodelbhan', 'alp-toboggan'],
    ['Massge', 'alp-massage'],
    ['Pizeria', 'alp-pizzeria'],
    ['Kletterhale', 'alp-climbing'],
    ['Schneschuh', 'alp-prog-snowshoe'],
    ['Wasserfal', 'alp-hike-waterfall'],
  ],
  en: [
    ['wlan', 'alp-dir-wifi'],
    ['internet', 'alp-dir-wifi'],
    ['wfii', 'alp-dir-wifi'],
    ['saunna', 'alp-dir-bathrobe'],
    ['breakfst', 'alp-dir-breakfast'],
    ['pharmcy', 'alp-dir-pharmacy'],
    ['chemist', 'alp-dir-pharmacy'],
    ['physician', 'alp-dir-doctor'],
    ['sledge', 'alp-toboggan'],
    ['tobogan', 'alp-toboggan'],
    ['towel', 'alp-dir-towels'],
    ['masage', 'alp-massage'],
    ['waterfal', 'alp-hike-waterfall'],
    ['snowshoes', 'alp-prog-snowshoe'],
    ['cab', 'alp-dir-taxi'],
    ['laundery', 'alp-dir-laundry'],
    ['hiking', 'alp-hike-lake'],
  ],
};

/** Made from the titles: the longest word with one inner letter dropped, and with two swapped. */
export function typoCases(topics: SearchSourceTopic[]): [string, string][] {
  const cases: [string, string][] = [];
  for (const item of topics.flatMap((topic) => topic.items)) {
    const word = tokenize(item.title)
      .map(normalizeTerm)
      .filter((w) => /^\p{L}+$/u.test(w))
      .sort((a, b) => b.length - a.length)[0];
    if (!word || word.length < 6) continue;
    const middle = Math.floor(word.length / 2);
    cases.push([word.slice(0, middle) + word.slice(middle + 1), item.id]);
    cases.push([
      word.slice(0, middle) + word[middle + 1] + word[middle] + word.slice(middle + 2),
      item.id,
    ]);
  }
  return cases;
}

/** Recall over every case: the share found among the first ten hits, and what was missed. */
export function searchRecall(): {
  total: number;
  recall: number;
  typedRecall: number;
  misses: string[];
} {
  const misses: string[] = [];
  let total = 0;
  let typedMisses = 0;
  let typedTotal = 0;
  for (const lang of ['de', 'en'] as const) {
    const topics = demoTopics(lang);
    const index = createSearchIndex(searchDocumentsOf(topics), lang);
    const typed = new Set(TYPED[lang]);
    for (const entry of [...TYPED[lang], ...typoCases(topics)]) {
      const [query, itemId] = entry;
      total++;
      if (typed.has(entry)) typedTotal++;
      const hits = searchIndex(index, query)
        .slice(0, 10)
        .map((hit) => hit.itemId);
      if (hits.includes(itemId)) continue;
      misses.push(`${lang}: "${query}" → ${itemId}`);
      if (typed.has(entry)) typedMisses++;
    }
  }
  return {
    total,
    recall: (total - misses.length) / total,
    typedRecall: (typedTotal - typedMisses) / typedTotal,
    misses,
  };
}
