import { z } from 'zod';
import { GeoSchema, IsoDateSchema, TimeOfDaySchema } from './common.ts';

/** spec §3: kinds of content items. */
export const CONTENT_ITEM_TYPES = ['ACTIVITY', 'EVENT', 'POI', 'INFO'] as const;
export const ContentItemTypeSchema = z.enum(CONTENT_ITEM_TYPES);
export type ContentItemType = z.infer<typeof ContentItemTypeSchema>;

/** spec §3 activity features. */
export const ACTIVITY_FEATURES = ['ChildFriendly', 'AnyWeather', 'SalzburgerLandCard'] as const;
export const ActivityFeatureSchema = z.enum(ACTIVITY_FEATURES);
export type ActivityFeature = z.infer<typeof ActivityFeatureSchema>;

/** spec §3 tour conditions. */
export const TourConditionSchema = z.enum(['easy', 'medium', 'hard']);
export type TourCondition = z.infer<typeof TourConditionSchema>;

/** One opening interval; `day` 0 is Sunday (spec §9: weekdays Sunday to Saturday). */
export const OpeningHoursSchema = z.looseObject({
  day: z.number().int().min(0).max(6),
  from: TimeOfDaySchema,
  to: TimeOfDaySchema,
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** Contact details of a content item. */
export const ItemContactSchema = z.looseObject({
  phone: z.string().optional(),
  email: z.string().optional(),
  website: z.string().optional(),
});
export type ItemContact = z.infer<typeof ItemContactSchema>;

/** Tour details of an activity. */
export const TourSchema = z.looseObject({
  condition: TourConditionSchema.optional(),
  distanceKm: z.number().nonnegative().optional(),
  meetingPoint: z.string().optional(),
  startingPoint: z.string().optional(),
});
export type Tour = z.infer<typeof TourSchema>;

/** One date of an event's full schedule. */
export const ScheduleEntrySchema = z.looseObject({
  date: IsoDateSchema,
  from: TimeOfDaySchema.optional(),
  to: TimeOfDaySchema.optional(),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

/**
 * spec §3 content item, activity and event in one shape: the event fields
 * matter for type EVENT, the tour/booking fields for ACTIVITY.
 */
export const ContentItemSchema = z.looseObject({
  id: z.string().min(1),
  type: ContentItemTypeSchema,
  title: z.string(),
  /** May contain simple HTML (sanitised before rendering). */
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  images: z.array(z.string()).optional(),
  frame: z.looseObject({ images: z.array(z.string()).optional() }).optional(),
  imageattributions: z.array(z.string()).optional(),
  imagesource: z.string().optional(),
  imageprops: z.record(z.string(), z.unknown()).optional(),
  streetAddress: z.string().optional(),
  addressLocality: z.string().optional(),
  postalCode: z.string().optional(),
  geo: GeoSchema.optional(),
  contact: ItemContactSchema.optional(),
  openingHours: z.array(OpeningHoursSchema).optional(),
  /** Weekly timeslots of an activity (spec §3 "weekly timeslot"), same shape as opening hours. */
  timeslots: z.array(OpeningHoursSchema.partial({ to: true })).optional(),
  /** Where the content comes from, e.g. the regional tourism board (spec §3 "source"). */
  source: z.string().optional(),
  isOpenNow: z.boolean().optional(),
  externalSourceId: z.string().optional(),
  features: z.array(ActivityFeatureSchema).optional(),
  price: z.string().optional(),
  durationMinutes: z.number().nonnegative().optional(),
  tour: TourSchema.optional(),
  temporarilyClosed: z.boolean().optional(),
  // events (type EVENT), spec §3 "Event"
  eventFrom: IsoDateSchema.optional(),
  eventTo: IsoDateSchema.optional(),
  eventFromTime: TimeOfDaySchema.optional(),
  eventToTime: TimeOfDaySchema.optional(),
  validFrom: IsoDateSchema.optional(),
  validTo: IsoDateSchema.optional(),
  inactive: z.boolean().optional(),
  fullSchedule: z.array(ScheduleEntrySchema).optional(),
  /**
   * Makes the item bookable (spec §1 bookings): checked on its own by
   * `BookingBlockSchema` (bookings/booking-model.ts), so a broken block
   * makes only its item unbookable, never the model unreadable.
   */
  booking: z.unknown().optional(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

/** A content item of type ACTIVITY. */
export type Activity = ContentItem & { type: 'ACTIVITY' };
/** A content item of type EVENT. */
export type EventItem = ContentItem & { type: 'EVENT' };

/** Tells whether a content item is an event (spec §3 "Event": type EVENT). */
export function isEvent(item: ContentItem): item is EventItem {
  return item.type === 'EVENT';
}
