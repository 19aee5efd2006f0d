// The guest journey of a project (our extension of spec §3, docs/journeys.md):
// timed e-mails before, during and after the stay, each with a personal
// link into the app. A step names when (days before or after arrival or
// departure, at a local time of the project's zone), for whom (conditions),
// where its link leads and its text — in the language of the model that
// carries it: `model.de.json` holds the German templates.
import { z } from 'zod';

export const JOURNEY_ANCHORS = ['arrival', 'departure'] as const;
/** Where the personal link opens the app. */
export const JOURNEY_TARGETS = [
  'checkin',
  'reservation',
  'invoices',
  'checkout',
  'feedback',
] as const;
export type JourneyTarget = (typeof JOURNEY_TARGETS)[number];
/** A step is sent only while its conditions hold. */
export const JOURNEY_CONDITIONS = ['checkin_not_done', 'checkout_not_done'] as const;
export type JourneyCondition = (typeof JOURNEY_CONDITIONS)[number];
/** What a template may say: `{first_name}` is replaced by the guest's first name. */
export const JOURNEY_PLACEHOLDERS = [
  'first_name',
  'last_name',
  'arrival',
  'departure',
  'room',
  'hotel',
  'link',
] as const;
export type JourneyPlaceholder = (typeof JOURNEY_PLACEHOLDERS)[number];

const TimeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Expected a time of day HH:mm');

/** Placeholders a template uses that the journey does not know. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = JOURNEY_PLACEHOLDERS;
  return [...template.matchAll(/\{([a-z_]+)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !known.includes(name));
}

const Template = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((t) => unknownPlaceholders(t).length === 0, {
      error: (issue) =>
        `Unknown placeholder ${unknownPlaceholders(String(issue.input))
          .map((p) => `{${p}}`)
          .join(', ')}; use ${JOURNEY_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
    });

export const JourneyStepSchema = z.looseObject({
  /** Stable across languages and versions: what was sent is recorded under it. */
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'Use a-z, 0-9, - and _'),
  active: z.boolean().optional(),
  anchor: z.enum(JOURNEY_ANCHORS),
  /** Days after (positive) or before (negative) the anchor's date. */
  offset_days: z.number().int().min(-60).max(60),
  /** The local time of the project's zone on that day. */
  time: TimeOfDay,
  conditions: z.array(z.enum(JOURNEY_CONDITIONS)).optional(),
  target: z.enum(JOURNEY_TARGETS),
  subject: Template(200),
  /** Plain text; paragraphs separated by a blank line. */
  text: Template(5000),
});
export type JourneyStep = z.infer<typeof JourneyStepSchema>;

export const GuestJourneySchema = z.looseObject({
  active: z.boolean(),
  /** The sender of this hotel's mails (else the server's HOSPES_SMTP_FROM). */
  sender: z
    .looseObject({ email: z.email(), name: z.string().trim().max(100).optional() })
    .optional(),
  reply_to: z.email().optional(),
  /** The hotel's public review page, offered to every guest after the stay. */
  review_url: z.url({ protocol: /^https?$/ }).optional(),
  /** No mail is sent between these local times; a step due then waits until `to`. */
  quiet_hours: z.looseObject({ from: TimeOfDay, to: TimeOfDay }).optional(),
  steps: z.array(JourneyStepSchema).max(20),
});
export type GuestJourney = z.infer<typeof GuestJourneySchema>;
