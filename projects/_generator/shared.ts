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
