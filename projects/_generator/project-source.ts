/** The one source a demo project is generated from. */
import type { Loc } from './localise.ts';
import type { ContentItem, ModelBody, Product, Topic } from './model-types.ts';

export type ItemSource = Loc<ContentItem>;
export type TopicSource = Loc<Topic>;

export interface ProjectSource {
  /** Folder name and URL segment, e.g. 'alpenrose'. */
  id: string;
  product: Product;
  /** SVG files of projects/<id>/media/, by file name. */
  media: Record<string, string>;
  /** IANA time zone of the property (`_meta.timezone`; Europe/Vienna when not given). */
  timeZone?: string;
  /** The model without `_meta`; texts keyed by language. */
  model: Loc<ModelBody>;
}

/** Path under which the server serves a project's media file. */
export function mediaPath(project: string, file: string): string {
  return `/media/${project}/${file}`;
}
