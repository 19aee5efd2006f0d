/**
 * Business constants of spec §9 (and the UI defaults of spec §2), named after
 * the spec so that both can be grepped. Durations in milliseconds unless the
 * name says otherwise.
 */

/** spec §9: default main colour. */
export const DEFAULT_COLOR_SCHEME = '#1f2d41';
/** spec §9: default secondary colour. */
export const DEFAULT_COLOR_SCHEME_SECONDARY = '#eff3f9';

/** spec §2/§9: a toast hides after 3000 ms by default. */
export const TOAST_DEFAULT_MS = 3000;
/** spec §2: toast width. */
export const TOAST_WIDTH_PX = 300;
/** spec §2: hint popup maximum width. */
export const HINT_MAX_WIDTH_PX = 600;

/** spec §4/§9: the model is re-fetched at most every 5 minutes. */
export const MODEL_REFRESH_THRESHOLD_MS = 5 * 60_000;
/** spec §4/§9: integration data refresh interval. */
export const INTEGRATION_REFRESH_MS = 900_000;
/** spec §4/§9: the app counts as idle after 60 s. */
export const IDLE_MS = 60_000;
/** spec §2/§9: popups start 1 s after start. */
export const POPUP_START_DELAY_MS = 1000;
/** spec §4/§9: in-app notifications are delayed 1 s. */
export const IN_APP_NOTIFICATION_DELAY_MS = 1000;
/** spec §4/§9: toast for a new unseen message. */
export const MESSAGE_TOAST_MS = 8000;
/** spec §4/§9: toast while locating the user on start. */
export const LOCATION_TOAST_MS = 3000;
/** spec §2/§9: "link copied" label resets after 2.5 s. */
export const COPY_LABEL_RESET_MS = 2500;

/** spec §2/§9: at most 4 pages are kept alive (cached). */
export const KEPT_ALIVE_PAGES_MAX = 4;

/** spec §2: grid breakpoints in px. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** spec §7/§9: options of the locally generated QR code. */
export const QR_OPTIONS = { errorCorrectionLevel: 'H', width: 300, margin: 1 } as const;

/** docs/project-model.md: `_meta.timezone` default. */
export const DEFAULT_TIMEZONE = 'Europe/Vienna';

/** spec §9: app version. */
export const APP_VERSION = '2.1.0';
/** spec §7/§9: default width requested from the image proxy. */
export const IMAGE_WIDTH_DEFAULT = 800;
/** spec §7/§9: messages of a conversation fetched at once. */
export const CONVERSATION_LIMIT = 50;
/** spec §4/§9: cookie consent is valid for 365 days unless the model says otherwise. */
export const CONSENT_VALID_DAYS_DEFAULT = 365;
/** spec §3/§9: step of the stay datetime inputs (15 minutes) in seconds. */
export const STAY_STEP_SECONDS = 900;

/** spec §5/§9: texts longer than this many characters are shortened … */
export const TEXT_SHORTEN_OVER = 120;
/** … to this many characters plus an ellipsis. */
export const TEXT_SHORTEN_TO = 100;
/** spec §9: add-to-homescreen delay is capped at 3. */
export const ADD_TO_HOMESCREEN_DELAY_MAX = 3;

/** spec §6/§9: an anonymous guest id starts with this prefix, then a time stamp … */
export const GUEST_ID_PREFIX = 'guest_app_';
/** … and ends with a random suffix of this many characters (spec §6/§9). */
export const GUEST_ID_SUFFIX_LENGTH = 36;
/** spec §9: length of the anonymous session user id. */
export const ANONYMOUS_SESSION_ID_LENGTH = 8;

/** spec §9: default distance of the chatbot launcher from the bottom edge, in px. */
export const CHATBOT_LAUNCHER_BOTTOM_DEFAULT_PX = 30;
/** spec §9: default distance of the chatbot launcher from the right edge, in px. */
export const CHATBOT_LAUNCHER_RIGHT_DEFAULT_PX = 30;
/** spec §9: the chat window sits this many px above the launcher position. */
export const CHATBOT_WINDOW_OFFSET_PX = 80;
/** spec §9: z-index of the chatbot launcher and window. */
export const CHATBOT_Z_INDEX = 99999;

/** spec §9: the weather forecast shows this many days. */
export const WEATHER_FORECAST_DAYS = 3;
/** spec §9: Earth radius of the distance calculation (haversine), in km. */
export const EARTH_RADIUS_KM = 6371;

/** spec §4/§9: accompanying persons of a check-in are capped at `repeat_max`, or this when unset. */
export const ACCOMPANYING_PERSONS_MAX_DEFAULT = 20;

/** spec §9: check-in opens this many days before arrival … */
export const CHECKIN_POSSIBLE_DAYS_BEFORE_DEFAULT = 0;
/** … at this hour (14:00) in the project's time zone (spec §9). */
export const CHECKIN_POSSIBLE_FROM_HOUR_DEFAULT = 14;
/** spec §9: check-in closes this many days after arrival … */
export const CHECKIN_POSSIBLE_DAYS_AFTER_DEFAULT = 1;
/** … at this hour (23:00) in the project's time zone (spec §9). */
export const CHECKIN_POSSIBLE_TO_HOUR_DEFAULT = 23;
/** spec §9: check-out uses the same defaults, relative to departure. */
export const CHECKOUT_POSSIBLE_DAYS_BEFORE_DEFAULT = CHECKIN_POSSIBLE_DAYS_BEFORE_DEFAULT;
/** spec §9 (check-out, relative to departure). */
export const CHECKOUT_POSSIBLE_FROM_HOUR_DEFAULT = CHECKIN_POSSIBLE_FROM_HOUR_DEFAULT;
/** spec §9 (check-out, relative to departure). */
export const CHECKOUT_POSSIBLE_DAYS_AFTER_DEFAULT = CHECKIN_POSSIBLE_DAYS_AFTER_DEFAULT;
/** spec §9 (check-out, relative to departure). */
export const CHECKOUT_POSSIBLE_TO_HOUR_DEFAULT = CHECKIN_POSSIBLE_TO_HOUR_DEFAULT;

/** spec §9: the plan is fully visible unless a project says otherwise. */
export const PLAN_VISIBLE_FULLY_DEFAULT = true;
/** spec §9: … else fully visible this many days after arrival … */
export const PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_PLUS_DAYS_DEFAULT = 0;
/** … at this time of day in the project's time zone (spec §9). */
export const PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_TIME_DEFAULT = '00:00';
/** spec §9: plan days before arrival (days_before_arrival) default. */
export const PLAN_DAYS_BEFORE_ARRIVAL_DEFAULT = 365;
