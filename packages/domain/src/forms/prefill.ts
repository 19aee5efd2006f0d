import type { PrefillKey } from '../model/project-settings.ts';
import type { Profile, Stay } from '../guest/guest-data.ts';

/** Where prefill values come from: the guest's profile and stay. */
export interface PrefillSource {
  profile?: Partial<Profile> | null;
  stay?: Partial<Stay> | null;
}

/**
 * spec §3 form prefill: the profile/stay field each prefill key reads by
 * default. A project's `project_settings.forms.prefill_options` may map a
 * key to another field name (the demo projects spell this default out).
 * NAME has no single field: it is first and last name.
 */
export const DEFAULT_PREFILL_OPTIONS: Readonly<Record<Exclude<PrefillKey, 'NAME'>, string>> = {
  FIRSTNAME: 'firstName',
  LASTNAME: 'lastName',
  EMAIL: 'email',
  PHONE: 'phoneNumber',
  DATEOFBIRTH: 'dob',
  DATEOFARRIVAL: 'doa',
  DATEOFDEPARTURE: 'dod',
  ROOMNUMBER: 'roomNumber',
};

function read(source: PrefillSource, field: string): string | null {
  for (const obj of [source.profile, source.stay]) {
    const value: unknown = obj ? (obj as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/**
 * spec §3/§5 form prefill: the value a form field with this prefill key
 * starts with, or null when the guest's data has none.
 * - FIRSTNAME, LASTNAME, EMAIL, PHONE, DATEOFBIRTH, ROOMNUMBER: the profile's
 *   or stay's field (see {@link DEFAULT_PREFILL_OPTIONS}), trimmed.
 * - NAME: first and last name joined by a space (either alone if only one).
 * - DATEOFARRIVAL, DATEOFDEPARTURE: the DATE part `YYYY-MM-DD` of the stay's
 *   datetime-local value — form fields ask for dates (check-in reservations
 *   carry date_of_arrival/date_of_departure as dates); the spec is silent.
 * `prefillOptions` (the project's `forms.prefill_options`) overrides which
 * field a key reads; entries that are not prefill keys are ignored.
 */
export function prefillValue(
  key: PrefillKey,
  source: PrefillSource,
  prefillOptions?: Readonly<Record<string, string>> | null,
): string | null {
  if (key === 'NAME' && !prefillOptions?.NAME) {
    const parts = [read(source, 'firstName'), read(source, 'lastName')].filter((p) => p !== null);
    return parts.length > 0 ? parts.join(' ') : null;
  }
  const field =
    prefillOptions?.[key] ?? DEFAULT_PREFILL_OPTIONS[key as Exclude<PrefillKey, 'NAME'>];
  const value = read(source, field);
  if (value !== null && (key === 'DATEOFARRIVAL' || key === 'DATEOFDEPARTURE')) {
    const date = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(value);
    return date?.[1] ?? null;
  }
  return value;
}
