import { z } from 'zod';
import { LinkTypeSchema } from '../model/common.ts';
import { CONVERSATION_LIMIT } from '../constants.ts';
import { RequestStatusSchema } from './statuses.ts';
import { RegistrationDetailSchema } from '../bookings/booking-api.ts';
import { StaffGuestSchema } from '../staff/staff-guest.ts';
import { RequestEntrySchema } from './request-forms.ts';

/**
 * The shapes of the inbox, messages, notifications and realtime calls
 * (spec §7; docs/api.md), one schema each for the server's routes and the
 * app's client.
 */

/** spec §9: the conversation limit; a caller may ask for up to this many at once. */
export const CONVERSATION_MAX_LIMIT = 200;
/** A message a guest or the staff writes: plain text of at most 2,000 characters. */
export const MESSAGE_MAX_LENGTH = 2000;

const MessageTextSchema = z
  .string()
  .trim()
  .min(1, 'Please write a message.')
  .max(MESSAGE_MAX_LENGTH, `A message has at most ${MESSAGE_MAX_LENGTH} characters.`);

/** `GET …/conversation/{project}/{userId}?limit=&before=`. */
export const ConversationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONVERSATION_MAX_LIMIT).default(CONVERSATION_LIMIT),
  /** Only messages older than this message id (the "load older" page). */
  before: z.string().min(1).max(64).optional(),
});

/** The most conversations the staff's list sends at once (and its page size). */
export const CONVERSATIONS_PAGE_MAX = 50;

/** `GET /api/staff/{project}/conversations?limit=&cursor=&unread=`. */
export const StaffConversationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONVERSATIONS_PAGE_MAX).default(CONVERSATIONS_PAGE_MAX),
  /** The `nextCursor` of the page before. */
  cursor: z.string().min(1).max(400).optional(),
  /** Only conversations with messages the staff have not read. */
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** Who wrote a message: the guest, the hotel's staff, or the system (auto-generated, spec §4). */
export const MESSAGE_SENDERS = ['guest', 'staff', 'system'] as const;
export const MessageSenderSchema = z.enum(MESSAGE_SENDERS);
export type MessageSender = z.infer<typeof MessageSenderSchema>;

/** One message of a guest's conversation (spec §3 message plus its envelope). */
export const ConversationMessageSchema = z.object({
  id: z.string(),
  sender: MessageSenderSchema,
  /** spec §3 message type (read through `messageType`). */
  type: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** Whether the guest has seen it; a guest's own messages count as seen. */
  seen: z.boolean(),
  /** The request an auto-generated message is about. */
  requestId: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** The answer of the conversation call: oldest first; `hasMore` when older ones exist. */
export const ConversationSchema = z.object({
  messages: z.array(ConversationMessageSchema),
  hasMore: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const SendMessageBodySchema = z.object({ content: MessageTextSchema });
export const SeenBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64)).max(500).optional(),
});
export const UnseenCountSchema = z.object({ count: z.number().int().nonnegative() });

/** A guest-service request as the guest sees it. */
export const GuestRequestViewSchema = z.object({
  id: z.string(),
  formId: z.string(),
  subject: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  status: RequestStatusSchema,
  /** The staff's note on the last decision, if any. */
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the service takes place, if the form says. */
  start: z.string().nullable(),
  /** spec §4: whether the guest may still cancel (open or accepted, not past the allowed time). */
  cancelable: z.boolean(),
  /** Why not, when the status would allow it: past or past the allowed time. */
  cancelImpossible: z.enum(['past', 'deadline_passed']).nullable(),
});
export type GuestRequestView = z.infer<typeof GuestRequestViewSchema>;

/** A programme registration in the inbox (spec §3 registration display). */
export const RegistrationViewSchema = RegistrationDetailSchema;
export type RegistrationView = z.infer<typeof RegistrationViewSchema>;

/** spec §3 notification payload as stored for a guest (in-app "news"). */
export const InappNotificationSchema = z.object({
  rId: z.string(),
  data: z.object({
    title: z.string(),
    body: z.string().optional(),
    link: z.string().optional(),
    linkType: LinkTypeSchema.optional(),
    linkTitle: z.string().optional(),
  }),
  seen: z.boolean(),
  omitPopup: z.boolean(),
  createdAt: z.string(),
});
export type InappNotification = z.infer<typeof InappNotificationSchema>;

