// Reading a machine-readable zone out of an OCR's text (ICAO Doc 9303): the
// Doc 9303 specimen and generated passports and ID cards fill the form; a
// filler run the OCR got wrong is set back; a failed check digit names the
// field and fills nothing; no zone is no zone.
import { describe, expect, it } from 'vitest';
import { checkDigit, td1, td3, type MrzPerson } from './mrz-make.ts';
import { oneApart, readMrz } from './mrz-read.ts';
import { fitLine } from './mrz-repair.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const LENA: MrzPerson = {
  issuer: 'D',
  nationality: 'D',
  lastName: 'Mustermann',
  firstName: 'Erika Lena',
  documentNumber: 'C01X00T47',
  birth: '830812',
  sex: 'F',
  expiry: '310101',
};

describe('reading a machine-readable zone', () => {
  it('computes check digits as Doc 9303 does (its specimen)', () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('120415')).toBe('9');
  });

  it('fills the form from a passport, the page’s other text around it', () => {
    const [l1, l2] = td3(LENA);
    const page = 'REISEPASS PASSPORT\nBundesrepublik Deutschland\nMUSTERMANN\nERIKA LENA\n';
    const reading = readMrz(`${page}${l1}\n${l2}\n`, NOW);
    expect(reading).toEqual({
      ok: true,
      format: 'TD3',
      unsure: [],
      values: {
        doc_type: 'passport',
        doc_id: 'C01X00T47',
        last_name: 'MUSTERMANN',
        first_name: 'ERIKA LENA',
        gender: 'female',
        nationality: 'DE',
        issue_country: 'DE',
        date_of_birth: '1983-08-12',
        effective_date: '2031-01-01',
      },
    });
  });

  it('fills the form from an ID card (three lines of 30)', () => {
    const lines = td1({ ...LENA, issuer: 'AUT', nationality: 'AUT', birth: '050220', sex: 'M' });
    const reading = readMrz(lines.join('\n'), NOW);
    expect(reading).toMatchObject({
      ok: true,
      format: 'TD1',
      values: {
        doc_type: 'id_card',
        nationality: 'AT',
        gender: 'male',
        date_of_birth: '2005-02-20',
      },
    });
  });

  it('sets a filler run the OCR shortened back to the line’s length, and takes O for 0, A for 4 where only digits stand', () => {
    const [l1, l2] = td3(LENA);
    const ocr = `${l1.replace('<<<<<<<<', '<<<<')}\n${l2.replace('830812', '83O812').slice(0, 43)}A`;
    expect(readMrz(ocr, NOW)).toMatchObject({ ok: true, values: { date_of_birth: '1983-08-12' } });
    expect(fitLine('AB<<<<C', 9)).toBe('AB<<<<<<C');
    expect(fitLine('AB<<<<C', 5)).toBe('AB<<C');
  });

  it('a name the printed page does not show is filled but marked for checking (no check digit covers it)', () => {
    const [l1, l2] = td3({ ...LENA, lastName: 'Kowalski' });
    const misread = l1.replace('KOWALSKI', 'KONALSKI');
    expect(readMrz(`KOWALSKI\nERIKA LENA\n${misread}\n${l2}`, NOW)).toMatchObject({
      ok: true,
      // The printed word it nearly is, and still marked for checking.
      values: { last_name: 'KOWALSKI' },
      unsure: ['last_name'],
    });
  });

  it('takes Germany’s one-letter code back when the OCR read its D as a zero', () => {
    const [l1, l2] = td3(LENA);
    const ocr = `P<0${l1.slice(3)}\n${l2.slice(0, 10)}0${l2.slice(11)}`;
    expect(readMrz(ocr, NOW)).toMatchObject({
      ok: true,
      values: { nationality: 'DE', issue_country: 'DE' },
    });
  });

  it('takes a digit in a state’s code for the letter that makes it a state (NL0 is NLD)', () => {
    const [l1, l2] = td3({ ...LENA, issuer: 'NLD', nationality: 'NLD' });
    const ocr = `${l1.replace('NLD', 'N1D')}\n${l2.slice(0, 12)}0${l2.slice(13)}`;
    expect(readMrz(ocr, NOW)).toMatchObject({
      ok: true,
      values: { nationality: 'NL', issue_country: 'NL' },
    });
  });

  it('drops a speck read beside a line and a mark after the names’ end', () => {
    const [a, b, c] = td1({ ...LENA, lastName: 'Smith', firstName: 'Oliver James' });
    const ocr = `M ${a}\n${b} V\nSMITH<<OLIVER<JAMES<<<<I<<<<<<`;
    expect(c).toBe('SMITH<<OLIVER<JAMES<<<<<<<<<<<');
    expect(readMrz(ocr, NOW)).toMatchObject({
      ok: true,
      values: { last_name: 'SMITH', first_name: 'OLIVER JAMES' },
    });
  });

  it('confirms names by an earlier reading’s printed words, one typing apart at most', () => {
    const [l1, l2] = td3({ ...LENA, lastName: 'Smith', firstName: 'Oliver' });
    const zoneOnly = `${l1.replace('SMITH', 'SMITI')}\n${l2}`;
    const reading = readMrz(zoneOnly, NOW, ['PASSPORT\nSMITH\nOLIVER\n']);
    expect(reading).toMatchObject({
      ok: true,
      values: { last_name: 'SMITH', first_name: 'OLIVER' },
      unsure: ['last_name'],
    });
    expect(readMrz(`${l1}\n${l2}`, NOW, ['SMITH OLIVER'])).toMatchObject({ unsure: [] });
    expect([oneApart('LOPEI', 'LOPEZ'), oneApart('AMES', 'JAMES'), oneApart('AB', 'BA')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a failed check digit names the field to check and fills nothing', () => {
    const [l1, l2] = td3(LENA);
    const wrong = `${l1}\n${l2.slice(0, 13)}830813${l2.slice(19)}`;
    expect(readMrz(wrong, NOW)).toEqual({ ok: false, reason: 'check', fields: ['date_of_birth'] });
  });

  it('no zone in the text is unreadable', () => {
    expect(readMrz('A photo of a cat\nwithout any zone', NOW)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
