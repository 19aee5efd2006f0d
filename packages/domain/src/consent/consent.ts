import { CONSENT_VALID_DAYS_DEFAULT } from '../constants.ts';
import type { Cookie, CookieCategory, ConsentEntry, CookiesConfig } from '../model/cookies.ts';

/**
 * Cookie consent rules (spec §3 "Cookie", §4 "Cookie consent", §9).
 *
 * A consent list holds one {@link ConsentEntry} per cookie of the model
 * (`welcome.popups.cookies.list`). `expires` is the epoch ms at which an
 * acceptance ends: an entry counts as given while `now < expires`.
 */

const DAY_MS = 86_400_000;

function epochMs(now: number | Date): number {
  return Number(now);
}

/** The fixed part of a consent entry: what the spec says a known cookie is. */
export interface ConsentEntryDefinition {
  id: string;
  cat: CookieCategory;
  essential: boolean;
  /** spec §3: blockable third-party content. */
  ext: boolean;
}

/** spec §3/§9: the third-party embeds that are blocked until their consent is given. */
export const EMBED_PROVIDERS = ['google_maps', 'instagram', 'youtube', 'vimeo'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

/**
 * spec §3: the consent entries the product knows — main_app and main_chatbot
 * (essential), staylytics (stats), google_maps, instagram, youtube, vimeo
 * (marketing, blockable third-party content, `ext: true`).
 */
export const CONSENT_ENTRIES: readonly ConsentEntryDefinition[] = [
  { id: 'main_app', cat: 'essential', essential: true, ext: false },
  { id: 'main_chatbot', cat: 'essential', essential: true, ext: false },
  { id: 'staylytics', cat: 'stats', essential: false, ext: false },
  { id: 'google_maps', cat: 'marketing', essential: false, ext: true },
  { id: 'instagram', cat: 'marketing', essential: false, ext: true },
  { id: 'youtube', cat: 'marketing', essential: false, ext: true },
  { id: 'vimeo', cat: 'marketing', essential: false, ext: true },
];

/** spec §9 "Cookie-consent choices": accept all, selected only, essential only. */
export const CONSENT_CHOICES = ['accept_all', 'selected_only', 'essential_only'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/**
 * spec §4/§9: the validity in days applied when accepting — the model's
 * `welcome.popups.cookies.valid_days`, else 365.
 */
export function consentValidDays(config?: Pick<CookiesConfig, 'valid_days'> | null): number {
  const days = config?.valid_days;
  return Number.isInteger(days) && days! > 0 ? days! : CONSENT_VALID_DAYS_DEFAULT;
}

/**
 * spec §3/§4: the consent entries for the model's cookies, in model order,
 * none accepted yet.
 *
 * For the cookies the spec knows ({@link CONSENT_ENTRIES}) the spec's
 * category, essential flag and `ext` win over the model (decision: a hotel
 * cannot make main_app optional, and only the spec knows which content is
 * blockable third-party content). Other cookies take the model's category and
 * essential flag and are not `ext`.
 *
 * `stored` (optional) carries over an earlier decision per id — accepted,
 * expires and valid — so that the settings dialog opens with the guest's
 * choice; a stored essential entry keeps its expiry too.
 */
export function consentFromModel(
  modelCookies: readonly Cookie[],
  stored: readonly ConsentEntry[] = [],
  validDays: number = CONSENT_VALID_DAYS_DEFAULT,
): ConsentEntry[] {
  return modelCookies.map((cookie) => {
    const known = CONSENT_ENTRIES.find((entry) => entry.id === cookie.id);
    const previous = stored.find((entry) => entry.id === cookie.id);
    return {
      cat: known?.cat ?? cookie.category,
      id: cookie.id,
      essential: known?.essential ?? cookie.essential,
      ext: known?.ext ?? false,
      accepted: previous?.accepted ?? false,
      expires: previous?.expires ?? null,
      valid: previous?.valid ?? validDays,
    };
  });
}

/**
 * Whether one entry's consent is given at `now`: accepted and unexpired
 * (`now < expires`; an accepted entry without expiry is not valid).
 */
export function isConsentGiven(entry: ConsentEntry | undefined, now: number | Date): boolean {
  return entry !== undefined && entry.accepted && epochMs(now) < (entry.expires ?? -Infinity);
}

/**
 * Whether the consent with this id is given at `now` (false when the list has
 * no such entry).
 */
export function isConsentGivenFor(
  id: string,
  entries: readonly ConsentEntry[],
  now: number | Date,
): boolean {
  return isConsentGiven(
    entries.find((entry) => entry.id === id),
    now,
  );
}

/**
 * spec §4: consent is complete only if all essential entries are accepted and
 * unexpired. (A list without essential entries is complete; whether the list
 * covers the model is {@link mustShowInitialConsent}'s concern.)
 */
export function isConsentComplete(entries: readonly ConsentEntry[], now: number | Date): boolean {
  return entries.every((entry) => !entry.essential || isConsentGiven(entry, now));
}

/**
 * spec §4: the initial consent dialog shows when a cookie of the model is
 * missing from the stored consent, or the stored consent is incomplete
 * (an essential entry not accepted or expired). App initialisation waits for it.
 */
export function mustShowInitialConsent(
  modelCookies: readonly Cookie[],
  stored: readonly ConsentEntry[] | null | undefined,
  now: number | Date,
): boolean {
  const list = stored ?? [];
  const missing = modelCookies.some((cookie) => !list.some((entry) => entry.id === cookie.id));
  return missing || !isConsentComplete(list, now);
}

/**
 * spec §4/§9: applies one of the three choices to the entries.
 * - `accept_all`: every entry accepted;
 * - `selected_only` ("save selection"): essential entries and the ids in
 *   `selectedIds` accepted, every other entry rejected;
 * - `essential_only`: only essential entries accepted.
 *
 * Essential entries are always accepted. Accepted entries expire exactly
 * `validDays` × 24 h after `now` (decision: fixed 24-hour days, so the
 * expiry does not depend on a time zone); rejected entries get `expires: null`.
 * Every entry records `valid: validDays`. `selectedIds` is ignored for the
 * other two choices.
 */
export function applyConsentChoice(
  choice: ConsentChoice,
  entries: readonly ConsentEntry[],
  selectedIds: Iterable<string>,
  now: number | Date,
  validDays: number = CONSENT_VALID_DAYS_DEFAULT,
): ConsentEntry[] {
  if (!Number.isInteger(validDays) || validDays <= 0) {
    throw new RangeError(`validDays must be a positive integer, got ${validDays}`);
  }
  const selected = new Set(selectedIds);
  const expires = epochMs(now) + validDays * DAY_MS;
  return entries.map((entry) => {
    const accepted =
      entry.essential ||
      choice === 'accept_all' ||
      (choice === 'selected_only' && selected.has(entry.id));
    return { ...entry, accepted, expires: accepted ? expires : null, valid: validDays };
  });
}

/**
 * spec §9 blockable content: the guest allows one provider where its content
 * is blocked ("Allow YouTube"): that entry is accepted for `validDays`, every
 * other entry stays as it was. An id the list lacks changes nothing.
 */
export function withConsentGiven(
  entries: readonly ConsentEntry[],
  id: string,
  now: number | Date,
  validDays: number = CONSENT_VALID_DAYS_DEFAULT,
): ConsentEntry[] {
  const expires = epochMs(now) + validDays * DAY_MS;
  return entries.map((entry) =>
    entry.id === id ? { ...entry, accepted: true, expires, valid: validDays } : entry,
  );
}

/**
 * spec §3/§9: a third-party embed (google_maps, instagram, youtube, vimeo)
 * may load only when its consent entry is accepted and unexpired; without an
 * entry it stays blocked.
 */
export function mayLoadEmbed(
  provider: EmbedProvider,
  entries: readonly ConsentEntry[],
  now: number | Date,
): boolean {
  return isConsentGivenFor(provider, entries, now);
}

/**
 * spec §4: the chatbot shows only when a user id exists and main_chatbot is
 * accepted (and unexpired). Whether the product variant has a chatbot at all
 * is decided elsewhere (`productFeatures`).
 */
export function isChatbotVisible(input: {
  userId: string | null | undefined;
  entries: readonly ConsentEntry[];
  now: number | Date;
}): boolean {
  return (
    typeof input.userId === 'string' &&
    input.userId.trim() !== '' &&
    isConsentGivenFor('main_chatbot', input.entries, input.now)
  );
}
