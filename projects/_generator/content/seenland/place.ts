/** Seenland: a fictional lake district in the Salzburger Land, around Mirnach am See. */
import { mediaPath } from '../../project-source.ts';

export const ID = 'seenland';
export const img = (file: string) => mediaPath(ID, file);

export const TOWN = { postalCode: '5169', addressLocality: 'Mirnach am See' } as const;
export const CENTRE = { latitude: 47.9352, longitude: 13.1238 };

export const GEO = {
  promenade: CENTRE,
  jetty: { latitude: 47.9359, longitude: 13.1221 },
  lido: { latitude: 47.9371, longitude: 13.1196 },
  marketSquare: { latitude: 47.9331, longitude: 13.1274 },
  castle: { latitude: 47.9309, longitude: 13.1302 },
  station: { latitude: 47.9322, longitude: 13.1318 },
  office: { latitude: 47.9341, longitude: 13.1262 },
  tannsee: { latitude: 47.9487, longitude: 13.1012 },
  ahornsee: { latitude: 47.9215, longitude: 13.1447 },
};

export const OFFICE = {
  streetAddress: 'Seestraße 2',
  ...TOWN,
  phone: '+43 6217 5500',
  email: 'info@seenland.example',
  homepage: 'https://www.seenland.example',
};
