import type { ContentItem, Topic } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import {
  alphabetOf,
  directoryEntries,
  filterEntries,
  findDirectoryTopic,
  groupByLetter,
  letterOf,
  OTHER_LETTER,
} from './directory-index.ts';

const info = (id: string, title: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  id,
  type: 'INFO',
  title,
  ...extra,
});
const plain = (html: string) => html.replace(/<[^>]*>/g, '');
const titles = (entries: { item: ContentItem }[]) => entries.map((e) => e.item.title);

describe('the directory topic', () => {
  const topic = (id: string, items: ContentItem[]): Topic => ({ id, title: id, items });

  it("is the topic with the id 'directory'", () => {
    const topics = [topic('hotel', [info('a', 'A')]), topic('directory', [info('b', 'B')])];
    expect(findDirectoryTopic(topics)?.id).toBe('directory');
  });

  it('else the first topic whose items are all INFO', () => {
    const topics = [
      topic('hiking', [{ ...info('a', 'A'), type: 'ACTIVITY' }]),
      topic('empty', []),
      topic('good-to-know', [info('b', 'B'), info('c', 'C')]),
    ];
    expect(findDirectoryTopic(topics)?.id).toBe('good-to-know');
    expect(findDirectoryTopic([topics[0]!])).toBeUndefined();
  });
});

describe('letters of the A–Z index, by the collation of the language', () => {
  it('German: umlauts file under their base letter, digits under #', () => {
    expect(letterOf('Öffnungszeiten', 'de')).toBe('O');
    expect(letterOf('Übernachtung', 'de')).toBe('U');
    expect(letterOf('ärztlicher Notdienst', 'de')).toBe('A');
    expect(letterOf('24-Stunden-Rezeption', 'de')).toBe(OTHER_LETTER);
    expect(letterOf('„WLAN“', 'de')).toBe('W');
  });

  it('Croatian: Č, Ć, Š, Ž and the digraphs Lj, Nj, Dž are letters of their own', () => {
    expect(alphabetOf('hr')).toContain('Lj');
    expect(letterOf('Ljekarna Mirnsee', 'hr')).toBe('Lj');
    expect(letterOf('Lokalni autobus', 'hr')).toBe('L');
    expect(letterOf('Čistoća', 'hr')).toBe('Č');
    expect(letterOf('Najam bicikala', 'hr')).toBe('N');
    expect(letterOf('Njega djece', 'hr')).toBe('Nj');
  });

  it('Spanish has Ñ; Russian has the Cyrillic alphabet, Latin names keep their letter', () => {
    expect(letterOf('Ñandú', 'es')).toBe('Ñ');
    expect(letterOf('Niños', 'es')).toBe('N');
    expect(alphabetOf('ru')[0]).toBe('А');
    expect(letterOf('Аптека «Мирнзее»', 'ru')).toBe('А');
    expect(letterOf('Ёлка', 'ru')).toBe('Е');
    expect(letterOf('WLAN', 'ru')).toBe('W');
  });
});

describe('entries sorted, grouped and filtered', () => {
  const items = [
    info('wifi', 'WLAN', { description: '<p>Netz <b>Alpenrose-Gast</b>, kein Passwort.</p>' }),
    info('oil', 'Ölmassage', { tags: ['wellness'] }),
    info('doctor', 'Arzt', {
      description: 'Dr. Müller, Dorfplatz 3',
      addressLocality: 'Lärchwald',
    }),
    info('office', 'Ortsplan'),
    info('24h', '24-Stunden-Rezeption'),
    info('cafe', 'Café am Platz'),
  ];
  const entries = directoryEntries(items, 'de', plain);

  it('sorts by title in the language’s collation (Ö with O, é with e)', () => {
    expect(titles(entries)).toEqual([
      '24-Stunden-Rezeption',
      'Arzt',
      'Café am Platz',
      'Ölmassage',
      'Ortsplan',
      'WLAN',
    ]);
  });

  it('groups by letter: the whole alphabet, empty letters included, # last', () => {
    const groups = groupByLetter(entries, 'de');
    expect(groups.map((g) => g.letter)).toEqual([...alphabetOf('de'), OTHER_LETTER]);
    const of = (letter: string) => titles(groups.find((g) => g.letter === letter)!.entries);
    expect(of('O')).toEqual(['Ölmassage', 'Ortsplan']);
    expect(of('B')).toEqual([]);
    expect(of(OTHER_LETTER)).toEqual(['24-Stunden-Rezeption']);
  });

  it('filters by keyword in title, text, tags and address, ignoring case and accents', () => {
    expect(titles(filterEntries(entries, 'wlan', 'de'))).toEqual(['WLAN']);
    expect(titles(filterEntries(entries, 'passwort', 'de'))).toEqual(['WLAN']);
    expect(titles(filterEntries(entries, 'olmassage', 'de'))).toEqual(['Ölmassage']);
    expect(titles(filterEntries(entries, 'CAFE', 'de'))).toEqual(['Café am Platz']);
    // "ue" for "ü" is one typo away: forgiven.
    expect(titles(filterEntries(entries, 'mueller', 'de'))).toEqual(['Arzt']);
    expect(titles(filterEntries(entries, 'müller lärchwald', 'de'))).toEqual(['Arzt']);
    expect(titles(filterEntries(entries, 'WELLNESS', 'de'))).toEqual(['Ölmassage']);
    expect(filterEntries(entries, '  ', 'de')).toHaveLength(entries.length);
  });

  it('forgives: swapped or doubled letters, and synonyms', () => {
    expect(titles(filterEntries(entries, 'wlna', 'de'))).toEqual(['WLAN']);
    expect(titles(filterEntries(entries, 'wifi', 'de'))).toEqual(['WLAN']);
    expect(titles(filterEntries(entries, 'internet', 'de'))).toEqual(['WLAN']);
    expect(titles(filterEntries(entries, 'Olmasage', 'de'))).toEqual(['Ölmassage']);
    // Short words stay exact: "xyz" finds nothing.
    expect(filterEntries(entries, 'xyz', 'de')).toEqual([]);
  });
});
