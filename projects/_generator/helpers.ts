/** Small builders that keep the content files short and uniform. */
import { each, type L, type Lang } from './localise.ts';
import type { OpeningHours, Weekday } from './model-types.ts';

export const MON_FRI: Weekday[] = [1, 2, 3, 4, 5];
export const MON_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];
export const TUE_SUN: Weekday[] = [2, 3, 4, 5, 6, 0];
export const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** The same opening interval on each of `days` (0 = Sunday). */
export function hours(days: Weekday[], from: string, to: string): OpeningHours[] {
  return days.map((day) => ({ day, from, to }));
}

const LOCALES: Record<Lang, string> = {
  de: 'de-AT',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  hr: 'hr-HR',
  it: 'it-IT',
  ru: 'ru-RU',
};

/** A euro amount in the notation of `lang` ("€ 13,50", "€13.50", "13,50 €"). */
export function euro(amount: number, lang: Lang): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(amount)
    .replace(/\u202f|\u00a0/g, ' ');
}

const ADULTS: L = {
  de: 'Erwachsene',
  en: 'Adults',
  es: 'Adultos',
  fr: 'Adultes',
  hr: 'Odrasli',
  it: 'Adulti',
  ru: 'Взрослые',
};
const CHILDREN: L = {
  de: 'Kinder',
  en: 'children',
  es: 'niños',
  fr: 'enfants',
  hr: 'djeca',
  it: 'bambini',
  ru: 'дети',
};

/** "Erwachsene € 27, Kinder € 13,50". */
export function adultsChildren(adults: number, children: number): L {
  return each((l) => `${ADULTS[l]} ${euro(adults, l)}, ${CHILDREN[l]} ${euro(children, l)}`);
}

/** Included in the room rate for hotel guests. */
export const INCLUDED: L = {
  de: 'Für Hausgäste inklusive',
  en: 'Included for hotel guests',
  es: 'Incluido para los huéspedes del hotel',
  fr: 'Inclus pour les clients de l’hôtel',
  hr: 'Uključeno za goste hotela',
  it: 'Incluso per gli ospiti dell’hotel',
  ru: 'Бесплатно для гостей отеля',
};

/** Free of charge. */
export const FREE: L = {
  de: 'Kostenlos',
  en: 'Free of charge',
  es: 'Gratuito',
  fr: 'Gratuit',
  hr: 'Besplatno',
  it: 'Gratuito',
  ru: 'Бесплатно',
};

const FROM: L = {
  de: 'ab',
  en: 'from',
  es: 'desde',
  fr: 'à partir de',
  hr: 'od',
  it: 'da',
  ru: 'от',
};

/** "ab € 378" followed by a unit text ("pro Person"). */
export function fromPrice(amount: number, unit: L): L {
  return each((l) => `${FROM[l]} ${euro(amount, l)} ${unit[l]}`);
}

/** A plain list of prices, e.g. [[label, 16], [label, 32]] → "Tretboot € 16 · E-Boot € 32". */
export function priceList(entries: [L, number][]): L {
  return each((l) =>
    entries.map(([label, amount]) => `${label[l]} ${euro(amount, l)}`).join(' · '),
  );
}

/** Every date from `from` to `to` (YYYY-MM-DD, inclusive) that falls on one of `days`. */
export function schedule(
  from: string,
  to: string,
  days: Weekday[],
  time: { from: string; to: string },
): { date: string; from: string; to: string }[] {
  const out: { date: string; from: string; to: string }[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t).getUTCDay() as Weekday;
    if (days.includes(day)) out.push({ date: new Date(t).toISOString().slice(0, 10), ...time });
  }
  return out;
}

/** Weekly timeslots of an activity (spec §3 "weekly timeslot"): `from`–`to` on each of `days`. */
export function weekly(days: Weekday[], from: string, to: string): OpeningHours[] {
  return hours(days, from, to);
}

/**
 * The event fields of a recurring programme point: every date from `from` to
 * `to` that falls on `days` (minus `except`), as `fullSchedule`, with
 * `eventFrom`/`eventTo` set to the first and last of those dates.
 */
export function recurring(
  from: string,
  to: string,
  days: Weekday[],
  time: { from: string; to: string },
  except: string[] = [],
): {
  eventFrom: string;
  eventTo: string;
  eventFromTime: string;
  eventToTime: string;
  fullSchedule: { date: string; from: string; to: string }[];
} {
  const dates = schedule(from, to, days, time).filter((d) => !except.includes(d.date));
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) throw new Error(`No date between ${from} and ${to} on ${days.join(',')}`);
  return {
    eventFrom: first.date,
    eventTo: last.date,
    eventFromTime: time.from,
    eventToTime: time.to,
    fullSchedule: dates,
  };
}

/**
 * A point `metres` away from `origin` in the direction `bearing` (degrees,
 * 0 = north, 90 = east), rounded to 5 decimals (about 1 m). Keeps the demo's
 * distances readable in the source: `near(HOTEL_GEO, 50, 20)`.
 */
export function near(
  origin: { latitude: number; longitude: number },
  metres: number,
  bearing: number,
): { latitude: number; longitude: number } {
  const R = 6_371_000;
  const rad = (d: number) => (d * Math.PI) / 180;
  const lat1 = rad(origin.latitude);
  const lon1 = rad(origin.longitude);
  const b = rad(bearing);
  const d = metres / R;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  const round = (v: number) => Math.round(((v * 180) / Math.PI) * 1e5) / 1e5;
  return { latitude: round(lat2), longitude: round(lon2) };
}

const PER_PERSON_TEXT: L = {
  de: 'pro Person',
  en: 'per person',
  es: 'por persona',
  fr: 'par personne',
  hr: 'po osobi',
  it: 'a persona',
  ru: 'с человека',
};

/** "€ 35 pro Person", optionally followed by a remark ("€ 29 pro Person, ab 18 Jahren"). */
export function perPerson(amount: number, remark?: L): L {
  return each((l) => `${euro(amount, l)} ${PER_PERSON_TEXT[l]}${remark ? `, ${remark[l]}` : ''}`);
}
