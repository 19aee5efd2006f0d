import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  indexTerms,
  isSearchableQuery,
  normalizeTerm,
  searchIndexOptions,
  searchDocumentsOf,
  searchIndex,
  stripHtml,
  type SearchSourceTopic,
} from './search-index.ts';

const topics: SearchSourceTopic[] = [
  {
    id: 'hiking',
    title: 'Wandern',
    items: [
      {
        id: 'lake-walk',
        type: 'ACTIVITY',
        title: 'Rundweg zum Lärchsee',
        description: '<p>Leichte <strong>Wanderung</strong> für Familien &amp; Kinder.</p>',
        tags: ['family'],
        streetAddress: 'Dorfstraße 14',
        postalCode: '6299',
        addressLocality: 'Lärchwald',
      },
      {
        id: 'snowshoe',
        type: 'EVENT',
        title: 'Geführte Schneeschuhwanderung',
        description: 'Mit Sepp durch den Winterwald.',
        tags: ['outdoor'],
        addressLocality: 'Lärchwald',
      },
    ],
  },
  {
    id: 'food',
    title: 'Kulinarik',
    items: [
      {
        id: 'cheese',
        type: 'POI',
        title: 'Käserei Hofer',
        description: 'Bergkäse und <em>Butter</em> vom Hof. Im Café gibt es Kuchen.',
        tags: ['dining'],
        streetAddress: 'Almweg 3',
        postalCode: '6290',
        addressLocality: 'Mayrhofen',
      },
      {
        id: 'farm-market',
        type: 'EVENT',
        title: 'Bauernmarkt am Freitag',
        description: 'Brot, Speck und Käse aus dem Tal.',
        addressLocality: 'Mirnach',
      },
    ],
  },
];

const index = createSearchIndex(searchDocumentsOf(topics));
const ids = (query: string) => searchIndex(index, query).map((hit) => hit.itemId);

describe('the search documents', () => {
  it('strip the HTML of descriptions and decode entities', () => {
    expect(stripHtml('<p>Leichte <strong>Wanderung</strong> für Familien &amp; Kinder.</p>')).toBe(
      'Leichte Wanderung für Familien & Kinder.',
    );
    expect(stripHtml('a<script>alert(1)</script>b<style>p{}</style>&#x41;&#66;&nbsp;c')).toBe(
      'a b AB c',
    );
  });

  it('index title, description, address and tags of every item of every topic', () => {
    const [first] = searchDocumentsOf(topics);
    expect(first).toMatchObject({
      itemId: 'lake-walk',
      topicId: 'hiking',
      title: 'Rundweg zum Lärchsee',
      description: 'Leichte Wanderung für Familien & Kinder.',
      address: 'Dorfstraße 14 6299 Lärchwald',
      tags: 'family',
    });
    expect(searchIndexOptions('de').fields).toEqual([
      'title',
      'description',
      'address',
      'tags',
      'parts',
    ]);
    expect(searchDocumentsOf(topics)).toHaveLength(4);
  });

  it('treat accents and case alike and split compounds into their endings', () => {
    expect(normalizeTerm('Käserei')).toBe('kaserei');
    expect(normalizeTerm('CAFÉ')).toBe('cafe');
    // The word itself is indexed in the title; its ends in a field of their own.
    expect(indexTerms('Lärchsee')).toEqual(['archsee', 'rchsee', 'chsee', 'hsee', 'see']);
    expect(indexTerms('Tal')).toEqual([]);
  });
});

describe('the search (MiniSearch, fuzzy and prefix)', () => {
  it('finds a word from its first letters (prefix)', () => {
    expect(ids('Käs')).toEqual(expect.arrayContaining(['cheese', 'farm-market']));
    expect(ids('rundw')).toEqual(['lake-walk']);
  });

  it('finds a word with a typo (fuzzy 0.2)', () => {
    expect(ids('Wandrung')).toContain('lake-walk');
    expect(ids('Bauernmakt')).toEqual(['farm-market']);
  });

  it('ignores accents and case', () => {
    expect(ids('kaserei')).toEqual(['cheese']);
    expect(ids('CAFE')).toEqual(['cheese']);
    expect(ids('larchsee')).toEqual(['lake-walk']);
  });

  it('finds the inner part of a compound title', () => {
    expect(ids('see')).toContain('lake-walk');
    expect(ids('markt')).toEqual(['farm-market']);
    expect(ids('wanderung')).toEqual(expect.arrayContaining(['lake-walk', 'snowshoe']));
  });

  it('searches the address and the tags', () => {
    expect(ids('Almweg')).toEqual(['cheese']);
    expect(ids('6299')).toEqual(['lake-walk']);
    expect(ids('dining')).toEqual(['cheese']);
  });

  it('needs every word of the query to match; when no entry has all, those with some come', () => {
    expect(ids('Käse Mirnach')).toEqual(['farm-market']);
    // Nothing has cheese in Lärchwald: the cheese and the Lärchwald entries, not nothing.
    expect(ids('Käse Lärchwald')).toEqual(
      expect.arrayContaining(['cheese', 'farm-market', 'lake-walk', 'snowshoe']),
    );
  });

  it('ranks a match in the title above a match in the text', () => {
    expect(ids('Käse')).toEqual(['cheese', 'farm-market']);
  });

  it('searches from two letters; two letters match the start of title words only', () => {
    expect(isSearchableQuery('k')).toBe(false);
    expect(isSearchableQuery(' k ')).toBe(false);
    expect(ids('k')).toEqual([]);
    expect(isSearchableQuery('ka')).toBe(true);
    // "mi" is in "Mirnach" (address) and "Familien" (text), but starts no title word.
    expect(ids('mi')).toEqual([]);
    expect(ids('Ba')).toEqual(['farm-market']);
  });

  it('returns the stored fields a result needs', () => {
    expect(searchIndex(index, 'Käserei')[0]).toMatchObject({
      itemId: 'cheese',
      topicId: 'food',
      type: 'POI',
      title: 'Käserei Hofer',
      snippet: 'Bergkäse und Butter vom Hof. Im Café gibt es Kuchen.',
      locality: 'Mayrhofen',
    });
  });
});

describe('the snippet under a result', () => {
  it('is the start of the text, cut at a word, with one ellipsis', () => {
    const sentence = 'Mit Fackeln geht es auf dem geräumten Seeweg zum Lärchsee. ';
    const [doc] = searchDocumentsOf([
      {
        id: 't',
        title: 'T',
        items: [{ id: 'x', type: 'EVENT', title: 'X', description: sentence.repeat(5) }],
      },
    ]);
    expect(doc!.snippet.length).toBeLessThanOrEqual(201);
    expect(doc!.snippet).toMatch(/^Mit Fackeln .*[^.\s]…$/);
  });
});
