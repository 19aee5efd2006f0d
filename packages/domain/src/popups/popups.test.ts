import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADD_TO_HOMESCREEN_DELAY_MAX, POPUP_START_DELAY_MS } from '../constants.ts';
import type { CustomPopup, CustomPopupType } from '../model/popups.ts';
import {
  POPUP_ORDER,
  type PopupPace,
  mayOpenPopup,
  type PopupContext,
  isPopupValidOn,
  popupStartDelay,
  popupsToShow,
  stayTimePlusDays,
  validOfferLookup,
} from './popups.ts';

const TZ = 'Europe/Vienna';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const utc = (s: string) => Date.parse(s);
/** 2026-11-22 10:00 in Vienna (CET, UTC+1). */
const now = utc('2026-11-22T09:00:00Z');

const initialStay: CustomPopup = {
  type: 'initial_stay',
  id: 'initial-stay',
  title: 'When are you staying with us?',
  ask_again_if_stay_expired_before_days: 7,
  ask_again_if_no_stay_data_after_hours: 48,
};
const homescreen: CustomPopup = {
  type: 'add_to_homescreen',
  id: 'add-to-homescreen',
  title: 'Add',
  delay: 3,
};
const notifications: CustomPopup = {
  type: 'enable_notifications',
  id: 'enable-notifications',
  title: 'Notify',
  ask_again_if_not_enabled_after_hours: 72,
};
const info: CustomPopup = { type: 'info', id: 'info-winter', title: 'Winter' };
const offer: CustomPopup = {
  type: 'special_offer',
  id: 'special-offer-spa',
  title: 'Spa',
  offerId: 'alp-offer-spa-days',
};
const ALL = [initialStay, homescreen, notifications, info, offer];

const ctx = (over: Partial<PopupContext> = {}): PopupContext => ({
  popups: ALL,
  now,
  timeZone: TZ,
  firstNonLoginRouteReached: true,
  appInitialised: true,
  stay: null,
  popupsSeen: {},
  push: { supported: true, projectActive: true, permission: 'default' },
  offers: ['alp-offer-spa-days'],
  ...over,
});
const ids = (over: Partial<PopupContext> = {}) => popupsToShow(ctx(over)).map((p) => p.id);
const shows = (id: string, over: Partial<PopupContext> = {}) => ids(over).includes(id);

describe('spec §2 popups: fixed order and start', () => {
  it('the order is initial stay, add to homescreen, enable notifications, info, special offer', () => {
    expect(POPUP_ORDER).toEqual([
      'initial_stay',
      'add_to_homescreen',
      'enable_notifications',
      'info',
      'special_offer',
    ]);
  });

  it('shows all five in the fixed order whatever the model order', () => {
    const expected = ALL.map((p) => p.id);
    expect(ids()).toEqual(expected);
    expect(ids({ popups: [...ALL].reverse() })).toEqual(expected);
  });

  it('keeps the model order among popups of the same type', () => {
    const info2 = { ...info, id: 'info-b' };
    expect(ids({ popups: [info2, offer, info] })).toEqual(['info-b', 'info-winter', offer.id]);
  });

  it('shows nothing before the first non-login route is reached', () => {
    expect(ids({ firstNonLoginRouteReached: false })).toEqual([]);
  });

  it('shows nothing before the app is initialised', () => {
    expect(ids({ appInitialised: false })).toEqual([]);
  });

  it('ignores a popup type this version does not know', () => {
    const future = { ...info, id: 'x', type: 'survey' } as unknown as CustomPopup;
    expect(ids({ popups: [future, info] })).toEqual([info.id]);
  });

  it('shows nothing for a model without popups', () => {
    expect(ids({ popups: [] })).toEqual([]);
  });
});

describe('spec §9 popup start delay (1000 ms) and add-to-homescreen delay capped at 3 (seconds)', () => {
  it('starts 1000 ms after start', () => {
    expect(POPUP_START_DELAY_MS).toBe(1000);
    expect(popupStartDelay(info)).toBe(1000);
  });

  it('adds the add-to-homescreen delay in seconds, capped at 3', () => {
    expect(ADD_TO_HOMESCREEN_DELAY_MAX).toBe(3);
    expect(popupStartDelay({ type: 'add_to_homescreen', delay: 2 })).toBe(3000);
    expect(popupStartDelay({ type: 'add_to_homescreen', delay: 3 })).toBe(4000);
    expect(popupStartDelay({ type: 'add_to_homescreen', delay: 4 })).toBe(4000);
    expect(popupStartDelay({ type: 'add_to_homescreen', delay: 600 })).toBe(4000);
    expect(popupStartDelay({ type: 'add_to_homescreen', delay: 0.5 })).toBe(1500);
  });

  it('uses the delay of other popup types uncapped', () => {
    expect(popupStartDelay({ type: 'info', delay: 5 })).toBe(6000);
  });

  it('ignores a missing or negative delay', () => {
    expect(popupStartDelay({ type: 'add_to_homescreen' })).toBe(1000);
    expect(popupStartDelay({ type: 'special_offer', delay: -2 })).toBe(1000);
  });
});

