// The statistics report of the staff console (`GET /api/staff/{project}/statistics`).
import { z } from 'zod';
import { IsoDateSchema } from '../model/common.ts';

/** At most this many days per report. */
export const MAX_STATS_DAYS = 366;

export const StatsQuerySchema = z.object({ from: IsoDateSchema, to: IsoDateSchema });

/** Sales of one currency in a report. */
export const RevenueSchema = z.object({
  currency: z.string(),
  totalMinor: z.number().int(),
  shopMinor: z.number().int(),
  bookingsMinor: z.number().int(),
  days: z.array(
    z.object({ date: z.string(), shopMinor: z.number().int(), bookingsMinor: z.number().int() }),
  ),
  /** Per product (shop) and per bookable item, the largest first. */
  items: z.array(
    z.object({
      kind: z.enum(['shop', 'booking']),
      title: z.string(),
      quantity: z.number().int(),
      amountMinor: z.number().int(),
    }),
  ),
});
export type Revenue = z.infer<typeof RevenueSchema>;

export const StatsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  pageViews: z.number().int(),
  days: z.array(z.object({ date: z.string(), views: z.number().int() })),
  /**
   * The most viewed pages of the guest app: a route (a guest's own pages such
   * as `/order/<id>` counted together as `/order`) and the title of its topic
   * or item in the model ('' for the app's own pages: the console names them).
   */
  topPages: z.array(z.object({ path: z.string(), title: z.string(), views: z.number().int() })),
  languages: z.array(z.object({ lang: z.string(), views: z.number().int() })),
  devices: z.array(z.object({ device: z.string(), views: z.number().int() })),
  /** App installs (`appinstalled`) counted by the guest app. */
  installs: z.number().int(),
  /**
   * spec §7 connect: guests whose app connected in the range, and how many
   * of them opened it from the home screen (`isStandalone`): the installed share.
   */
  connected: z.object({ guests: z.number().int(), installed: z.number().int() }),
  /** Arrivals in the range and how many checked in online; rate null without arrivals. */
  checkins: z.object({
    arrivals: z.number().int(),
    online: z.number().int(),
    rate: z.number().nullable(),
  }),
  /** Sales per currency (one for most hotels): shop orders placed and bookings confirmed. */
  revenue: z.array(RevenueSchema),
  /** Guest-service requests received in the range and how fast the staff decided them. */
  requests: z.object({
    received: z.number().int(),
    /** Accepted or rejected by the staff (a decision recorded in the audit log). */
    answered: z.number().int(),
    /** Minutes from the request to the staff's first decision. */
    medianMinutes: z.number().nullable(),
    averageMinutes: z.number().nullable(),
    /** Requests per form (its title as the guest sent it), most first. */
    forms: z.array(z.object({ subject: z.string(), count: z.number().int() })),
  }),
});
export type StatsReport = z.infer<typeof StatsReportSchema>;
