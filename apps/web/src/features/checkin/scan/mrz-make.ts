// Machine-readable zones written after ICAO Doc 9303 (parts 4 and 5: TD3
// passports, TD1 ID cards), with their check digits (weights 7, 3, 1; A = 10
// … Z = 35, < = 0). For the tests, the benchmark's generated documents and
// the end-to-end fixture — the app itself only reads zones.

export interface MrzPerson {
  /** ICAO state code of the issuer, e.g. `D`, `AUT`, `ITA`. */
  issuer: string;
  nationality: string;
  lastName: string;
  firstName: string;
  documentNumber: string;
  /** YYMMDD. */
  birth: string;
  sex: 'M' | 'F';
  /** YYMMDD. */
  expiry: string;
}

const value = (c: string) =>
  c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 'A'.charCodeAt(0) + 10;

export function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += value(text[i]!) * weights[i % 3]!;
  return String(sum % 10);
}

const field = (text: string, length: number) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '<')
    .padEnd(length, '<')
    .slice(0, length);
const part = (text: string) =>
  text
    .toUpperCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Z]+/g, '<');
const names = (p: MrzPerson, length: number) =>
  `${part(p.lastName)}<<${part(p.firstName)}`.padEnd(length, '<').slice(0, length);

/** A passport's two lines of 44 characters. */
export function td3(p: MrzPerson): [string, string] {
  const line1 = `P<${field(p.issuer, 3)}${names(p, 39)}`;
  const doc = field(p.documentNumber, 9);
  const personal = '<'.repeat(14);
  const parts = [
    doc + checkDigit(doc),
    field(p.nationality, 3),
    p.birth + checkDigit(p.birth),
    p.sex,
    p.expiry + checkDigit(p.expiry),
    personal + '0',
  ];
  const composite = checkDigit(parts[0]! + parts[2]! + parts[4]! + parts[5]!);
  return [line1, parts.join('') + composite];
}

/** An ID card's three lines of 30 characters. */
export function td1(p: MrzPerson): [string, string, string] {
  const doc = field(p.documentNumber, 9);
  const line1 = `I<${field(p.issuer, 3)}${doc}${checkDigit(doc)}${'<'.repeat(15)}`;
  const line2head = `${p.birth}${checkDigit(p.birth)}${p.sex}${p.expiry}${checkDigit(p.expiry)}${field(p.nationality, 3)}${'<'.repeat(11)}`;
  const composite = checkDigit(
    line1.slice(5, 30) + line2head.slice(0, 7) + line2head.slice(8, 15) + line2head.slice(18, 29),
  );
  return [line1, line2head + composite, names(p, 30)];
}