describe('spec §3 popup validity dates (inclusive, in the project time zone)', () => {
  const winter = { ...info, validFrom: '2026-11-15', validTo: '2027-04-06' };

  it('first day: from 00:00 Vienna (23:00 UTC the day before)', () => {
    expect(isPopupValidOn(winter, utc('2026-11-14T22:59:59.999Z'), TZ)).toBe(false);
    expect(isPopupValidOn(winter, utc('2026-11-14T23:00:00Z'), TZ)).toBe(true);
  });

  it('last day: until 23:59:59.999 Vienna (summer time, 21:59 UTC)', () => {
    expect(isPopupValidOn(winter, utc('2027-04-06T21:59:59.999Z'), TZ)).toBe(true);
    expect(isPopupValidOn(winter, utc('2027-04-06T22:00:00Z'), TZ)).toBe(false);
  });

  it('a single-day popup is valid that whole day', () => {
    const day = { ...info, validFrom: '2026-11-22', validTo: '2026-11-22' };
    expect(isPopupValidOn(day, now, TZ)).toBe(true);
    expect(isPopupValidOn(day, now + DAY, TZ)).toBe(false);
  });

  it('missing bounds do not limit', () => {
    expect(isPopupValidOn(info, 0, TZ)).toBe(true);
    expect(isPopupValidOn({ ...info, validTo: '2026-11-22' }, now, TZ)).toBe(true);
    expect(isPopupValidOn({ ...info, validFrom: '2026-11-22' }, now, TZ)).toBe(true);
  });

  it('applies to every popup type in popupsToShow', () => {
    const expired = ALL.map((p) => ({ ...p, validTo: '2026-11-21' }));
    expect(ids({ popups: expired })).toEqual([]);
    const future = ALL.map((p) => ({ ...p, validFrom: '2026-11-23' }));
    expect(ids({ popups: future })).toEqual([]);
  });
});

