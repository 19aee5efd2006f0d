import type { ContentItem, ProjectModel, Topic } from '@hospes/domain';
import { testModel } from '../../../test/model-fixture.ts';

/** The guest stands at the lake promenade (all distances below are from here). */
export const GUEST = { latitude: 47.9352, longitude: 13.1238 };

/** A point `metres` north of the guest (1° latitude ≈ 111 195 m on the 6371 km sphere). */
export function north(metres: number) {
  return { latitude: GUEST.latitude + metres / 111_195, longitude: GUEST.longitude };
}

export function item(id: string, patch: Partial<ContentItem> = {}): ContentItem {
  return { id, type: 'POI', title: id, ...patch } as ContentItem;
}

/** 25 places: three named ones at known distances, then numbered fillers far away. */
export function lakesTopic(): Topic {
  const fillers = Array.from({ length: 22 }, (_, i) =>
    item(`filler-${String(i + 1).padStart(2, '0')}`, {
      title: `Zz place ${String(i + 1).padStart(2, '0')}`,
      geo: north(5000 + i * 100),
      tags: i % 2 === 0 ? ['family'] : [],
    }),
  );
  return {
    id: 'lakes',
    title: 'Lakes',
    sort: 'alphabet',
    filters: [
      { id: 'swim', label: 'Swimming', tag: 'swim' },
      { id: 'family', label: 'With children', tag: 'family' },
    ],
    items: [
      item('beach', {
        title: 'Beach Mirnach',
        geo: north(600),
        tags: ['swim', 'family'],
        addressLocality: 'Mirnach am See',
        description: '<p>Fine <strong>gravel</strong> beach under old lime trees.</p>',
      }),
      item('kneipp', { title: 'Kneipp pool', geo: north(40), tags: ['family'] }),
      item('boats', { title: 'Ahorn boat hire', geo: north(1500), tags: ['swim'] }),
      item('info', { title: 'About the lakes', type: 'INFO' }),
      ...fillers.slice(0, 21),
    ],
  };
}

/** The test model (German demo hotel) with the lakes topic and map settings. */
export function topicsModel(patch: (model: ProjectModel) => void = () => {}): ProjectModel {
  return testModel({ lang: 'en' }, (model) => {
    model.geolocation = GUEST;
    model.discover.properties = {
      map: {
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        zoom: 13,
      },
    };
    model.discover.topics = [lakesTopic()];
    patch(model);
  });
}
