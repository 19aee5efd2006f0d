// The statistics report of the staff console (`GET /api/staff/{project}/statistics`).
import { z } from 'zod';
import { IsoDateSchema } from '../model/common.ts';

/** At most this many days per report. */
export const MAX_STATS_DAYS = 366;

export const StatsQuerySchema = z.object({ from: IsoDateSchema, to: IsoDateSchema });

export const StatsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  pageViews: z.number().int(),
  days: z.array(z.object({ date: z.string(), views: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), title: z.string(), views: z.number().int() })),
  languages: z.array(z.object({ lang: z.string(), views: z.number().int() })),
  devices: z.array(z.object({ device: z.string(), views: z.number().int() })),
  /** App installs (`appinstalled`) counted by the guest app. */
  installs: z.number().int(),
  /** Arrivals in the range and how many checked in online; rate null without arrivals. */
  checkins: z.object({
    arrivals: z.number().int(),
    online: z.number().int(),
    rate: z.number().nullable(),
  }),
});
export type StatsReport = z.infer<typeof StatsReportSchema>;
