/** Where the Weinleiten is: a fictional village among vineyards above Merano, South Tyrol (Italy). */
import { near } from '../../helpers.ts';
import { mediaPath } from '../../project-source.ts';

export const ID = 'weinleiten';
export const img = (file: string) => mediaPath(ID, file);

export const VILLAGE = { postalCode: '39012', addressLocality: 'Ried bei Meran' } as const;
export const MERANO = { postalCode: '39012', addressLocality: 'Meran / Merano' } as const;
export const HOTEL_GEO = { latitude: 46.6905, longitude: 11.1388 };
export const HOTEL_ADDRESS = { streetAddress: 'Weinleitenweg 3', ...VILLAGE };

/** The hotel's own orchard, 60 m from its geolocation. */
export const ORCHARD = { ...HOTEL_ADDRESS, geo: near(HOTEL_GEO, 60, 200) };

/** Who provides the data of the places around (spec §3 Activity "source"). */
export const REGION_SOURCE = 'Tourismusverein Ried bei Meran';
