// Dates and money as staff read them, in the console's language — and every
// time in the project's zone (a guest's 08:00 in Vienna is 08:00 on a
// laptop set to London too), with the zone named when the viewer's own
// clock is in another one.
import { FORMAT_LOCALES, formatMoney as formatMoneyIn, LANGUAGES, type Lang } from '@hospes/domain';
import i18n from 'i18next';

/** The console's language as a formatting locale (the guest app's: de-AT, en-GB, …). */
const locale = () =>
  (LANGUAGES as readonly string[]).includes(i18n.language)
    ? FORMAT_LOCALES[i18n.language as Lang]
    : FORMAT_LOCALES.en;

let projectZone = 'Europe/Vienna';
let viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone of the logged-in staff's project (set with the session). */
export function setProjectTimeZone(zone: string): void {
  projectZone = zone;
}

/** Tests: the zone the viewer's browser is in. */
export function setViewerTimeZoneForTests(zone: (() => string) | undefined): void {
  viewerZone = zone ?? (() => Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString(locale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: projectZone,
  });
  return viewerZone() === projectZone ? text : `${text} (${zoneLabel()})`;
}

/** The project zone's name as staff know it: "Europe/Vienna" → "Vienna". */
function zoneLabel(): string {
  return projectZone.split('/').at(-1)!.replaceAll('_', ' ');
}

/** A day as "Tue 24 Nov"; with the year when it is not the project's current year. */
export function formatDay(isoDate: string, now = Date.now()): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const otherYear = isoDate.slice(0, 4) !== projectToday(now).slice(0, 4);
  return date.toLocaleDateString(locale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(otherYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** Today in the project's zone, `YYYY-MM-DD`. */
export function projectToday(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: projectZone }).format(now);
}

/** Money with the currency's own minor units (JPY has none, KWD three). */
export function formatMoney(minor: number, currency: string): string {
  return formatMoneyIn(minor, currency, locale());
}
