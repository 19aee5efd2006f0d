import { isLeapYear, parseIsoDate, zonedParts } from '../time/zoned.ts';

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
  const today = zonedParts(typeof now === 'number' ? now : now.getTime(), timeZone);
  // 29 February in a non-leap year: the birthday is 1 March.
  const [birthdayMonth, birthdayDay] =
    bm === 2 && bd === 29 && !isLeapYear(today.year) ? [3, 1] : [bm, bd];
  const hadBirthday =
    today.month > birthdayMonth || (today.month === birthdayMonth && today.day >= birthdayDay);
  const age = today.year - by - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}
