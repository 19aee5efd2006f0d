// The staff API of guest registration reported to the authorities
// (docs/registration.md): each guest's report and its state, the authority's
// refusal in plain words and its own, the day's receipts, the project's
// account at the authority (its password and key are never answered).
import { z } from 'zod';

/** The authorities Hospes reports to, by the project's country. */
export const AUTHORITIES = ['alloggiati'] as const;
export type Authority = (typeof AUTHORITIES)[number];

/**
 * due: waits for its day; incomplete: staff must complete it; pending: sent,
 * the authority answers later (Spain: its lot is processed); overdue: past
 * the deadline, not sent.
 */
export const REPORT_STATES = [
  'due',
  'incomplete',
  'pending',
  'sent',
  'refused',
  'overdue',
] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const ReportProblemSchema = z.object({ field: z.string(), message: z.string() });

export const AuthorityReportSchema = z.object({
  id: z.string(),
  reservationId: z.string(),
  /** 0 the main guest, 1… the accompanying persons. */
  guestIndex: z.number().int(),
  guestName: z.string(),
  arrival: z.iso.date(),
  deadlineAt: z.string(),
  state: z.enum(REPORT_STATES),
  problems: z.array(ReportProblemSchema),
  /** The authority's own answer to a refusal (code, description, detail). */
  authority: z.object({ code: z.string(), description: z.string(), detail: z.string() }).nullable(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
});
export type AuthorityReportView = z.infer<typeof AuthorityReportSchema>;

/** `GET /api/staff/{project}/registrations`. */
export const AuthorityReportsSchema = z.object({
  /** The project's authority by its country; null: none Hospes reports to. */
  authority: z.enum(AUTHORITIES).nullable(),
  accountConfigured: z.boolean(),
  reports: z.array(AuthorityReportSchema),
  receipts: z.array(z.object({ day: z.iso.date(), fetchedAt: z.string() })),
});

/** `PUT /api/staff/{project}/registrations/{id}`: the guest's data, by the check-in form's field names. */
export const ReportCorrectionSchema = z.record(
  z.string().regex(/^[a-z_]{1,40}$/),
  z.string().max(200),
);

/** `PUT /api/staff/{project}/registrations/account` (admins). Password and key kept when left out. */
export const AlloggiatiAccountInputSchema = z.object({
  address: z.url({ protocol: /^https?$/, error: 'Enter the service’s address (https://…).' }),
  user: z.string().trim().min(1, 'Enter the user.').max(50),
  password: z.string().min(1).max(200).optional(),
  wsKey: z.string().min(1).max(200).optional(),
});

/** The account as answered: never the password or the key. */
export const AlloggiatiAccountSchema = z.object({
  address: z.string().nullable(),
  user: z.string().nullable(),
  hasSecrets: z.boolean(),
  updatedAt: z.string().nullable(),
});

/** The default address of Alloggiati Web's web service (MANUALEWS.pdf). */
export const ALLOGGIATI_ADDRESS = 'https://alloggiatiweb.poliziadistato.it/service/Service.asmx';
