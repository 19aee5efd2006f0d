import {
  CHECKIN_POSSIBLE_DAYS_AFTER_DEFAULT,
  CHECKIN_POSSIBLE_DAYS_BEFORE_DEFAULT,
  CHECKIN_POSSIBLE_FROM_HOUR_DEFAULT,
  CHECKIN_POSSIBLE_TO_HOUR_DEFAULT,
  CHECKOUT_POSSIBLE_DAYS_AFTER_DEFAULT,
  CHECKOUT_POSSIBLE_DAYS_BEFORE_DEFAULT,
  CHECKOUT_POSSIBLE_FROM_HOUR_DEFAULT,
  CHECKOUT_POSSIBLE_TO_HOUR_DEFAULT,
} from '../constants.ts';
import type { CheckinCheckoutSettings, ResolvedWindowSettings } from './checkin-types.ts';

/** spec §9: check-in from 0 days before arrival at 14:00 to 1 day after arrival at 23:00. */
export const DEFAULT_CHECKIN_SETTINGS: Readonly<ResolvedWindowSettings> = Object.freeze({
  active: true,
  possible_days_before: CHECKIN_POSSIBLE_DAYS_BEFORE_DEFAULT,
  possible_from_hour: CHECKIN_POSSIBLE_FROM_HOUR_DEFAULT,
  possible_days_after: CHECKIN_POSSIBLE_DAYS_AFTER_DEFAULT,
  possible_to_hour: CHECKIN_POSSIBLE_TO_HOUR_DEFAULT,
});

/** spec §9: check-out the same, relative to departure. */
export const DEFAULT_CHECKOUT_SETTINGS: Readonly<ResolvedWindowSettings> = Object.freeze({
  active: true,
  possible_days_before: CHECKOUT_POSSIBLE_DAYS_BEFORE_DEFAULT,
  possible_from_hour: CHECKOUT_POSSIBLE_FROM_HOUR_DEFAULT,
  possible_days_after: CHECKOUT_POSSIBLE_DAYS_AFTER_DEFAULT,
  possible_to_hour: CHECKOUT_POSSIBLE_TO_HOUR_DEFAULT,
});

/** The two steps of the online stay process (spec §4). */
export type CheckinStep = 'checkin' | 'checkout';

/**
 * Applies the §9 defaults to the settings of one step. `active` defaults to
 * true (spec silent): a project that has the check-in integration but sends
 * no flag gets the feature; a project switches a step off with `active: false`.
 */
export function resolveWindowSettings(
  settings: CheckinCheckoutSettings | undefined,
  step: CheckinStep,
): ResolvedWindowSettings {
  const defaults = { checkin: DEFAULT_CHECKIN_SETTINGS, checkout: DEFAULT_CHECKOUT_SETTINGS }[step];
  const s = settings?.[step] ?? {};
  return {
    active: s.active ?? defaults.active,
    possible_days_before: s.possible_days_before ?? defaults.possible_days_before,
    possible_from_hour: s.possible_from_hour ?? defaults.possible_from_hour,
    possible_days_after: s.possible_days_after ?? defaults.possible_days_after,
    possible_to_hour: s.possible_to_hour ?? defaults.possible_to_hour,
  };
}