describe('spec §4 initial stay popup', () => {
  const id = initialStay.id;
  const only = (over: Partial<PopupContext>) => shows(id, { popups: [initialStay], ...over });

  it('no stay and never seen: shown', () => {
    expect(only({ stay: null })).toBe(true);
    expect(only({ stay: { doa: null, dod: null } })).toBe(true);
    expect(only({ stay: { doa: '2026-11-20T14:00', dod: 'not a date' } })).toBe(true);
  });

  it('no stay, last seen exactly 48 hours ago: not yet ("more than")', () => {
    expect(only({ popupsSeen: { [id]: now - 48 * HOUR } })).toBe(false);
  });

  it('no stay, last seen 48 hours and 1 ms ago: shown again', () => {
    expect(only({ popupsSeen: { [id]: now - 48 * HOUR - 1 } })).toBe(true);
  });

  it('no stay, seen, and no hours configured: never repeated', () => {
    const popup = { ...initialStay, ask_again_if_no_stay_data_after_hours: undefined };
    expect(shows(id, { popups: [popup], popupsSeen: { [id]: now - 1000 * DAY } })).toBe(false);
  });

  it('a stay from the reservation (locked): never asked, not even long after it ended', () => {
    const stay = { doa: '2026-10-01T14:00', dod: '2026-10-05T10:00', locked: true };
    expect(only({ stay })).toBe(false);
    expect(only({ stay: { ...stay, locked: false } })).toBe(true);
  });

  it('a current stay: not shown, seen or not', () => {
    const stay = { doa: '2026-11-20T14:00', dod: '2026-11-25T10:00' };
    expect(only({ stay })).toBe(false);
    expect(only({ stay, popupsSeen: { [id]: now - 1000 * DAY } })).toBe(false);
  });

  describe('departure passed by N = 7 days (10:00 Vienna on 2026-11-15 + 7 days = 2026-11-22 10:00)', () => {
    const stay = { doa: '2026-11-10T14:00', dod: '2026-11-15T10:00' };

    it('passed by N − 1 days: not shown', () => {
      expect(only({ stay, now: now - DAY })).toBe(false);
    });

    it('1 ms before N days: not shown', () => {
      expect(only({ stay, now: now - 1 })).toBe(false);
    });

    it('passed by exactly N days: shown, even if seen shortly before', () => {
      expect(only({ stay, now })).toBe(true);
      expect(only({ stay, now, popupsSeen: { [id]: now - HOUR } })).toBe(true);
      expect(only({ stay, now, popupsSeen: { [id]: now - 1 } })).toBe(true);
    });

    it('seen at or after the moment the stay expired: not shown again at once', () => {
      expect(only({ stay, now: now + HOUR, popupsSeen: { [id]: now } })).toBe(false);
    });

    it('dismissed after the stay expired: back only under the hours rule', () => {
      const seen = now + HOUR;
      expect(only({ stay, now: seen + 48 * HOUR, popupsSeen: { [id]: seen } })).toBe(false);
      expect(only({ stay, now: seen + 48 * HOUR + 1, popupsSeen: { [id]: seen } })).toBe(true);
    });

    it('accepts datetime-local with seconds and a bare date (00:00)', () => {
      expect(only({ stay: { dod: '2026-11-15T10:00:00' }, now })).toBe(true);
      expect(only({ stay: { dod: '2026-11-15T10:00:00' }, now: now - 1 })).toBe(false);
      expect(only({ stay: { dod: '2026-11-15' }, now: utc('2026-11-21T23:00:00Z') })).toBe(true);
      expect(only({ stay: { dod: '2026-11-15' }, now: utc('2026-11-21T22:59:59Z') })).toBe(false);
    });
  });

  it('N days are calendar days in the project time zone (across the end of summer time)', () => {
    // Departure 2026-10-20 10:00 CEST (08:00Z); 7 days later is 2026-10-27 10:00 CET (09:00Z).
    const stay = { dod: '2026-10-20T10:00' };
    expect(only({ stay, now: utc('2026-10-27T08:00:00Z') })).toBe(false);
    expect(only({ stay, now: utc('2026-10-27T08:59:59.999Z') })).toBe(false);
    expect(only({ stay, now: utc('2026-10-27T09:00:00Z') })).toBe(true);
  });

  it('N = 0: shown from the departure instant', () => {
    const popup = { ...initialStay, ask_again_if_stay_expired_before_days: 0 };
    const stay = { dod: '2026-11-22T10:00' };
    expect(shows(id, { popups: [popup], stay, now: now - 1 })).toBe(false);
    expect(shows(id, { popups: [popup], stay, now })).toBe(true);
  });

  it('without ask_again_if_stay_expired_before_days an old stay never brings it back', () => {
    const popup = { ...initialStay, ask_again_if_stay_expired_before_days: undefined };
    expect(shows(id, { popups: [popup], stay: { dod: '2020-01-01T10:00' } })).toBe(false);
  });

  it('stayTimePlusDays: wall-clock arithmetic, null for a non-date', () => {
    expect(stayTimePlusDays('2026-11-15T10:00', 7, TZ)).toBe(now);
    expect(stayTimePlusDays('2026-11-15T10:00:59.999', 7, TZ)).toBe(now);
    expect(stayTimePlusDays('2026-11-15 10:00', 7, TZ)).toBe(now);
    expect(stayTimePlusDays('x2026-11-15T10:00', 0, TZ)).toBeNull();
    expect(stayTimePlusDays('2026-11-15T10:00x', 0, TZ)).toBeNull();
    expect(stayTimePlusDays('2026-11-15T10:00:00.x', 0, TZ)).toBeNull();
    expect(stayTimePlusDays('2026-11-15T10:00', 0.5, TZ)).toBe(utc('2026-11-15T21:00:00Z'));
    expect(stayTimePlusDays('2026-02-30T10:00', 0, TZ)).toBeNull();
    expect(stayTimePlusDays('tomorrow', 0, TZ)).toBeNull();
  });
});

