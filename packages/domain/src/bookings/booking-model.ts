import { z } from 'zod';
import { IsoDateSchema, TimeOfDaySchema } from '../model/common.ts';

/**
 * The `booking` block of a bookable activity or event (spec §1 bookings:
 * contingent, timeslot, team member, price option). A content item with this
 * block can be booked from its detail page and the programme; without it the
 * item is only shown (docs/project-model.md "Bookable programme").
 */

const IdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Expected an id of lower-case letters, digits and -');

/** One weekly timeslot: weekday (0 = Sunday, spec §9) and start, optional end. */
export const WeeklySlotSchema = z.looseObject({
  day: z.number().int().min(0).max(6),
  from: TimeOfDaySchema,
  to: TimeOfDaySchema.optional(),
});

/** One dated slot; `contingent` overrides the block's for this date. */
export const DatedSlotSchema = z.looseObject({
  date: IsoDateSchema,
  from: TimeOfDaySchema,
  to: TimeOfDaySchema.optional(),
  contingent: z.number().int().min(1).max(1000).optional(),
});

/** A price option (adult, child 6–14 …): gross price in minor units of the block's currency. */
export const PriceOptionSchema = z.looseObject({
  id: IdSchema,
  label: z.string().trim().min(1).max(120),
  price_minor: z.number().int().min(0).max(10_000_000),
  description: z.string().max(300).optional(),
});
export type PriceOption = z.infer<typeof PriceOptionSchema>;

/** A team member who leads a slot (guide, instructor); the guest may choose one. */
export const TeamMemberSchema = z.looseObject({
  id: IdSchema,
  name: z.string().trim().min(1).max(120),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** spec §4 confirmation: `auto` confirms at once, `staff` waits for the hotel ("Not confirmed"). */
export const BOOKING_CONFIRMATIONS = ['auto', 'staff'] as const;
/** How a booking is paid: not at all, online before it counts, or on the room's invoice. */
export const BOOKING_PAYMENTS = ['none', 'online', 'room'] as const;
export type BookingPayment = (typeof BOOKING_PAYMENTS)[number];

export const BookingBlockSchema = z
  .looseObject({
    /** Places per slot. */
    contingent: z.number().int().min(1).max(1000),
    /** Weekly timeslots, between `valid_from` and `valid_to` (both optional), minus `except`. */
    weekly: z.array(WeeklySlotSchema).max(50).optional(),
    valid_from: IsoDateSchema.optional(),
    valid_to: IsoDateSchema.optional(),
    /** Dates without the weekly slots (holidays). */
    except: z.array(IsoDateSchema).max(400).optional(),
    /** Dated slots, in addition to the weekly ones. */
    dates: z.array(DatedSlotSchema).max(400).optional(),
    /** Length of a slot without `to`, minutes (default 60). */
    duration_minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
    team_members: z.array(TeamMemberSchema).max(20).optional(),
    price_options: z.array(PriceOptionSchema).min(1).max(10),
    /** ISO 4217. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency such as EUR')
      .default('EUR'),
    /** Booking opens this many days before a slot (default 30) … */
    opens_days_before: z.number().int().min(0).max(365).default(30),
    /** … and closes this many hours before it (default 0: at the start). */
    closes_hours_before: z
      .number()
      .min(0)
      .max(24 * 30)
      .default(0),
    /** spec §4: the guest may cancel until this many hours before the start (default 0). */
    cancellation_deadline_hours: z
      .number()
      .min(0)
      .max(24 * 30)
      .default(0),
    confirmation: z.enum(BOOKING_CONFIRMATIONS).default('auto'),
    payment: z.enum(BOOKING_PAYMENTS).default('none'),
    /** Most persons in one registration (default: the contingent). */
    max_persons: z.number().int().min(1).max(1000).optional(),
    /** A minimum age the guest confirms (e.g. 18 for a wine tasting). */
    min_age: z.number().int().min(1).max(120).optional(),
    /** spec §3 Booking texts: shown as the plan hint of a registration. */
    reservation_info_text: z.string().max(1000).optional(),
    reservation_text: z.string().max(1000).optional(),
    reservation_description: z.string().max(2000).optional(),
  })
  .refine((b) => (b.weekly?.length ?? 0) + (b.dates?.length ?? 0) > 0, {
    message: 'A booking block needs weekly timeslots or dated slots',
    path: ['weekly'],
  });
export type BookingBlock = z.infer<typeof BookingBlockSchema>;

/** The booking block of a content item, or null when it has none or it is not valid. */
export function bookingBlockOf(item: { booking?: unknown }): BookingBlock | null {
  if (item.booking === undefined) return null;
  const parsed = BookingBlockSchema.safeParse(item.booking);
  return parsed.success ? parsed.data : null;
}
