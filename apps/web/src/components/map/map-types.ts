import type { LatLng } from '@hospes/domain';
import type { MapTiles } from './map-settings.ts';

/** A place on the map: its popup shows the title as a link to `path`. */
export interface MapMarker extends LatLng {
  id: string;
  title: string;
  /** App route of the place's page, e.g. '/activity/sl-lake-kneipp'. */
  path: string;
}

/** Texts of the map's own controls, in the guest's language. */
export interface MapLabels {
  yourLocation: string;
  zoomIn: string;
  zoomOut: string;
}

export interface ItemMapProps {
  markers: readonly MapMarker[];
  /** The guest's position, shown as its own marker when known. */
  userLocation: LatLng | null;
  /** Where to look when there is no marker (the project's geolocation). */
  center: LatLng | null;
  tiles: MapTiles;
  labels: MapLabels;
  /** Opens an app route (a popup link), through the router. */
  onNavigate(path: string): void;
  /** Full-screen maps zoom with the wheel; inline ones leave it to the page. */
  fullscreen: boolean;
}