describe('spec §4 enable-notifications popup', () => {
  const id = notifications.id;
  const push = { supported: true, projectActive: true, permission: 'default' as const };
  const only = (over: Partial<PopupContext>) => shows(id, { popups: [notifications], ...over });

  it('shown when supported, active for the project and permission still default', () => {
    expect(only({ push })).toBe(true);
  });

  it('not shown when push is unsupported, inactive, granted or denied', () => {
    expect(only({ push: { ...push, supported: false } })).toBe(false);
    expect(only({ push: { ...push, projectActive: false } })).toBe(false);
    expect(only({ push: { ...push, permission: 'granted' } })).toBe(false);
    expect(only({ push: { ...push, permission: 'denied' } })).toBe(false);
  });

  it('seen 72 h minus 1 ms ago: not yet repeated', () => {
    expect(only({ popupsSeen: { [id]: now - 72 * HOUR + 1 } })).toBe(false);
  });

  it('seen exactly 72 h ago: repeated ("after the configured hours")', () => {
    expect(only({ popupsSeen: { [id]: now - 72 * HOUR } })).toBe(true);
  });

  it('without ask_again_if_not_enabled_after_hours: shown once, a seen popup is not repeated', () => {
    const popup = { ...notifications, ask_again_if_not_enabled_after_hours: undefined };
    expect(shows(id, { popups: [popup] })).toBe(true);
    expect(shows(id, { popups: [popup], popupsSeen: { [id]: 0 } })).toBe(false);
  });

  it('even when due, not shown once the permission is no longer default', () => {
    expect(only({ popupsSeen: { [id]: 0 }, push: { ...push, permission: 'denied' } })).toBe(false);
  });
});

describe('spec §4 add to homescreen and info: once per popup id', () => {
  it('add to homescreen: shown until seen, then never again', () => {
    expect(shows(homescreen.id)).toBe(true);
    expect(shows(homescreen.id, { popupsSeen: { [homescreen.id]: now - 1000 * DAY } })).toBe(false);
  });

  it('add to homescreen: not shown when the app already runs installed', () => {
    expect(shows(homescreen.id, { isStandalone: true })).toBe(false);
  });

  it('info: shown until seen, then never again; another id is another popup', () => {
    expect(shows(info.id)).toBe(true);
    expect(shows(info.id, { popupsSeen: { [info.id]: now - 1000 * DAY } })).toBe(false);
    const next = { ...info, id: 'info-summer' };
    expect(ids({ popups: [info, next], popupsSeen: { [info.id]: now } })).toEqual(['info-summer']);
  });

  it('a seen timestamp is per id: seeing another popup does not hide this one', () => {
    expect(shows(info.id, { popupsSeen: { 'info-other': now } })).toBe(true);
  });

  it('an inherited property name is not a seen entry', () => {
    expect(shows('toString', { popups: [{ ...info, id: 'toString' }] })).toBe(true);
  });
});

describe('spec §4 special offer needs a valid offer', () => {
  const only = (over: Partial<PopupContext>) => shows(offer.id, { popups: [offer], ...over });

  it('shown when its offerId is a valid offer (list, set or lookup)', () => {
    expect(only({ offers: ['alp-offer-spa-days'] })).toBe(true);
    expect(only({ offers: new Set(['alp-offer-spa-days']) })).toBe(true);
    expect(only({ offers: (offerId) => offerId === 'alp-offer-spa-days' })).toBe(true);
  });

  it('not shown when the offer is not valid now', () => {
    expect(only({ offers: [] })).toBe(false);
    expect(only({ offers: new Set(['other']) })).toBe(false);
    expect(only({ offers: () => false })).toBe(false);
  });

  it('not shown without an offerId', () => {
    const noOffer = { ...offer, offerId: undefined };
    expect(shows(offer.id, { popups: [noOffer], offers: () => true })).toBe(false);
    expect(shows(offer.id, { popups: [{ ...offer, offerId: '' }], offers: () => true })).toBe(
      false,
    );
  });

  it('validOfferLookup: the offerId must name an item that is valid today in the project zone', () => {
    const items = [
      {
        id: 'alp-offer-spa-days',
        type: 'INFO' as const,
        validFrom: '2026-11-01',
        validTo: '2026-11-22',
      },
      { id: 'old', type: 'INFO' as const, validTo: '2026-11-21' },
      { id: 'off', type: 'INFO' as const, inactive: true },
    ];
    const lookup = validOfferLookup(items, now, TZ);
    expect(lookup('alp-offer-spa-days')).toBe(true);
    expect(lookup('old')).toBe(false);
    expect(lookup('off')).toBe(false);
    expect(lookup('missing')).toBe(false);
    expect(only({ offers: lookup })).toBe(true);
    // last day ends at midnight Vienna (23:00 UTC in winter)
    expect(validOfferLookup(items, utc('2026-11-22T22:59:59Z'), TZ)('alp-offer-spa-days')).toBe(
      true,
    );
    expect(validOfferLookup(items, utc('2026-11-22T23:00:00Z'), TZ)('alp-offer-spa-days')).toBe(
      false,
    );
  });

  it('a seen special offer is not repeated', () => {
    expect(only({ popupsSeen: { [offer.id]: now - 1000 * DAY } })).toBe(false);
  });
});

