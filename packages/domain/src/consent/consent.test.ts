import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_VALID_DAYS_DEFAULT } from '../constants.ts';
import type { ConsentEntry, Cookie } from '../model/cookies.ts';
import {
  CONSENT_CHOICES,
  CONSENT_ENTRIES,
  EMBED_PROVIDERS,
  applyConsentChoice,
  consentFromModel,
  consentValidDays,
  isChatbotVisible,
  isConsentComplete,
  isConsentGiven,
  mayLoadEmbed,
  mustShowInitialConsent,
} from './consent.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-11-22T10:00:00Z');

const cookie = (
  id: string,
  category: Cookie['category'] = 'marketing',
  essential = false,
): Cookie => ({ id, title: id, essential, category });

/** The cookie list of the demo hotel (all seven known cookies). */
const MODEL: Cookie[] = [
  cookie('main_app', 'essential', true),
  cookie('main_chatbot', 'essential', true),
  cookie('staylytics', 'stats'),
  cookie('google_maps'),
  cookie('instagram'),
  cookie('youtube'),
  cookie('vimeo'),
];

const entriesOf = (cookies: Cookie[] = MODEL) => consentFromModel(cookies);
const byId = (entries: ConsentEntry[], id: string) => entries.find((e) => e.id === id);

describe('spec §3 consent entries', () => {
  it('main_app and main_chatbot are essential; staylytics stats; the four embeds marketing and ext', () => {
    expect(CONSENT_ENTRIES).toEqual([
      { id: 'main_app', cat: 'essential', essential: true, ext: false },
      { id: 'main_chatbot', cat: 'essential', essential: true, ext: false },
      { id: 'staylytics', cat: 'stats', essential: false, ext: false },
      { id: 'google_maps', cat: 'marketing', essential: false, ext: true },
      { id: 'instagram', cat: 'marketing', essential: false, ext: true },
      { id: 'youtube', cat: 'marketing', essential: false, ext: true },
      { id: 'vimeo', cat: 'marketing', essential: false, ext: true },
    ]);
    expect(EMBED_PROVIDERS).toEqual(['google_maps', 'instagram', 'youtube', 'vimeo']);
  });

  it('the three choices of §9', () => {
    expect(CONSENT_CHOICES).toEqual(['accept_all', 'selected_only', 'essential_only']);
  });
});

describe('spec §3/§4 consentFromModel', () => {
  it('makes one unaccepted entry per model cookie, in model order, valid 365 days by default', () => {
    const entries = entriesOf();
    expect(entries.map((e) => e.id)).toEqual(MODEL.map((c) => c.id));
    expect(entries.every((e) => !e.accepted && e.expires === null)).toBe(true);
    expect(entries.every((e) => e.valid === 365)).toBe(true);
    expect(byId(entries, 'youtube')).toEqual({
      cat: 'marketing',
      id: 'youtube',
      essential: false,
      ext: true,
      accepted: false,
      expires: null,
      valid: 365,
    });
  });

  it("the spec's classification of known cookies wins over a misconfigured model", () => {
    const [mainApp, maps] = consentFromModel([
      cookie('main_app', 'stats', false),
      cookie('google_maps', 'stats'),
    ]);
    expect(mainApp).toMatchObject({ essential: true, cat: 'essential', ext: false });
    expect(maps).toMatchObject({ essential: false, cat: 'marketing', ext: true });
  });

  it("unknown cookies keep the model's category and essential flag and are not ext", () => {
    const [custom] = consentFromModel([cookie('hotel_wifi', 'essential', true)]);
    expect(custom).toMatchObject({
      id: 'hotel_wifi',
      cat: 'essential',
      essential: true,
      ext: false,
    });
  });

  it('carries over a stored decision per id and uses the given validity for new ones', () => {
    const stored = applyConsentChoice('accept_all', entriesOf([cookie('youtube')]), [], now);
    const entries = consentFromModel([cookie('youtube'), cookie('vimeo')], stored, 30);
    expect(byId(entries, 'youtube')).toMatchObject({
      accepted: true,
      expires: now + 365 * DAY,
      valid: 365,
    });
    expect(byId(entries, 'vimeo')).toMatchObject({ accepted: false, expires: null, valid: 30 });
  });

  it('consentValidDays: the model value, else 365', () => {
    expect(consentValidDays({ valid_days: 30 })).toBe(30);
    expect(consentValidDays({})).toBe(CONSENT_VALID_DAYS_DEFAULT);
    expect(consentValidDays(undefined)).toBe(365);
    expect(consentValidDays({ valid_days: 0 })).toBe(365);
    expect(consentValidDays({ valid_days: -3 })).toBe(365);
    expect(consentValidDays({ valid_days: 1.5 })).toBe(365);
    expect(consentValidDays({ valid_days: 1 })).toBe(1);
  });
});

