import { parseIsoDate, zonedParts } from '../time/zoned.ts';

/**
 * spec §3 Profile display field "age": the guest's age in whole years on the
 * day `now` falls on in the project's time zone. A birthday today counts
 * (born 2000-06-15 → 25 on 2025-06-15). Someone born on 29 February has the
 * birthday on 1 March in non-leap years (legal usage in Austria and Germany;
 * the spec is silent): 18 on 2025-03-01, still 17 on 2025-02-28.
 * Null when `dob` is not a real `YYYY-MM-DD` date or lies after today.
 */
export function ageOn(
  dob: string | null | undefined,
  now: number | Date,
  timeZone: string,
): number | null {
  const birth = parseIsoDate(dob?.trim() ?? '');
  if (!birth) return null;
  const { y: by, m: bm, d: bd } = birth;
  const today = zonedParts(Number(now), timeZone);
  // Comparing (month, day) with (2, 29) also gives the 1 March rule: in a
  // non-leap year no day lies between 28 February and 1 March.
  const hadBirthday = today.month > bm || (today.month === bm && today.day >= bd);
  const age = today.year - by - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}