describe('spec §2/§4 properties of popupsToShow', () => {
  // a literal list, not POPUP_ORDER: describe-level code must not depend on the code under test
  const types: CustomPopupType[] = [
    'initial_stay',
    'add_to_homescreen',
    'enable_notifications',
    'info',
    'special_offer',
  ];
  const arbPopup = fc.record({
    type: fc.constantFrom(...types),
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    title: fc.constant('t'),
    offerId: fc.option(fc.constantFrom('o1', 'o2'), { nil: undefined }),
    ask_again_if_stay_expired_before_days: fc.option(fc.integer({ min: 0, max: 30 }), {
      nil: undefined,
    }),
    ask_again_if_no_stay_data_after_hours: fc.option(fc.integer({ min: 0, max: 200 }), {
      nil: undefined,
    }),
    ask_again_if_not_enabled_after_hours: fc.option(fc.integer({ min: 0, max: 200 }), {
      nil: undefined,
    }),
  });
  const arbCtx = fc.record({
    popups: fc.array(arbPopup, { maxLength: 8 }),
    now: fc.integer({ min: utc('2020-01-01T00:00:00Z'), max: utc('2030-01-01T00:00:00Z') }),
    seen: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), fc.nat(2_000_000_000_000)),
    dod: fc.option(fc.constantFrom('2024-05-01T10:00', '2026-11-15T10:00', '2031-01-01T10:00'), {
      nil: null,
    }),
    permission: fc.constantFrom('default' as const, 'granted' as const, 'denied' as const),
    started: fc.boolean(),
  });
  function toCtx(c: {
    popups: CustomPopup[];
    now: number;
    seen: Record<string, number>;
    dod: string | null;
    permission: 'default' | 'granted' | 'denied';
    started: boolean;
  }): PopupContext {
    return ctx({
      popups: c.popups,
      now: c.now,
      popupsSeen: c.seen,
      stay: c.dod === null ? null : { dod: c.dod },
      push: { supported: true, projectActive: true, permission: c.permission },
      offers: ['o1'],
      firstNonLoginRouteReached: c.started,
      appInitialised: true,
    });
  }

  it('the result is a subset of the model popups, in the fixed order', () => {
    fc.assert(
      fc.property(arbCtx, (c) => {
        const result = popupsToShow(toCtx(c));
        const rank = result.map((p) => POPUP_ORDER.indexOf(p.type));
        expect(rank).toEqual([...rank].sort((a, b) => a - b));
        for (const p of result) expect(c.popups).toContain(p);
        if (!c.started) expect(result).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('a seen add-to-homescreen, info or special-offer popup is never shown again', () => {
    fc.assert(
      fc.property(arbCtx, (c) => {
        const result = popupsToShow(toCtx(c));
        for (const p of result) {
          if (p.type === 'add_to_homescreen' || p.type === 'info' || p.type === 'special_offer') {
            expect(c.seen[p.id]).toBeUndefined();
          }
          if (p.type === 'enable_notifications') expect(c.permission).toBe('default');
          if (p.type === 'special_offer') expect(p.offerId).toBe('o1');
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('popup pacing (one per app start, never while busy)', () => {
  const pace = (over: Partial<PopupPace> = {}): PopupPace => ({
    lastClosedAt: null,
    route: 'welcome',
    dialogOpen: false,
    now: 10 * 60_000,
    ...over,
  });

  it('opens the first popup of an app start on a calm page', () => {
    expect(mayOpenPopup(pace())).toBe(true);
  });

  it('after one popup, the next waits for the next start — or the model interval of use', () => {
    expect(mayOpenPopup(pace({ lastClosedAt: 0 }))).toBe(false);
    expect(mayOpenPopup(pace({ lastClosedAt: 0, intervalMinutes: 11 }))).toBe(false);
    expect(mayOpenPopup(pace({ lastClosedAt: 0, intervalMinutes: 10 }))).toBe(true);
  });

  it('never opens over a form, a payment, the map or an open dialog', () => {
    for (const route of ['checkinguestform', 'invoices', 'contact', 'topic', 'login'] as const) {
      expect(mayOpenPopup(pace({ route }))).toBe(false);
    }
    expect(mayOpenPopup(pace({ dialogOpen: true }))).toBe(false);
  });

  it('greets neither an app start on a shared link to a page nor an offline start', () => {
    expect(mayOpenPopup(pace({ deepLinkStart: true }))).toBe(false);
    expect(mayOpenPopup(pace({ offline: true }))).toBe(false);
    expect(mayOpenPopup(pace({ deepLinkStart: false, offline: false }))).toBe(true);
  });
});
