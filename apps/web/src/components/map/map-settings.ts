import type { DiscoverProperties } from '@hospes/domain';

/** OpenStreetMap's standard tiles: used when a model names no tile URL. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's required attribution, for the default tiles. */
export const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';
/** Zoom of a map around a single point when the model sets none. */
export const DEFAULT_ZOOM = 13;

/** Where the map's background comes from (model `discover.properties.map`). */
export interface MapTiles {
  url: string;
  /** May contain simple HTML (a link); sanitised before Leaflet shows it. */
  attribution: string;
  zoom: number;
}

/** The tile settings of a project, with the OpenStreetMap defaults. */
export function mapTilesOf(properties: DiscoverProperties): MapTiles {
  const map = properties.map;
  const url = map?.tile_url?.trim() || DEFAULT_TILE_URL;
  return {
    url,
    // Someone else's tiles need their own credit; ours is only right for OSM.
    attribution: map?.attribution ?? (url === DEFAULT_TILE_URL ? DEFAULT_ATTRIBUTION : ''),
    zoom: map?.zoom ?? DEFAULT_ZOOM,
  };
}