describe('spec §4 the three consent choices', () => {
  it('accept all accepts every entry, expiring now + 365 days', () => {
    const result = applyConsentChoice('accept_all', entriesOf(), ['ignored'], now);
    expect(
      result.every((e) => e.accepted && e.expires === now + 365 * DAY && e.valid === 365),
    ).toBe(true);
  });

  it('selected only accepts the essential entries and the selected ones; the rest are rejected', () => {
    const result = applyConsentChoice('selected_only', entriesOf(), ['youtube', 'staylytics'], now);
    expect(result.filter((e) => e.accepted).map((e) => e.id)).toEqual([
      'main_app',
      'main_chatbot',
      'staylytics',
      'youtube',
    ]);
    expect(byId(result, 'vimeo')).toMatchObject({ accepted: false, expires: null });
  });

  it('selected only rejects a previously accepted entry that is no longer selected', () => {
    const all = applyConsentChoice('accept_all', entriesOf(), [], now);
    const result = applyConsentChoice('selected_only', all, [], now + DAY);
    expect(byId(result, 'google_maps')).toMatchObject({ accepted: false, expires: null });
    expect(byId(result, 'main_app')).toMatchObject({ accepted: true, expires: now + 366 * DAY });
  });

  it('essential only accepts only the essential entries, whatever was selected', () => {
    const result = applyConsentChoice('essential_only', entriesOf(), ['youtube'], now);
    expect(result.filter((e) => e.accepted).map((e) => e.id)).toEqual(['main_app', 'main_chatbot']);
  });

  it('uses the given validity (model valid_days) and accepts a Date for now', () => {
    const result = applyConsentChoice('accept_all', entriesOf(), [], new Date(now), 30);
    expect(result[0]).toMatchObject({ expires: now + 30 * DAY, valid: 30 });
  });

  it('rejects a validity that is not a positive whole number of days', () => {
    expect(() => applyConsentChoice('accept_all', entriesOf(), [], now, 0)).toThrow(RangeError);
    expect(() => applyConsentChoice('accept_all', entriesOf(), [], now, 1.5)).toThrow(RangeError);
  });

  it('does not change the entries it was given', () => {
    const entries = entriesOf();
    applyConsentChoice('accept_all', entries, [], now);
    expect(entries.every((e) => !e.accepted)).toBe(true);
  });
});

describe('spec §4 consent is complete only if all essential entries are accepted and unexpired', () => {
  // computed inside each test: a throw here must fail a test, not the collection
  const accepted = () => applyConsentChoice('essential_only', entriesOf(), [], now);
  const expiry = now + 365 * DAY;

  it('is complete after a choice, up to the last millisecond before expiry', () => {
    expect(isConsentComplete(accepted(), now)).toBe(true);
    expect(isConsentComplete(accepted(), expiry - 1)).toBe(true);
  });

  it('is incomplete at the expiry instant', () => {
    expect(isConsentComplete(accepted(), expiry)).toBe(false);
  });

  it('is incomplete when one essential entry is not accepted', () => {
    const broken = accepted().map((e) => (e.id === 'main_chatbot' ? { ...e, accepted: false } : e));
    expect(isConsentComplete(broken, now)).toBe(false);
  });

  it('an accepted entry without expiry does not count', () => {
    expect(isConsentGiven({ ...accepted()[0]!, expires: null }, now)).toBe(false);
    expect(isConsentGiven(undefined, now)).toBe(false);
  });

  it('does not depend on non-essential entries', () => {
    expect(byId(accepted(), 'youtube')?.accepted).toBe(false);
    expect(isConsentComplete(accepted(), now)).toBe(true);
  });
});

describe('spec §4 when the initial consent dialog must show', () => {
  it('shows on a first visit (nothing stored)', () => {
    expect(mustShowInitialConsent(MODEL, null, now)).toBe(true);
    expect(mustShowInitialConsent(MODEL, [], now)).toBe(true);
  });

  it('does not show once a choice covering every model cookie is stored', () => {
    const stored = applyConsentChoice('essential_only', entriesOf(), [], now);
    expect(mustShowInitialConsent(MODEL, stored, now + DAY)).toBe(false);
  });

  it('shows when the model gained a cookie the stored consent lacks', () => {
    const stored = applyConsentChoice('accept_all', entriesOf(MODEL.slice(0, 3)), [], now);
    expect(mustShowInitialConsent(MODEL.slice(0, 3), stored, now)).toBe(false);
    expect(mustShowInitialConsent(MODEL, stored, now)).toBe(true);
  });

  it('shows when the stored consent expired (incomplete)', () => {
    const stored = applyConsentChoice('accept_all', entriesOf(), [], now);
    expect(mustShowInitialConsent(MODEL, stored, now + 365 * DAY - 1)).toBe(false);
    expect(mustShowInitialConsent(MODEL, stored, now + 365 * DAY)).toBe(true);
  });

  it('shows when an essential entry is stored as not accepted', () => {
    const stored = entriesOf().map((e) => ({ ...e, accepted: !e.essential, expires: now + DAY }));
    expect(mustShowInitialConsent(MODEL, stored, now)).toBe(true);
  });

  it('a stored entry the model no longer has does not force the dialog', () => {
    const stored = applyConsentChoice('accept_all', entriesOf(), [], now);
    expect(mustShowInitialConsent(MODEL.slice(0, 2), stored, now)).toBe(false);
  });
});