/** `GET /api/messages/inbox/{project}/{userId}`: spec §2 requests, registrations, messages, news. */
export const InboxSchema = z.object({
  requests: z.array(GuestRequestViewSchema),
  registrations: z.array(RegistrationViewSchema),
  messages: z.object({
    count: z.number().int().nonnegative(),
    unseen: z.number().int().nonnegative(),
    last: ConversationMessageSchema.nullable(),
  }),
  news: z.array(InappNotificationSchema),
});
export type Inbox = z.infer<typeof InboxSchema>;

export const InappNotificationsSchema = z.object({
  notifications: z.array(InappNotificationSchema),
});

/** `POST /api/requests/{project}/{userId}` → 201. */
export const RequestReceiptSchema = z.object({ id: z.string(), status: RequestStatusSchema });

/** The realtime events of `GET /api/events/{project}/{userId}` (spec §7). */
export const REALTIME_EVENTS = [
  'notifications-changed',
  'messages-changed',
  'requests-changed',
  'registrations-changed',
  'orders-changed',
  // The hotel's property system changed the guest's reservation (its webhook).
  'stay-changed',
] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/** Staff: `POST /api/staff/{project}/requests/{id}/{action}`. */
export const StaffRequestActionBodySchema = z.object({
  note: z.string().trim().max(1000).optional(),
});

/**
 * The staff's own progress on a request, beside the status the guest sees
 * (spec §4): not started, being handled, done. Never shown to the guest.
 */
export const REQUEST_PROGRESS = ['open', 'in_progress', 'done'] as const;
export const RequestProgressSchema = z.enum(REQUEST_PROGRESS);
export type RequestProgress = z.infer<typeof RequestProgressSchema>;

/** Staff: `POST /api/staff/{project}/requests/{id}/work` — progress and/or who handles it. */
export const StaffRequestWorkBodySchema = z
  .object({
    progress: RequestProgressSchema.optional(),
    /** A colleague's account id; null: nobody. */
    assigneeId: z.string().min(1).max(64).nullable().optional(),
  })
  .refine((b) => b.progress !== undefined || b.assigneeId !== undefined, {
    message: 'Give the progress, the colleague or both.',
  });

/** `GET /api/staff/{project}/colleagues`: the project's active staff, to assign work to. */
export const ColleaguesSchema = z.object({
  colleagues: z.array(z.object({ id: z.string(), name: z.string() })),
});
/** Staff: `POST /api/staff/{project}/messages/{userId}`. */
export const StaffMessageBodySchema = z.object({
  title: z.string().trim().max(120).optional(),
  content: MessageTextSchema,
});
/** Staff: `POST /api/staff/{project}/notifications`. */
export const StaffNotificationBodySchema = z
  .object({
    userIds: z.array(z.string().min(1).max(200)).min(1).max(1000).optional(),
    audience: z.enum(['in-house', 'all']).optional(),
    title: z.string().trim().min(1).max(120),
    body: z.string().trim().max(1000).default(''),
    link: z.string().trim().max(2048).optional(),
    linkType: LinkTypeSchema.default('INT'),
    linkTitle: z.string().trim().max(80).optional(),
    push: z.boolean().default(false),
    inapp: z.boolean().default(true),
    omitPopup: z.boolean().default(false),
  })
  .refine((body) => (body.userIds === undefined) !== (body.audience === undefined), {
    path: ['audience'],
    message: 'Give either userIds or audience.',
  })
  .refine((body) => body.push || body.inapp, {
    path: ['inapp'],
    message: 'Send it in-app, as a push notification, or both.',
  })
  .refine(
    (body) =>
      body.link === undefined ||
      (body.linkType === 'INT'
        ? /^#?\/[^\s]*$/.test(body.link)
        : /^https:\/\/\S+$/.test(body.link)),
    {
      path: ['link'],
      message: 'An INT link is an app route such as /topic/spa; an EXT link an https:// address.',
    },
  );
export type StaffNotificationBody = z.infer<typeof StaffNotificationBodySchema>;

/** Staff: a guest request as `GET /api/staff/{project}/requests` lists it. */
export const StaffRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  reservationId: z.string().nullable(),
  formId: z.string(),
  subject: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** The fields with the form's labels, in the form's order (the staff's language). */
  entries: z.array(RequestEntrySchema),
  lang: z.string(),
  status: RequestStatusSchema,
  note: z.string().nullable(),
  startAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  guest: StaffGuestSchema,
  /** The staff's own progress (not the guest's status). */
  progress: RequestProgressSchema,
  /** The colleague who handles it. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type StaffRequest = z.infer<typeof StaffRequestSchema>;
