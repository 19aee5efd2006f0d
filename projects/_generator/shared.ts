/** Small shared pieces of the models: map, custom links, menu entries. */
import type { L, Loc } from './localise.ts';
import type { MenuItem, ModelBody } from './model-types.ts';

type Source<T> = Loc<T>;

/** The OpenStreetMap tiles every demo project uses. */
export function osmMap(zoom: number): NonNullable<ModelBody['discover']['properties']['map']> {
  return {
    tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    zoom,
  };
}

/** A custom link on content items that opens a route planner to the item. */
export const ROUTE_PLANNER_LINK: Source<
  NonNullable<ModelBody['discover']['properties']['customlinks']>[number]
> = {
  id: 'route',
  label: {
    de: 'Route planen',
    en: 'Plan route',
    es: 'Planificar ruta',
    fr: 'Calculer l’itinéraire',
    hr: 'Isplaniraj rutu',
    it: 'Calcola il percorso',
    ru: 'Проложить маршрут',
  },
  template: 'https://www.openstreetmap.org/directions?route=%3B{latitude}%2C{longitude}',
  icon: 'map',
};

/** A route menu entry; without a label the web app uses its bundled `menu.<id>` label. */
export function menuRoute(
  id: string,
  route: string,
  icon: string,
  label?: L,
  mobileOnly?: boolean,
): Source<MenuItem> {
  const item: Source<MenuItem> = { id, type: 'route', route, icon };
  if (label) item.label = label;
  if (mobileOnly) item.mobileOnly = true;
  return item;
}

export const PLAN_LABEL: L = {
  de: 'Mein Plan',
  en: 'My plan',
  es: 'Mi plan',
  fr: 'Mon programme',
  hr: 'Moj plan',
  it: 'Il mio programma',
  ru: 'Мой план',
};

/**
 * The check-in/out settings of the hotels with PMS login
 * (`project_settings.integrations.checkin`, read by the server): online
 * check-in from the day before arrival at 14:00 until the day after arrival
 * at 23:00, check-out the same around departure, invoices shown and
 * required to be paid first. Opening the day before makes the demo
 * reservations' situations ("arrives today, check-in ready"; "departs
 * today, check-out ready") hold at every hour of the day.
 */
export const DEMO_CHECKIN_INTEGRATION = {
  checkin: {
    active: true,
    possible_days_before: 1,
    possible_from_hour: 14,
    possible_days_after: 1,
    possible_to_hour: 23,
  },
  checkout: {
    active: true,
    possible_days_before: 1,
    possible_from_hour: 14,
    possible_days_after: 1,
    possible_to_hour: 23,
  },
  invoice: { active: true },
};

/**
 * The menu of the demo hotels: the default menu of spec §2 (welcome,
 * contact, weather on mobile, search | profile, inbox, favourites) with the
 * guest services beside the inbox, where the guest's requests land.
 */
export const HOTEL_MENU: Source<MenuItem>[] = [
  menuRoute('welcome', '/', 'home'),
  menuRoute('contact', '/contact', 'mail'),
  menuRoute('weather', '/weather', 'sun', undefined, true),
  menuRoute('search', '/search', 'search'),
  { id: 'separator-guest', type: 'separator' },
  menuRoute('profile', '/profile', 'user'),
  menuRoute('registrations', '/registrations', 'inbox'),
  menuRoute('guestservices', '/guestservices', 'bell'),
  menuRoute('favorites', '/favorites', 'heart'),
];