describe('spec §3/§9 third-party embeds load only with their consent', () => {
  const selected = () => applyConsentChoice('selected_only', entriesOf(), ['youtube'], now);

  it('loads an accepted, unexpired provider and blocks the others', () => {
    expect(mayLoadEmbed('youtube', selected(), now)).toBe(true);
    expect(mayLoadEmbed('vimeo', selected(), now)).toBe(false);
    expect(mayLoadEmbed('google_maps', selected(), now)).toBe(false);
    expect(mayLoadEmbed('instagram', selected(), now)).toBe(false);
  });

  it('blocks again at the expiry instant', () => {
    expect(mayLoadEmbed('youtube', selected(), now + 365 * DAY - 1)).toBe(true);
    expect(mayLoadEmbed('youtube', selected(), now + 365 * DAY)).toBe(false);
  });

  it('blocks a provider the consent list does not have', () => {
    expect(mayLoadEmbed('instagram', [], now)).toBe(false);
  });
});

describe('spec §4 the chatbot shows only with a user id and main_chatbot accepted', () => {
  const entries = () => applyConsentChoice('essential_only', entriesOf(), [], now);

  it('shows with a user id and accepted main_chatbot', () => {
    expect(isChatbotVisible({ userId: 'guest_app_1', entries: entries(), now })).toBe(true);
  });

  it('hides without a user id', () => {
    expect(isChatbotVisible({ userId: null, entries: entries(), now })).toBe(false);
    expect(isChatbotVisible({ userId: undefined, entries: entries(), now })).toBe(false);
    expect(isChatbotVisible({ userId: '  ', entries: entries(), now })).toBe(false);
  });

  it('hides when main_chatbot is not accepted, missing or expired', () => {
    const rejected = entries().map((e) =>
      e.id === 'main_chatbot' ? { ...e, accepted: false } : e,
    );
    expect(isChatbotVisible({ userId: 'u', entries: rejected, now })).toBe(false);
    expect(isChatbotVisible({ userId: 'u', entries: entries().slice(0, 1), now })).toBe(false);
    expect(isChatbotVisible({ userId: 'u', entries: entries(), now: now + 365 * DAY })).toBe(false);
  });
});

describe('spec §4 properties of every consent choice', () => {
  const arbCookies = fc.uniqueArray(
    fc.record({
      id: fc.oneof(
        // literal ids: describe-level code must not depend on the code under test
        fc.constantFrom('main_app', 'main_chatbot', 'staylytics', 'google_maps', 'youtube'),
        fc.string({ minLength: 1, maxLength: 8 }),
      ),
      title: fc.string(),
      essential: fc.boolean(),
      category: fc.constantFrom('essential' as const, 'stats' as const, 'marketing' as const),
    }),
    { selector: (c) => c.id, maxLength: 10 },
  );
  const arbInput = fc.record({
    cookies: arbCookies,
    choice: fc.constantFrom(...CONSENT_CHOICES),
    selected: fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }),
    now: fc.integer({ min: 0, max: 4_000_000_000_000 }),
    days: fc.integer({ min: 1, max: 3650 }),
  });

  it('after any choice every essential entry is accepted and consent is complete', () => {
    fc.assert(
      fc.property(arbInput, ({ cookies, choice, selected, now: t, days }) => {
        const result = applyConsentChoice(choice, consentFromModel(cookies), selected, t, days);
        expect(result.filter((e) => e.essential).every((e) => e.accepted)).toBe(true);
        expect(isConsentComplete(result, t)).toBe(true);
        expect(mustShowInitialConsent(cookies, result, t)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('expiry is exactly now + valid days for accepted entries, null for rejected ones', () => {
    fc.assert(
      fc.property(arbInput, ({ cookies, choice, selected, now: t, days }) => {
        const result = applyConsentChoice(choice, consentFromModel(cookies), selected, t, days);
        for (const e of result) {
          expect(e.expires).toBe(e.accepted ? t + days * DAY : null);
          expect(e.valid).toBe(days);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('accepted = essential ∪ (all | selected | nothing) according to the choice', () => {
    fc.assert(
      fc.property(arbInput, ({ cookies, choice, selected, now: t }) => {
        const result = applyConsentChoice(choice, consentFromModel(cookies), selected, t);
        for (const e of result) {
          const wanted =
            e.essential ||
            choice === 'accept_all' ||
            (choice === 'selected_only' && selected.includes(e.id));
          expect(e.accepted).toBe(wanted);
        }
      }),
      { numRuns: 200 },
    );
  });
});
