import { z } from 'zod';
import { LinkTypeSchema } from './common.ts';

/** spec §3 notification payload (push and in-app). */
export const NotificationPayloadSchema = z.looseObject({
  data: z.looseObject({
    title: z.string(),
    body: z.string().optional(),
    link: z.string().optional(),
    linkType: LinkTypeSchema.optional(),
    linkTitle: z.string().optional(),
  }),
  /** Id of the notification, used to mark it seen. */
  rId: z.string(),
  seen: z.boolean().optional(),
  /** Do not show this payload in the received-notifications popup. */
  omitPopup: z.boolean().optional(),
});
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;
