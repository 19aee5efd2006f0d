/** Where the Talhof is: a fictional valley in Upper Styria. */
import { mediaPath } from '../../project-source.ts';

export const ID = 'talhof';
export const img = (file: string) => mediaPath(ID, file);

export const VILLAGE = { postalCode: '8972', addressLocality: 'Talbach' } as const;
export const HOTEL_GEO = { latitude: 47.4053, longitude: 13.7592 };
export const HOTEL_ADDRESS = { streetAddress: 'Talbach 7', ...VILLAGE };

export const VALLEY_END_CAR_PARK = {
  de: 'Parkplatz Talschluss',
  en: 'Talschluss car park',
  es: 'Aparcamiento de Talschluss',
  fr: 'Parking du Talschluss',
  hr: 'Parkiralište Talschluss',
  it: 'Parcheggio Talschluss',
  ru: 'Парковка Тальшлусс',
};
