/** Where Hotel Alpenrose is: a fictional village in a Tyrolean side valley. */
import { mediaPath } from '../../project-source.ts';

export const ID = 'alpenrose';
export const img = (file: string) => mediaPath(ID, file);

export const VILLAGE = { postalCode: '6299', addressLocality: 'Lärchwald' } as const;
export const HOTEL_GEO = { latitude: 47.2064, longitude: 11.8412 };
export const HOTEL_ADDRESS = { streetAddress: 'Dorfstraße 14', ...VILLAGE };

export const TOP_STATION = {
  de: 'Bergstation der Lärchwald-Bahn',
  en: 'Top station of the Lärchwald cable car',
  es: 'Estación superior del teleférico de Lärchwald',
  fr: 'Gare supérieure de la télécabine de Lärchwald',
  hr: 'Gornja stanica žičare Lärchwald',
  it: 'Stazione a monte della cabinovia di Lärchwald',
  ru: 'Верхняя станция канатной дороги Лерхвальд',
};

/** Who provides the data of the places in the region (spec §3 Activity "source"). */
export const REGION_SOURCE = 'Tourismusverband Lärchwald';
