/** What the event files of Seenland share: publication date and places. */
import { GEO, TOWN } from './place.ts';

/** When the 2026/27 programme was published: all its events are valid from then on. */
export const PUBLISHED = '2026-11-01';

export const PROMENADE = { streetAddress: 'Seepromenade', ...TOWN, geo: GEO.promenade };
export const MARKET_SQUARE = { streetAddress: 'Marktplatz', ...TOWN, geo: GEO.marketSquare };
