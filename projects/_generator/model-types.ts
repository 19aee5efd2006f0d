/**
 * The project model as docs/project-model.md describes it. The generator is
 * typed against this copy so that it runs on its own; the domain package's
 * zod schema (parseProjectModel) is the authority and checks every file the
 * generator writes.
 */
import type { Lang } from './localise.ts';

export type Product = 'discover' | 'discover_plus' | 'app' | 'app_without_chatbot';

export interface MenuItem {
  id: string;
  type: 'route' | 'separator' | 'share' | 'link';
  route?: string;
  url?: string;
  label?: string;
  icon?: string;
  mobileOnly?: boolean;
}

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type Feature = 'ChildFriendly' | 'AnyWeather' | 'SalzburgerLandCard';

export interface OpeningHours {
  day: Weekday;
  from: string;
  to: string;
}

export interface Tour {
  condition?: 'easy' | 'medium' | 'hard';
  distanceKm?: number;
  meetingPoint?: string;
  startingPoint?: string;
}

export interface ContentItem {
  id: string;
  type: 'ACTIVITY' | 'EVENT' | 'POI' | 'INFO';
  title: string;
  description?: string;
  tags?: string[];
  images?: string[];
  frame?: { images?: string[] };
  /** One credit per entry of `images`, in the same order. */
  imageattributions?: string[];
  /** Where the pictures come from. */
  imagesource?: string;
  streetAddress?: string;
  addressLocality?: string;
  postalCode?: string;
  geo?: { latitude: number; longitude: number };
  contact?: { phone?: string; email?: string; website?: string };
  openingHours?: OpeningHours[];
  features?: Feature[];
  price?: string;
  durationMinutes?: number;
  tour?: Tour;
  temporarilyClosed?: boolean;
  /**
   * spec §3 Activity "weekly timeslot": the times an activity takes place
   * each week (guided tours, courses); same shape as opening hours. The name
   * the domain's nextDate() reads (`timeslots`); not in the zod schema yet,
   * kept as an extra field.
   */
  timeslots?: OpeningHours[];
  /** spec §3 Activity "source": who provides the item's data. Not in the schema yet. */
  source?: string;
  eventFrom?: string;
  eventTo?: string;
  eventFromTime?: string;
  eventToTime?: string;
  validFrom?: string;
  validTo?: string;
  inactive?: boolean;
  fullSchedule?: { date: string; from?: string; to?: string }[];
  /** Makes the item bookable; checked by the domain's BookingBlockSchema (validate.ts). */
  booking?: BookingSource;
}

/** The `booking` block as written in the generator (labels and texts localised). */
export interface BookingSource {
  contingent: number;
  weekly?: { day: number; from: string; to?: string }[];
  valid_from?: string;
  valid_to?: string;
  except?: string[];
  dates?: { date: string; from: string; to?: string; contingent?: number }[];
  team_members?: { id: string; name: string }[];
  price_options: { id: string; label: string; price_minor: number }[];
  currency: string;
  opens_days_before: number;
  closes_hours_before: number;
  cancellation_deadline_hours: number;
  confirmation: 'auto' | 'staff';
  payment: 'none' | 'online' | 'room';
  max_persons?: number;
  min_age?: number;
  reservation_info_text?: string;
}

export interface Topic {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  image?: string;
  sort?: 'alphabet' | 'distance' | 'date';
  filters?: { id: string; label: string; tag: string }[];
  items: ContentItem[];
}

export interface CustomPopup {
  type: 'initial_stay' | 'add_to_homescreen' | 'enable_notifications' | 'info' | 'special_offer';
  id: string;
  title: string;
  description?: string;
  profileHint?: string;
  blocking?: boolean;
  delay?: number;
  offerId?: string;
  link_title?: string;
  ask_again_if_stay_expired_before_days?: number;
  ask_again_if_no_stay_data_after_hours?: number;
  ask_again_if_not_enabled_after_hours?: number;
  validFrom?: string;
  validTo?: string;
}

