// A stand-in for the Leaflet module (the map library is the boundary: jsdom
// has no layout, so real Leaflet cannot draw). It keeps what the app asks
// for — tiles, pins with their titles and popups — and draws the pins as
// focusable elements in the map container, as Leaflet's `keyboard` pins are.

type Handler = (event: { popup: FakePopup }) => void;

interface FakePopup {
  getElement(): HTMLElement | undefined;
}

export interface FakeMapRecord {
  container: HTMLElement;
  tileUrl: string;
  attribution: string;
  removed: boolean;
}

export const leafletCalls = {
  maps: [] as FakeMapRecord[],
  reset() {
    this.maps = [];
  },
};

function fakeMap(container: HTMLElement) {
  const handlers: Record<string, Handler[]> = {};
  const record: FakeMapRecord = { container, tileUrl: '', attribution: '', removed: false };
  leafletCalls.maps.push(record);
  const map = {
    record,
    container,
    on(type: string, handler: Handler) {
      (handlers[type] ??= []).push(handler);
      return map;
    },
    fire(type: string, event: { popup: FakePopup }) {
      for (const handler of handlers[type] ?? []) handler(event);
    },
    remove() {
      record.removed = true;
      container.replaceChildren();
    },
    fitBounds: () => map,
    setView: () => map,
    invalidateSize: () => map,
    scrollWheelZoom: { enable() {}, disable() {} },
  };
  return map;
}
type FakeMap = ReturnType<typeof fakeMap>;

function layerGroup() {
  const elements: HTMLElement[] = [];
  const group = {
    map: null as FakeMap | null,
    addTo(map: FakeMap) {
      group.map = map;
      return group;
    },
    add(element: HTMLElement) {
      elements.push(element);
      group.map?.container.append(element);
    },
    clearLayers() {
      for (const element of elements.splice(0)) element.remove();
      return group;
    },
  };
  return group;
}
type FakeLayer = ReturnType<typeof layerGroup>;

function marker(latlng: [number, number], options: { title?: string; keyboard?: boolean }) {
  const element = document.createElement('div');
  element.className = 'fake-leaflet-marker';
  element.dataset.latlng = latlng.join(',');
  if (options.title) element.title = options.title;
  if (options.keyboard) {
    element.tabIndex = 0;
    element.setAttribute('role', 'button');
  }
  let popupOf: (() => HTMLElement) | null = null;
  const pin = {
    bindPopup(content: () => HTMLElement) {
      popupOf = content;
      return pin;
    },
    addTo(layer: FakeLayer) {
      layer.add(element);
      element.addEventListener('click', () => {
        if (!popupOf || !layer.map) return;
        const popup = document.createElement('div');
        popup.className = 'fake-leaflet-popup';
        popup.append(popupOf());
        layer.map.container.append(popup);
        layer.map.fire('popupopen', { popup: { getElement: () => popup } });
      });
      return pin;
    },
    getElement: () => element,
  };
  return pin;
}

const L = {
  map: (container: HTMLElement) => fakeMap(container),
  divIcon: (options: object) => options,
  control: {
    zoom: () => ({ addTo: () => undefined }),
  },
  tileLayer: (url: string, options: { attribution: string }) => ({
    addTo(map: FakeMap) {
      map.record.tileUrl = url;
      map.record.attribution = options.attribution;
    },
  }),
  layerGroup,
  marker,
  latLngBounds: (points: unknown[]) => points,
};

export default L;
