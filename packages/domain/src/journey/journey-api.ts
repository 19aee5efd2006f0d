// The guest journey's API (docs/journeys.md): the personal link's login, the
// feedback after the stay, and the console's view of the messages.
import { z } from 'zod';
import { JOURNEY_TARGETS } from './journey-settings.ts';

/** `POST /api/integrations/{project}/link-login`. */
export const LinkLoginBodySchema = z.object({ token: z.string().min(10).max(2000) });
export const LinkLoginAnswerSchema = z.object({
  user_id: z.string(),
  status: z.string(),
  reservation_id: z.string(),
  target: z.enum(JOURNEY_TARGETS),
});
export type LinkLoginAnswer = z.infer<typeof LinkLoginAnswerSchema>;

/** The text of an expired personal link (410), in English; the app says it in the guest's language. */
export const LINK_EXPIRED_MESSAGE =
  'This link has expired. Please log in with your reservation details.';

/** `POST /api/integrations/{project}/feedback`: one 0–10 answer per guest and stay, changeable. */
export const FeedbackBodySchema = z.object({
  reservation_id: z.string().min(1).max(100),
  score: z.number().int().min(0, 'From 0 to 10').max(10, 'From 0 to 10'),
  comment: z.string().trim().max(2000, 'At most 2000 characters').optional(),
  lang: z.string().min(2).max(10),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

/** The feedback page: the hotel's review page, offered whatever the score. */
export const FeedbackInfoSchema = z.object({
  review_url: z.string().nullable(),
  /** The guest's answer so far, if any. */
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type FeedbackInfo = z.infer<typeof FeedbackInfoSchema>;

export const JOURNEY_MESSAGE_STATUSES = [
  'planned',
  'sent',
  'failed',
  'skipped',
  'canceled',
] as const;

/** A journey message as staff see it: never its text, never the address. */
export const JourneyMessageSchema = z.object({
  id: z.string(),
  reservationId: z.string(),
  stepId: z.string(),
  status: z.enum(JOURNEY_MESSAGE_STATUSES),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  /** The SMTP answer of a refusal, or why it was skipped or canceled. */
  lastError: z.string().nullable(),
  language: z.string().nullable(),
  linkOpenedAt: z.string().nullable(),
});
export type JourneyMessageView = z.infer<typeof JourneyMessageSchema>;

/** `GET /api/staff/{project}/reservations/{id}/journey` and `GET /api/staff/{project}/journey`. */
export const JourneyMessagesSchema = z.object({
  /** Whether mail can go out (HOSPES_SMTP_URL); without, messages stay planned. */
  mailConfigured: z.boolean(),
  messages: z.array(JourneyMessageSchema),
  /** The steps of the journey (id, target, subject in the default language). */
  steps: z.array(
    z.object({ id: z.string(), target: z.enum(JOURNEY_TARGETS), subject: z.string() }),
  ),
});

/** `GET /api/staff/{project}/journey/preview?step=&lang=`. */
export const JourneyPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/** `GET /api/staff/{project}/feedback`: the weeks' answers and comments. */
export const FeedbackReportSchema = z.object({
  weeks: z.array(
    z.object({
      /** The Monday of the week, YYYY-MM-DD. */
      week: z.string(),
      answers: z.number().int(),
      average: z.number().nullable(),
      /** Net promoter score: promoters (9–10) minus detractors (0–6), in percent. */
      nps: z.number().nullable(),
    }),
  ),
  comments: z.array(
    z.object({
      at: z.string(),
      score: z.number().int(),
      comment: z.string(),
      language: z.string(),
    }),
  ),
});
