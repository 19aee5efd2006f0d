import { z } from 'zod';
import { ContentItemSchema } from './content-item.ts';

/** A topic filter: keeps the items that carry `tag`. */
export const TopicFilterSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string(),
  tag: z.string(),
});
export type TopicFilter = z.infer<typeof TopicFilterSchema>;

/** spec §2: topic lists sort by alphabet, distance or date. */
export const TopicSortSchema = z.enum(['alphabet', 'distance', 'date']);
export type TopicSort = z.infer<typeof TopicSortSchema>;

/** A topic of `discover.topics` with its content items. */
export const TopicSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().optional(),
  icon: z.string().optional(),
  image: z.string().optional(),
  sort: TopicSortSchema.optional(),
  filters: z.array(TopicFilterSchema).optional(),
  items: z.array(ContentItemSchema),
});
export type Topic = z.infer<typeof TopicSchema>;

/** spec §3 discover.properties.customlinks: a link template on content items. */
export const CustomLinkSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string(),
  template: z.string(),
  symbol: z.string().optional(),
  icon: z.string().optional(),
  additionalType: z.string().optional(),
});
export type CustomLink = z.infer<typeof CustomLinkSchema>;

/** Map settings of the topic map view. */
export const MapSettingsSchema = z.looseObject({
  tile_url: z.string().optional(),
  attribution: z.string().optional(),
  zoom: z.number().optional(),
});
export type MapSettings = z.infer<typeof MapSettingsSchema>;

/** spec §3 discover.properties. */
export const DiscoverPropertiesSchema = z.looseObject({
  map: MapSettingsSchema.optional(),
  customlinks: z.array(CustomLinkSchema).optional(),
  locate_user_on_start: z.boolean().optional(),
  sort_topics_after_user_location: z.boolean().optional(),
});
export type DiscoverProperties = z.infer<typeof DiscoverPropertiesSchema>;

/**
 * Custom discover content (spec §1, app variants; docs/decisions/044): the
 * project's own block of text on the topic overview, or atop one topic's
 * page when `topic` names it.
 */
export const CustomDiscoverContentSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string().optional(),
  /** Simple HTML, sanitised before rendering; embeds wait for consent. */
  html: z.string(),
  /** A topic id; without it, the block heads the topic overview. */
  topic: z.string().optional(),
});
export type CustomDiscoverContent = z.infer<typeof CustomDiscoverContentSchema>;

/** spec §3 model.discover. */
export const DiscoverSchema = z.looseObject({
  properties: DiscoverPropertiesSchema,
  topics: z.array(TopicSchema),
  custom_content: z.array(CustomDiscoverContentSchema).optional(),
});
export type Discover = z.infer<typeof DiscoverSchema>;