export interface Cookie {
  id: string;
  title: string;
  description?: string;
  essential: boolean;
  category: 'essential' | 'stats' | 'marketing';
}

export interface Promotion {
  id: string;
  title: string;
  description?: string;
  image?: string;
  link?: string;
  linkType?: 'INT' | 'EXT';
}

export type LoginField =
  'reservation_id' | 'first_name' | 'last_name' | 'name' | 'date_of_birth' | 'email';

export interface ProjectModel {
  name: string;
  _meta: {
    version: number;
    updated_at: string;
    product: Product;
    lang: Lang;
    default_lang: Lang;
    languages: Lang[];
    timezone: string;
  };
  branding: {
    favicon?: string;
    color_scheme?: string;
    color_scheme_secondary?: string;
    customAppFonts?: { family: string; url: string }[];
    customCSS?: string;
    show_link_to_website?: boolean;
    logo_link_to_website?: boolean;
  };
  welcome: {
    top: { logo?: string; welcome_image?: string; greeting?: string; text?: string };
    /** Pictures of the house for the discover plus gallery. Not in the schema yet. */
    gallery?: string[];
    topics?: string[];
    promotions?: Promotion[];
    /** One-tap actions under the greeting (discover plus and up, docs/decisions/044). */
    commands?: { id: string; label: string; icon?: string; link: string }[];
    popups: { custom: CustomPopup[]; cookies: { list: Cookie[]; valid_days?: number } };
  };
  contact: {
    homepage?: string;
    company?: string;
    email?: string;
    phone?: string;
    impressum?: string;
    privacy?: string;
  };
  address: {
    streetAddress?: string;
    postalCode?: string;
    addressLocality?: string;
    addressCountry?: string;
  };
  url?: string;
  qrDesktop?: boolean;
  geolocation?: { latitude: number; longitude: number };
  partner?: { logo: string; text: string; link?: string };
  discover: {
    properties: {
      map?: { tile_url?: string; attribution?: string; zoom?: number };
      customlinks?: {
        id: string;
        label: string;
        template: string;
        icon?: string;
        additionalType?: string;
      }[];
      locate_user_on_start?: boolean;
      sort_topics_after_user_location?: boolean;
    };
    topics: Topic[];
    /** The project's own blocks on the topic pages (app variants, docs/decisions/044). */
    custom_content?: { id: string; title?: string; html: string; topic?: string }[];
  };
  chatbot?: {
    matching?: { id: string; type: string; title: string }[];
    title?: string;
    start_screen?: { title?: string; description?: string; autotranslate_hint?: string };
    ui_labels?: { inputFieldPlaceholder?: string };
    persistent_menu?: { title: string; question?: string }[];
  };
  push_notifications?: { active: boolean };
  guest_services?: { forms: unknown[] };
  /** The hotel shop; checked by the domain's ShopSchema (validate.ts). */
  shop?: unknown;
  project_settings: {
    navigation?: { mobile?: MenuItem[]; desktop?: MenuItem[] };
    navigationTabs?: { mobile?: { items: MenuItem[]; rootNotActiveByDefault?: boolean } };
    messaging?: { active: boolean };
    /** spec §3/§5: the contexts guests may send (each key with its values). */
    contexts?: Record<string, readonly string[]>;
    invoicing?: { supplier_name?: string; vat_id?: string };
    pms_login?: { active: boolean; fields?: LoginField[] };
    login?: { blocking_splash_screen?: { active: boolean } };
    forms?: { prefill_options?: Record<string, string> };
    integrations?: Record<string, unknown>;
    /** Timed e-mails to the guests (docs/journeys.md): the domain's GuestJourneySchema. */
    guest_journey?: unknown;
  };
}

/** Everything of a model except `_meta`, which the generator writes. */
export type ModelBody = Omit<ProjectModel, '_meta'>;
