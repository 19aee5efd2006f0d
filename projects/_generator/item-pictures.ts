/**
 * Pictures that say what an item is: an event's pictogram is drawn as a
 * ticket, an information's as a tile, a place's or an activity's over hills
 * (svg/icons.ts `PictogramStyle`). The content files name one pictogram per
 * subject ('boat.svg'); this pass gives an event or information item its own
 * variant ('boat.event.svg') and points the item at it.
 */
import type { ProjectSource } from './project-source.ts';
import { restyle, type PictogramStyle } from './svg/icons.ts';

const STYLE_OF_TYPE: Partial<Record<string, Exclude<PictogramStyle, 'scene'>>> = {
  EVENT: 'poster',
  INFO: 'tile',
};
const SUFFIX: Record<Exclude<PictogramStyle, 'scene'>, string> = { poster: 'event', tile: 'info' };

export function withItemPictures(source: ProjectSource): ProjectSource {
  const media = { ...source.media };
  const prefix = `/media/${source.id}/`;
  const picture = <T>(path: T, style: Exclude<PictogramStyle, 'scene'>): T | string => {
    if (typeof path !== 'string' || !path.startsWith(prefix)) return path;
    const file = path.slice(prefix.length);
    const text = source.media[file];
    const styled = text && restyle(text, style);
    if (!styled) return path; // a drawn scene or a photo stays as it is
    const variant = file.replace(/\.svg$/, `.${SUFFIX[style]}.svg`);
    media[variant] = styled;
    return prefix + variant;
  };
  const { discover } = source.model;
  const topics = discover.topics.map((topic) => ({
    ...topic,
    items: topic.items.map((item) => {
      const style = STYLE_OF_TYPE[item.type];
      if (!style || !item.images) return item;
      return { ...item, images: item.images.map((path) => picture(path, style)) };
    }),
  }));
  return { ...source, media, model: { ...source.model, discover: { ...discover, topics } } };
}
