import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';

// spec §9 "Business constants and limits": each value pinned, so that a changed
// constant fails here and is a deliberate decision.

describe('spec §9 timings', () => {
  it.each([
    ['INTEGRATION_REFRESH_MS', c.INTEGRATION_REFRESH_MS, 900_000],
    ['MODEL_REFRESH_THRESHOLD_MS (5 min)', c.MODEL_REFRESH_THRESHOLD_MS, 300_000],
    ['IDLE_MS', c.IDLE_MS, 60_000],
    ['POPUP_START_DELAY_MS', c.POPUP_START_DELAY_MS, 1000],
    ['IN_APP_NOTIFICATION_DELAY_MS', c.IN_APP_NOTIFICATION_DELAY_MS, 1000],
    ['MESSAGE_TOAST_MS', c.MESSAGE_TOAST_MS, 8000],
    ['LOCATION_TOAST_MS', c.LOCATION_TOAST_MS, 3000],
    ['TOAST_DEFAULT_MS', c.TOAST_DEFAULT_MS, 3000],
    ['COPY_LABEL_RESET_MS', c.COPY_LABEL_RESET_MS, 2500],
    ['STAY_STEP_SECONDS', c.STAY_STEP_SECONDS, 900],
  ])('%s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('spec §9 limits', () => {
  it.each([
    ['ADD_TO_HOMESCREEN_DELAY_MAX', c.ADD_TO_HOMESCREEN_DELAY_MAX, 3],
    ['TEXT_SHORTEN_OVER', c.TEXT_SHORTEN_OVER, 120],
    ['TEXT_SHORTEN_TO', c.TEXT_SHORTEN_TO, 100],
    ['KEPT_ALIVE_PAGES_MAX', c.KEPT_ALIVE_PAGES_MAX, 4],
    ['IMAGE_WIDTH_DEFAULT', c.IMAGE_WIDTH_DEFAULT, 800],
    ['CONVERSATION_LIMIT', c.CONVERSATION_LIMIT, 50],
    ['CONSENT_VALID_DAYS_DEFAULT', c.CONSENT_VALID_DAYS_DEFAULT, 365],
    ['ANONYMOUS_SESSION_ID_LENGTH', c.ANONYMOUS_SESSION_ID_LENGTH, 8],
    ['GUEST_ID_SUFFIX_LENGTH', c.GUEST_ID_SUFFIX_LENGTH, 36],
    ['WEATHER_FORECAST_DAYS', c.WEATHER_FORECAST_DAYS, 3],
    ['EARTH_RADIUS_KM', c.EARTH_RADIUS_KM, 6371],
    ['ACCOMPANYING_PERSONS_MAX_DEFAULT', c.ACCOMPANYING_PERSONS_MAX_DEFAULT, 20],
  ])('%s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('the anonymous guest id prefix is guest_app_ (spec §6)', () => {
    expect(c.GUEST_ID_PREFIX).toBe('guest_app_');
  });

  it('QR code: width 300, margin 1, error correction H', () => {
    expect(c.QR_OPTIONS).toEqual({ width: 300, margin: 1, errorCorrectionLevel: 'H' });
  });
});

describe('spec §9 defaults: colours, language, app version', () => {
  it('main colour #1f2d41, secondary #eff3f9', () => {
    expect(c.DEFAULT_COLOR_SCHEME).toBe('#1f2d41');
    expect(c.DEFAULT_COLOR_SCHEME_SECONDARY).toBe('#eff3f9');
  });

  it('default language de', () => {
    expect(DEFAULT_LANGUAGE).toBe('de');
  });

  it('app version 2.1.0', () => {
    expect(c.APP_VERSION).toBe('2.1.0');
  });
});

describe('spec §9 chatbot launcher', () => {
  it('30 px from the bottom and the right, window 80 px above, z-index 99999', () => {
    expect(c.CHATBOT_LAUNCHER_BOTTOM_DEFAULT_PX).toBe(30);
    expect(c.CHATBOT_LAUNCHER_RIGHT_DEFAULT_PX).toBe(30);
    expect(c.CHATBOT_WINDOW_OFFSET_PX).toBe(80);
    expect(c.CHATBOT_Z_INDEX).toBe(99_999);
  });
});

describe('spec §9 check-in and check-out window defaults', () => {
  it('check-in from 0 days before arrival at 14:00 to 1 day after at 23:00', () => {
    expect(c.CHECKIN_POSSIBLE_DAYS_BEFORE_DEFAULT).toBe(0);
    expect(c.CHECKIN_POSSIBLE_FROM_HOUR_DEFAULT).toBe(14);
    expect(c.CHECKIN_POSSIBLE_DAYS_AFTER_DEFAULT).toBe(1);
    expect(c.CHECKIN_POSSIBLE_TO_HOUR_DEFAULT).toBe(23);
  });

  it('check-out the same, relative to departure', () => {
    expect(c.CHECKOUT_POSSIBLE_DAYS_BEFORE_DEFAULT).toBe(0);
    expect(c.CHECKOUT_POSSIBLE_FROM_HOUR_DEFAULT).toBe(14);
    expect(c.CHECKOUT_POSSIBLE_DAYS_AFTER_DEFAULT).toBe(1);
    expect(c.CHECKOUT_POSSIBLE_TO_HOUR_DEFAULT).toBe(23);
  });
});

describe('spec §9 plan visibility defaults', () => {
  it('visible_fully true; else arrival + 0 days at 00:00; 365 days before arrival', () => {
    expect(c.PLAN_VISIBLE_FULLY_DEFAULT).toBe(true);
    expect(c.PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_PLUS_DAYS_DEFAULT).toBe(0);
    expect(c.PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_TIME_DEFAULT).toBe('00:00');
    expect(c.PLAN_DAYS_BEFORE_ARRIVAL_DEFAULT).toBe(365);
  });
});

describe('spec §2/§9 UI defaults kept with the constants', () => {
  it('toast width 300 px, hint popup at most 600 px, grid breakpoints', () => {
    expect(c.TOAST_WIDTH_PX).toBe(300);
    expect(c.HINT_MAX_WIDTH_PX).toBe(600);
    expect(c.BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  });

  it('the project time zone defaults to Europe/Vienna', () => {
    expect(c.DEFAULT_TIMEZONE).toBe('Europe/Vienna');
  });
});
