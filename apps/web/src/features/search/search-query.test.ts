// How a guest's words find what they mean (search-query.ts), on a small
// German hotel: function words are not searched, typos never reach a
// shorter word, compounds split and join, the chatbot's concepts serve as
// synonyms, and a query no entry fully answers still answers every word.
import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  searchDocumentsOf,
  searchIndex,
  type SearchSourceItem,
} from './search-index.ts';

const item = (id: string, title: string, description = ''): SearchSourceItem => ({
  id,
  type: 'POI',
  title,
  description,
});

const topics = [
  {
    id: 'hotel',
    title: 'Hotel',
    items: [
      item('pets', 'Haustiere', 'Hunde sind willkommen, 15 € pro Nacht.'),
      item('checkout', 'Check-out', 'Am Abreisetag bitte bis 11 Uhr das Zimmer räumen.'),
      item('fitness', 'Fitnessraum', 'Laufband und Hanteln, täglich offen.'),
      item('skibus', 'Skibus', 'Hält alle 20 Minuten vor dem Haus.'),
    ],
  },
  {
    id: 'region',
    title: 'Region',
    items: [
      item('rental', 'Sport Gruber – Ski- und Radverleih', 'Ski, Schuhe und Räder für jeden.'),
      item('pizza', 'Pizzeria Da Toni', 'Holzofen und Nudeln.'),
      item('climbing', 'Kletterhalle Vertikal', 'Bouldern und Seilklettern.'),
      item('lake', 'Rundweg zum Lärchsee', 'Eine Stunde am Ufer entlang.'),
    ],
  },
];

const index = createSearchIndex(searchDocumentsOf(topics), 'de');
const ids = (query: string) => searchIndex(index, query).map((hit) => hit.itemId);

describe('the guest search (what a word finds)', () => {
  it('does not search function words: "hund" finds the pets, never the "und" of a title', () => {
    expect(ids('hund')).toEqual(['pets']);
  });

  it('forgives no typo in words under four letters', () => {
    // "bis" is not "bus", though one letter apart.
    expect(ids('bis')).not.toContain('skibus');
    expect(ids('bus')).toContain('skibus');
  });

  it('finds a hyphenated word written as one, and a compound from its parts', () => {
    expect(ids('checkout')[0]).toBe('checkout');
    expect(ids('skiverleih')[0]).toBe('rental');
    expect(ids('schi verleih')).toContain('rental');
  });

  it('opens the last letter and finds the stem: "pizza" the pizzeria, "klettern" the climbing hall', () => {
    expect(ids('pizza')).toEqual(['pizza']);
    expect(ids('klettern')[0]).toBe('climbing');
  });

  it("takes the chatbot's concepts as synonyms, in any language", () => {
    expect(ids('auschecken')).toEqual(['checkout']);
    expect(ids('gym')).toEqual(['fitness']);
    expect(ids('wandrn')).toContain('lake');
  });

  it('answers every word when no entry has them all', () => {
    const hits = ids('bus see');
    expect(hits.slice(0, 2).sort()).toEqual(['lake', 'skibus']);
  });
});
