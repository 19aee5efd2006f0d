/** Where the Talhof is: a fictional valley in Upper Styria. */
import { near } from '../../helpers.ts';
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

/** The farm chapel behind the house, 45 m from the hotel's geolocation. */
export const CHAPEL = { streetAddress: 'Talbach 7a', ...VILLAGE, geo: near(HOTEL_GEO, 45, 340) };

/** Who provides the data of the places in the valley (spec §3 Activity "source"). */
export const REGION_SOURCE = 'Tourismusverband Talbachtal';
