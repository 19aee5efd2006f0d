// Shapes the guest app sends and the server validates: one zod schema each
// (house style: the form, the client and the route use the same schema).
import { z } from 'zod';
import { LangSchema } from '../languages.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const size = z.string().regex(/^\d{1,5}x\d{1,5}$/, 'Expected WIDTHxHEIGHT, e.g. 390x844');

/** spec §7: the fields of a hit; anything else the client sends is dropped. */
export const StatsHitSchema = z
  .object({
    business_id: text(100).optional(),
    hittype: z.enum(['event', 'pageview']),
    gen_id: text(100).optional(),
    userlang: z
      .string()
      .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language tag, e.g. de-AT')
      .max(35)
      .optional(),
    z: z.string().max(64).optional().describe('Random cache buster; not stored'),
    event_category: z.literal('engagement').optional(),
    event_action: text(200).optional(),
    event_label: text(500).optional(),
    documentpath: text(2048).optional(),
    documenttitle: text(500).optional(),
    screen: size.optional(),
    viewport: size.optional(),
    cn: text(200).optional().describe('Campaign name'),
    cs: text(200).optional().describe('Campaign source'),
    cm: text(200).optional().describe('Campaign medium'),
  })
  .refine((hit) => hit.hittype !== 'event' || hit.event_action !== undefined, {
    path: ['event_action'],
    message: 'An event needs event_action',
  });

/** A statistics hit (spec §7). */
export type StatsHit = z.infer<typeof StatsHitSchema>;

/** The contact form of discover plus and the app variants (spec §1). */
export const ContactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(200),
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid e-mail address.')),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^\+?[0-9 ()/.-]*$/, 'Please enter a valid phone number.')
    .optional(),
  message: z.string().trim().min(1, 'Please enter a message.').max(5000),
  privacyAccepted: z.literal(true, {
    error: 'Please accept the privacy policy to send the form.',
  }),
  lang: LangSchema,
});

/** A contact form submission. */
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** `POST /api/contact/{project}` → 201: the receipt of a stored contact request. */
export const ContactReceiptSchema = z.object({ id: z.string(), receivedAt: z.iso.datetime() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
