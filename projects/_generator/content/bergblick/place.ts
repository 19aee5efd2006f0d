/** Where Hotel Bergblick is: a fictional village in the Pongau, Salzburger Land. */
import { mediaPath } from '../../project-source.ts';

export const ID = 'bergblick';
export const img = (file: string) => mediaPath(ID, file);

export const VILLAGE = { postalCode: '5603', addressLocality: 'Sonnberg im Pongau' } as const;
export const HOTEL_GEO = { latitude: 47.3524, longitude: 13.2451 };
export const HOTEL_ADDRESS = { streetAddress: 'Panoramaweg 8', ...VILLAGE };
export const VALLEY_STATION = {
  streetAddress: 'Talstation 1',
  ...VILLAGE,
  geo: { latitude: 47.3475, longitude: 13.2502 },
};

/** Who provides the data of the places in the region (spec §3 Activity "source"). */
export const REGION_SOURCE = 'Tourismusverband Sonnberg im Pongau';
