// The Leaflet map. This module is only ever imported dynamically (see
// map-panel.tsx), so Leaflet and its CSS load with the first map, never with
// the first route.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import type { ItemMapProps, MapMarker } from './map-types.ts';
import './item-map.css';

// Drawn markers (no image files): they show offline and need no asset paths.
const PIN_SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true" focusable="false">' +
  '<path d="M15 39C15 39 28 24.5 28 14.5A13 13 0 0 0 2 14.5C2 24.5 15 39 15 39Z"/>' +
  '<circle cx="15" cy="14.5" r="5"/></svg>';
const pinIcon = L.divIcon({
  className: 'item-map__pin',
  html: PIN_SVG,
  iconSize: [30, 40],
  iconAnchor: [15, 39],
  popupAnchor: [0, -34],
});
const guestIcon = L.divIcon({ className: 'item-map__guest', iconSize: [20, 20] });

interface MapLayers {
  map: L.Map;
  pins: L.LayerGroup;
  guest: L.LayerGroup;
}

/** Closest zoom when fitting a few markers that lie close together. */
const FIT_MAX_ZOOM = 16;

/** The popup of a marker: its title as a link into the app (built as DOM, never as HTML). */
function popupContent(marker: MapMarker, onNavigate: (path: string) => void): HTMLElement {
  const link = document.createElement('a');
  link.className = 'item-map__popup-link';
  link.href = `#${marker.path}`;
  link.textContent = marker.title;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    onNavigate(marker.path);
  });
  return link;
}

/**
 * A Leaflet map of places: tiles from the project's settings, a pin per
 * place whose popup links to its page, and the guest's position. Pins are
 * focusable buttons (Leaflet `keyboard`); Enter opens the popup and moves
 * the focus to its link. Without tiles (offline) the pins still work.
 */
export function ItemMap(props: ItemMapProps) {
  const { markers, userLocation, center, tiles, labels, fullscreen } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [layers, setLayers] = useState<MapLayers | null>(null);
  const navigateRef = useRef(props.onNavigate);
  useEffect(() => {
    navigateRef.current = props.onNavigate;
  }, [props.onNavigate]);

  // The map itself, once per tile source.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
    // Tiles that fail (offline, blocked) simply stay empty: no error, pins stay.
    L.tileLayer(tiles.url, {
      attribution: sanitizeHtml(tiles.attribution),
      maxZoom: 19,
    }).addTo(map);
    const pins = L.layerGroup().addTo(map);
    const guest = L.layerGroup().addTo(map);
    map.on('popupopen', (event) => {
      event.popup.getElement()?.querySelector<HTMLElement>('.item-map__popup-link')?.focus();
    });
    setLayers({ map, pins, guest });
    // A container that changes size (full screen, window) needs a re-layout.
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(container);
    return () => {
      resize?.disconnect();
      map.remove();
      setLayers(null);
    };
  }, [tiles.url, tiles.attribution, labels.zoomIn, labels.zoomOut]);

  // The pins, and a view that shows them all.
  useEffect(() => {
    if (!layers) return;
    const { map, pins: layer } = layers;
    layer.clearLayers();
    for (const m of markers) {
      const pin = L.marker([m.latitude, m.longitude], {
        icon: pinIcon,
        title: m.title,
        keyboard: true,
        riseOnHover: true,
      });
      pin.bindPopup(() => popupContent(m, (path) => navigateRef.current(path)));
      pin.addTo(layer);
      pin.getElement()?.setAttribute('aria-label', m.title);
    }
    if (markers.length > 1) {
      const bounds = L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as L.LatLngTuple));
      map.fitBounds(bounds, {
        // The full-screen button sits in the top right corner.
        paddingTopLeft: [32, 72],
        paddingBottomRight: [32, 32],
        maxZoom: FIT_MAX_ZOOM,
      });
    } else {
      const only = markers[0] ?? center ?? userLocation;
      if (only) map.setView([only.latitude, only.longitude], tiles.zoom);
      else map.setView([0, 0], 1);
    }
  }, [layers, markers, center, userLocation, tiles.zoom]);

  // The guest's position (not a button: there is nothing to open).
  useEffect(() => {
    if (!layers) return;
    const layer = layers.guest;
    layer.clearLayers();
    if (!userLocation) return;
    const me = L.marker([userLocation.latitude, userLocation.longitude], {
      icon: guestIcon,
      title: labels.yourLocation,
      keyboard: false,
      interactive: false,
      zIndexOffset: 1000,
    }).addTo(layer);
    const element = me.getElement();
    element?.setAttribute('role', 'img');
    element?.setAttribute('aria-label', labels.yourLocation);
  }, [layers, userLocation, labels.yourLocation]);

  useEffect(() => {
    if (!layers) return;
    const { map } = layers;
    if (fullscreen) map.scrollWheelZoom.enable();
    else map.scrollWheelZoom.disable();
    map.invalidateSize();
  }, [layers, fullscreen]);

  return <div ref={containerRef} className="item-map" data-testid="item-map" />;
}
