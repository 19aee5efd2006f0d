// The Alloggiati Web record per the published layout: each field at its
// position and length, 168 characters; family members without document;
// names as the portal takes them; the code tables' lookups; a check-in
// turned into records, or into the problems staff must correct.
import type { CheckinGuestData } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { alloggiatiGuests, recordDays } from './alloggiati-guests.ts';
import {
  ALLOGGIATI_LAYOUT,
  alloggiatiRecord,
  readAlloggiatiRecord,
  recordName,
} from './alloggiati-record.ts';
import { alloggiatiTables, ITALY_STATE } from './code-tables.ts';

const tables = alloggiatiTables();
const GERMANY = '100000216';
const BOLZANO = '404021008';

describe('the Alloggiati Web record', () => {
  it('lays the fields out end to end: 168 characters, each at its published position', () => {
    let at = 0;
    for (const { from, length } of ALLOGGIATI_LAYOUT) {
      expect(from).toBe(at);
      at += length;
    }
    expect(at).toBe(168);
  });

  it('writes a single guest born abroad: blank municipality and province, the document', () => {
    const line = alloggiatiRecord({
      guestType: '16',
      arrival: '2026-12-05',
      days: 3,
      lastName: 'Müller-Lüdenscheidt',
      firstName: 'Jörg',
      sex: 'male',
      birthDate: '1980-02-29',
      birthState: GERMANY,
      citizenship: GERMANY,
      document: { type: 'PASOR', number: 'c01x00t47', place: GERMANY },
    });
    expect(line).toHaveLength(168);
    expect(line.slice(0, 14)).toBe('1605/12/202603');
    expect(line.slice(14, 64)).toBe('MULLER LUDENSCHEIDT'.padEnd(50));
    expect(line.slice(64, 94)).toBe('JORG'.padEnd(30));
    expect(line.slice(94, 105)).toBe('129/02/1980');
    expect(line.slice(105, 116)).toBe(' '.repeat(11));
    expect(line.slice(116, 134)).toBe(`${GERMANY}${GERMANY}`);
    expect(line.slice(134, 168)).toBe(`PASOR${'C01X00T47'.padEnd(20)}${GERMANY}`);
  });

  it('writes a family member born in Italy with municipality and province, and 34 blanks for the document', () => {
    const line = alloggiatiRecord({
      guestType: '19',
      arrival: '2026-12-05',
      days: 30,
      lastName: "D'Angelo",
      firstName: 'Maria Luisa',
      sex: 'female',
      birthDate: '2015-07-01',
      birthComune: { code: BOLZANO, province: 'BZ' },
      birthState: ITALY_STATE,
      citizenship: ITALY_STATE,
      document: { type: 'IDENT', number: 'X', place: BOLZANO },
    });
    const fields = readAlloggiatiRecord(line)!;
    expect(fields).toMatchObject({
      guestType: '19',
      days: '30',
      lastName: "D'ANGELO",
      sex: '2',
      birthComune: BOLZANO,
      birthProvince: 'BZ',
      birthState: ITALY_STATE,
      documentType: '',
    });
    expect(line.slice(134)).toBe(' '.repeat(34));
    expect(readAlloggiatiRecord(`${line} `)).toBeNull();
  });

  it('takes names in Latin letters only: accents and ligatures transliterated, Cyrillic refused', () => {
    expect(recordName('  Ærøskøbing  Straße ')).toBe('AEROSKOBING STRASSE');
    expect(recordName('Đurić')).toBe('DURIC');
    expect(recordName('O’Brien')).toBe("O'BRIEN");
    expect(recordName('Иванов')).toBeUndefined();
  });
});

describe('the code tables', () => {
  it('finds states by ISO code, including names Italian usage spells otherwise', () => {
    expect(tables.stateOfIso('it')).toBe(ITALY_STATE);
    expect(tables.stateOfIso('DE')).toBe(GERMANY);
    expect(tables.stateOfIso('US')).toBe('100000536');
    expect(tables.stateOfIso('RU')).toBe('100000245');
    expect(tables.stateOfIso('ZZ')).toBeUndefined();
  });

  it('finds a municipality by name, with the province where two share it, valid at the date', () => {
    expect(tables.findComune('Bolzano', '2026-12-05')?.code).toBe(BOLZANO);
    expect(tables.findComune('bressanone', '2026-12-05')).toMatchObject({ province: 'BZ' });
    // Abbadia Cerreto moved from Milan's province to Lodi's in 1992: the old code ended then.
    expect(tables.findComune('Abbadia Cerreto (MI)', '1990-01-01')?.code).toBe('403015699');
    expect(tables.findComune('Abbadia Cerreto (MI)', '2000-01-01')).toBeUndefined();
    expect(tables.findComune('Abbadia Cerreto', '2000-01-01')?.province).toBe('LO');
    expect(tables.findComune('Atlantis', '2000-01-01')).toBeUndefined();
    expect(tables.searchComuni('meran', '2026-12-05').map((c) => c.name)).toContain('MERANO');
  });
});

describe('a check-in as records', () => {
  const stay = { arrival: '2026-12-05', departure: '2026-12-08' };
  const family: CheckinGuestData = {
    stay: {},
    main: {
      first_name: 'Anna',
      last_name: 'Berger',
      gender: 'female',
      date_of_birth: '1985-03-14',
      nationality: 'AT',
      birth_country: 'IT',
      birth_place: 'Merano',
      document: { doc_type: 'id_card', doc_id: 'P1234567' },
    },
    accompanying: [
      {
        first_name: 'Lukas',
        last_name: 'Berger',
        gender: 'male',
        date_of_birth: '2016-06-01',
        nationality: 'AT',
        birth_country: 'AT',
      },
    ],
  };

  it('makes the main guest head of family, the companion a family member; the document issued by the nationality’s state', () => {
    const { guests, problems } = alloggiatiGuests(family, stay, tables);
    expect(problems).toEqual([]);
    expect(guests.map((g) => g?.guestType)).toEqual(['17', '19']);
    expect(guests[0]).toMatchObject({
      days: 3,
      birthComune: { code: '404021051', province: 'BZ' },
      document: { type: 'IDENT', number: 'P1234567', place: '100000203' },
    });
    expect(guests[1]?.document).toBeUndefined();
  });

  it('names each field that cannot be written, per guest, and writes no record for them', () => {
    const { guests, problems } = alloggiatiGuests(
      {
        ...family,
        main: { ...family.main, birth_place: 'Atlantis', gender: 'diverse' },
        accompanying: [{ ...family.accompanying[0]!, last_name: 'Берг' }],
      },
      stay,
      tables,
    );
    expect(guests).toEqual([null, null]);
    expect(problems.map((p) => [p.guest, p.field])).toEqual([
      [0, 'gender'],
      [0, 'birth_place'],
      [1, 'last_name'],
    ]);
  });

  it('counts the stay in days, at least one and at most thirty per record', () => {
    expect(recordDays({ arrival: '2026-12-05', departure: '2026-12-05' })).toBe(1);
    expect(recordDays({ arrival: '2026-12-05', departure: '2027-02-05' })).toBe(30);
  });
});
