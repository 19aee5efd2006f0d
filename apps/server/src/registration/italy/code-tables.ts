// The Alloggiati Web code tables (alloggiati-tables/SOURCE.md): municipalities, states,
// document types. A record names places and documents only by these codes;
// a code that ended (`DataFineVal`) is valid for dates up to its end — a
// guest born in a municipality since merged keeps its old code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Beside this module, and beside main.js in the build (scripts/build.mjs copies them). */
export const TABLES_DIR = fileURLToPath(new URL('./alloggiati-tables', import.meta.url));

export interface PlaceCode {
  code: string;
  name: string;
  /** The province's two letters (a state's is `ES`). */
  province: string;
  /** `YYYY-MM-DD`: the last day the code was valid, or null (valid today). */
  validUntil: string | null;
}

/** ISO 3166 codes whose state the table names otherwise than Italian usage (checked against Intl.DisplayNames('it')). */
const STATE_BY_ISO: Readonly<Record<string, string>> = {
  AI: '100000733',
  BN: '100000309',
  CC: '100000746',
  CD: '100000998',
  CG: '100000418',
  CX: '100000743',
  CZ: '100000257',
  EH: '100000795',
  FK: '100000768',
  FM: '100000775',
  FO: '100000755',
  GG: '110000014',
  GW: '100000426',
  HK: '110000005',
  KN: '100000534',
  KY: '100000742',
  LK: '100000311',
  MH: '100000772',
  MM: '100000307',
  MO: '110000003',
  MU: '100000438',
  NF: '100000778',
  PE: '100000615',
  PF: '100000787',
  PG: '100000721',
  PM: '100000796',
  PN: '100000786',
  PS: '110000001',
  PW: '100000783',
  RE: '100000765',
  RU: '100000245',
  SB: '100000725',
  SH: '100000799',
  SK: '100000255',
  ST: '100000448',
  SZ: '100000456',
  TC: '100000810',
  TK: '100000806',
  TL: '100000805',
  US: '100000536',
  VA: '100000246',
  VG: '100000812',
  VI: '100000764',
  WF: '100000815',
};

/** The code of Italy in the states table. */
export const ITALY_STATE = '100000100';

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

function readCsv(file: string): string[][] {
  return readFileSync(path.join(TABLES_DIR, file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));
}

/** `dd/mm/yyyy hh:mm:ss` → `YYYY-MM-DD`. */
function isoOf(end: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(end ?? '');
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

function places(file: string): PlaceCode[] {
  return readCsv(file).map(([code = '', name = '', province = '', end]) => ({
    code,
    name,
    province,
    validUntil: isoOf(end),
  }));
}

export class AlloggiatiTables {
  readonly comuni: readonly PlaceCode[];
  readonly states: readonly PlaceCode[];
  readonly documents: ReadonlyMap<string, string>;
  private readonly byCode = new Map<string, PlaceCode>();
  private readonly stateByName = new Map<string, string>();
  private readonly italianNames = new Intl.DisplayNames(['it'], { type: 'region' });

  constructor() {
    this.comuni = places('comuni.csv');
    this.states = places('stati.csv');
    this.documents = new Map(
      readCsv('documenti.csv').map(([code = '', name = '']) => [code, name]),
    );
    for (const p of [...this.comuni, ...this.states]) this.byCode.set(p.code, p);
    for (const s of this.states) if (!s.validUntil) this.stateByName.set(normalize(s.name), s.code);
  }

  /** A municipality's or state's entry by its code. */
  place(code: string): PlaceCode | undefined {
    return this.byCode.get(code);
  }

  /** Whether a code names a place that was valid on `date` (`YYYY-MM-DD`). */
  validOn(code: string, date: string): boolean {
    const place = this.byCode.get(code);
    return place !== undefined && (place.validUntil === null || place.validUntil >= date);
  }

  isComune(code: string): boolean {
    return this.byCode.get(code)?.province !== 'ES' && this.byCode.has(code);
  }

  isState(code: string): boolean {
    return this.byCode.get(code)?.province === 'ES';
  }

  /** The state code of an ISO 3166 country (the check-in form's countries), or undefined. */
  stateOfIso(iso: string): string | undefined {
    const upper = iso.toUpperCase();
    if (STATE_BY_ISO[upper]) return STATE_BY_ISO[upper];
    let name: string | undefined;
    try {
      name = this.italianNames.of(upper);
    } catch {
      return undefined;
    }
    return name ? this.stateByName.get(normalize(name)) : undefined;
  }

  /**
   * The municipality a guest typed, valid on `date`: by its code, or by its
   * name (with the province's letters when two share it — "Castro (BG)").
   */
  findComune(text: string, date: string): PlaceCode | undefined {
    const trimmed = text.trim();
    if (/^\d{9}$/.test(trimmed)) {
      return this.isComune(trimmed) && this.validOn(trimmed, date)
        ? this.place(trimmed)
        : undefined;
    }
    const m = /^(.*?)\s*(?:\(([A-Za-z]{2})\))?$/.exec(trimmed);
    const name = normalize(m?.[1] ?? trimmed);
    const province = m?.[2]?.toUpperCase();
    const found = this.comuni.filter(
      (c) =>
        normalize(c.name) === name &&
        (province === undefined || c.province === province) &&
        (c.validUntil === null || c.validUntil >= date),
    );
    return found.length === 1 ? found[0] : undefined;
  }

  /** Municipalities whose name starts with the text (the form's suggestions), valid today. */
  searchComuni(text: string, today: string, limit = 10): PlaceCode[] {
    const start = normalize(text);
    if (start.length < 2) return [];
    return this.comuni
      .filter(
        (c) =>
          normalize(c.name).startsWith(start) && (c.validUntil === null || c.validUntil >= today),
      )
      .slice(0, limit);
  }
}

let shared: AlloggiatiTables | undefined;

/** The tables, read once (about 11 000 municipalities). */
export function alloggiatiTables(): AlloggiatiTables {
  shared ??= new AlloggiatiTables();
  return shared;
}
