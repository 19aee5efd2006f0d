// The answers of the staff API that the server declares and the console
// reads: one schema each, so the two cannot drift apart.
import { z } from 'zod';
import {
  ConversationMessageSchema,
  ConversationSchema,
  StaffRequestSchema,
} from '../inbox/inbox-api.ts';
import { StaffOrderSchema } from '../shop/order-api.ts';
import { AuditEntrySchema, ModelVersionSchema, StaffAccountSchema } from './staff-api.ts';
import { StaffGuestSchema } from './staff-guest.ts';

/** `GET …/requests`. */
export const StaffRequestsSchema = z.object({ requests: z.array(StaffRequestSchema) });

/** `GET …/conversations`: one line per guest, the newest first. */
export const StaffConversationsSchema = z.object({
  conversations: z.array(
    z.object({
      userId: z.string(),
      count: z.number(),
      unread: z.number(),
      /** The oldest guest message the staff have not read; null when all are read. */
      waitingSince: z.string().nullable(),
      lastAt: z.string(),
      last: ConversationMessageSchema,
      guest: StaffGuestSchema,
    }),
  ),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

/** `GET …/conversations/{userId}`: the thread, and who the guest is. */
export const StaffConversationSchema = ConversationSchema.extend({ guest: StaffGuestSchema });

/** What waits for the staff of one kind: how many, and since when the oldest. */
export const WaitingSchema = z.object({
  count: z.number().int().nonnegative(),
  /** ISO instant of the oldest waiting one; null when none waits. */
  oldestAt: z.string().nullable(),
});
export type Waiting = z.infer<typeof WaitingSchema>;

/** `GET …/counters`: what waits for the staff, for the menu, the tab title and alerts. */
export const StaffCountersSchema = z.object({
  /** New requests (status sent). */
  requests: WaitingSchema,
  /** Conversations with messages from the guest the staff have not read. */
  conversations: WaitingSchema,
  /** Registrations waiting for the hotel's confirmation. */
  bookings: WaitingSchema,
  /** Orders placed and not yet confirmed. */
  orders: WaitingSchema,
  /** The project's threshold: waiting longer is escalated. */
  escalateAfterMinutes: z.number().int().positive(),
});
export type StaffCounters = z.infer<typeof StaffCountersSchema>;
export const COUNTER_KINDS = ['requests', 'conversations', 'bookings', 'orders'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/** `GET …/quick-replies/{lang}`: the project's quick replies in a language (empty: none set). */
export const QuickRepliesSchema = z.object({ lang: z.string(), replies: z.array(z.string()) });

/** `POST …/notifications`: how many guests got it, in the app and by push. */
export const NotificationOutcomeSchema = z.object({
  recipients: z.number(),
  inapp: z.number(),
  push: z.number(),
});

/** `GET …/orders`. */
export const StaffOrdersSchema = z.object({ orders: z.array(StaffOrderSchema) });

/** A staff account in the team list. */
export const StaffAccountRowSchema = StaffAccountSchema.extend({
  disabled: z.boolean(),
  /** Its password is one an administrator chose; its owner has not chosen their own yet. */
  mustChangePassword: z.boolean(),
});
/** `GET …/accounts`. */
export const StaffAccountsSchema = z.object({ accounts: z.array(StaffAccountRowSchema) });

/** `GET …/audit`. */
export const AuditEntriesSchema = z.object({
  entries: z.array(
    AuditEntrySchema.extend({
      /** The guest the action concerned (a request, an order, a message, a reservation), else null. */
      guest: StaffGuestSchema.nullable(),
    }),
  ),
});

/** `PUT`/`POST …/content/{lang}` and a rollback: the published version. */
export const PublishedVersionSchema = z.object({
  version: z.number().int(),
  /** The other languages that got the edit's shared values, each as its next version. */
  shared: z.array(z.object({ lang: z.string(), version: z.number().int() })).optional(),
});
/** `GET …/content/{lang}/versions`. */
export const ModelVersionsSchema = z.object({ versions: z.array(ModelVersionSchema) });

/** `POST …/media`: where the uploaded picture is served. */
export const UploadedMediaSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** `POST …/content/{lang}/previews`: the preview's link and until when it works. */
export const PreviewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/**
 * `POST …/reservations` and the CSV import: how many were created and
 * updated, and how many were left as they were (nothing differed).
 */
export const ReservationsSavedSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

export const TIMELINE_KINDS = ['request', 'message', 'order', 'booking'] as const;

/** One thing a reservation's guests did or were told, for the reservation page's timeline. */
export const TimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** The guest (user id) it concerns: a conversation is opened with it. */
  userId: z.string(),
  /** The request's form, the booked item, the order number; '' for a message. */
  title: z.string(),
  /** The request's, booking's or order's status as stored (translated by the console). */
  status: z.string().nullable(),
  /** A message's text (its start: the conversation has the rest). */
  text: z.string().nullable(),
  /** An order's or a booking's total. */
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** When a booked slot starts. */
  startAt: z.string().nullable(),
  /** Who wrote a message. */
  from: z.enum(['guest', 'staff']).nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** `GET …/reservations/{id}/timeline`: newest first, at most `limit`; `more` when there are older. */
export const ReservationTimelineSchema = z.object({
  entries: z.array(TimelineEntrySchema),
  more: z.boolean(),
});
