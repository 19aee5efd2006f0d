import { formatInstant, formatTime, zonedDate, zonedParts } from '@hospes/domain';

/** Wind speed from m/s (the providers' unit) as km/h, as guests in the Alps read it. */
export function formatWind(metresPerSecond: number, lang: string): string {
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: 'kilometer-per-hour',
    maximumFractionDigits: 0,
  }).format(metresPerSecond * 3.6);
}

/** A probability 0..1 as a whole percentage ("20 %" in German, "20%" in English). */
export function formatProbability(probability: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(
    probability,
  );
}

/**
 * The time of an instant in the project's time zone with the spec §9 hour
 * suffix ("14:05 Uhr", "14:05 h"), and its date when that is not today.
 */
export function dataTime(
  epochMs: number,
  now: number,
  lang: string,
  timeZone: string,
): { time: string; date: string | null } {
  const parts = zonedParts(epochMs, timeZone);
  const hhmm = `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
  const sameDay = zonedDate(epochMs, timeZone) === zonedDate(now, timeZone);
  return {
    time: formatTime(hhmm, lang),
    date: sameDay ? null : formatInstant(epochMs, lang, timeZone, 'date'),
  };
}
