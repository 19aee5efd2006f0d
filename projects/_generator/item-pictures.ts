/**
 * Pictures that say what an item is: an event's pictogram is drawn as a
 * ticket, an information's as a tile, a place's or an activity's over hills
 * (svg/icons.ts `PictogramStyle`). The content files name one pictogram per
 * subject ('boat.svg'); this pass gives an event or information item its own
 * variant ('boat.event.svg') and points the item at it. Within a topic, a
 * pictogram that another item already shows gets another tint ('boat.2.svg'):
 * no picture twice in one list.
 */
import type { ProjectSource } from './project-source.ts';
import { restyle, type PictogramStyle } from './svg/icons.ts';

const STYLE_OF_TYPE: Partial<Record<string, PictogramStyle>> = { EVENT: 'poster', INFO: 'tile' };
const SUFFIX: Record<PictogramStyle, string> = { scene: '', poster: '.event', tile: '.info' };

export function withItemPictures(source: ProjectSource): ProjectSource {
  const media = { ...source.media };
  const prefix = `/media/${source.id}/`;
  const picture = <T>(path: T, style: PictogramStyle, variant: number): T | string => {
    if (typeof path !== 'string' || !path.startsWith(prefix)) return path;
    if (style === 'scene' && variant === 0) return path;
    const file = path.slice(prefix.length);
    const text = source.media[file];
    const styled = text && restyle(text, style, variant);
    if (!styled) return path; // a drawn scene or a photo stays as it is
    const name = `${SUFFIX[style]}${variant ? `.${variant + 1}` : ''}`;
    const drawn = file.replace(/\.svg$/, `${name}.svg`);
    media[drawn] = styled;
    return prefix + drawn;
  };
  const { discover } = source.model;
  const topics = discover.topics.map((topic) => {
    // How often each picture has been shown in this topic's list so far.
    const seen = new Map<string, number>();
    const items = topic.items.map((item) => {
      const style = STYLE_OF_TYPE[item.type] ?? 'scene';
      if (!item.images) return item;
      return {
        ...item,
        images: item.images.map((path, index) => {
          if (typeof path !== 'string') return path;
          const key = `${style}|${path}`;
          const count = index === 0 ? (seen.get(key) ?? 0) : 0;
          if (index === 0) seen.set(key, count + 1);
          return picture(path, style, count);
        }),
      };
    });
    return { ...topic, items };
  });
  return { ...source, media, model: { ...source.model, discover: { ...discover, topics } } };
}
