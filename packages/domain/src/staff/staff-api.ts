// The staff console's contract: accounts, roles, sessions, the audit log,
// published model versions and the front desk lists. The server validates
// with these schemas and the console parses its answers with them.
import { z } from 'zod';

/** `admin` does everything and manages staff; `frontdesk` works the guests' side only. */
export const STAFF_ROLES = ['admin', 'frontdesk'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** What each role may do. The server checks it on every route; the console hides the rest. */
export const STAFF_PERMISSIONS = {
  /** Requests, conversations, notifications, registrations, orders, arrivals. */
  guests: ['admin', 'frontdesk'],
  /** The project model: edit, publish, roll back. */
  content: ['admin'],
  /** Staff accounts and the audit log. */
  staff: ['admin'],
  /** Statistics. */
  statistics: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Passwords: long enough to resist guessing, short enough not to be a hashing load. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 200;

export const StaffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, 'Enter an e-mail address.');

export const StaffLoginBodySchema = z.object({
  email: StaffEmailSchema,
  // Not checked for the minimum here: a wrong password is a wrong password.
  password: z.string().min(1, 'Enter the password.').max(STAFF_PASSWORD_MAX),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

export const StaffPasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(STAFF_PASSWORD_MAX),
  newPassword: z
    .string()
    .min(STAFF_PASSWORD_MIN, `At least ${STAFF_PASSWORD_MIN} characters.`)
    .max(STAFF_PASSWORD_MAX),
});

export const StaffAccountSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** `GET /api/staff/me` and the login's answer. */
export const StaffMeSchema = z.object({
  account: StaffAccountSchema,
  /** When the session ends unless the staff member keeps working. */
  expiresAt: z.string(),
  /** The account's project: the console shows every time in its zone. */
  project: z.object({ name: z.string(), timeZone: z.string() }),
  /**
   * The password is one an administrator chose (a new account, a reset): the
   * session may only change it (every other staff route answers 403
   * `password_change_required`).
   */
  mustChangePassword: z.boolean().default(false),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** `POST …/accounts/{id}/password`: an administrator sets a forgotten password anew. */
export const StaffPasswordResetBodySchema = z.object({
  password: StaffPasswordBodySchema.shape.newPassword,
});

export const StaffNewAccountBodySchema = z.object({
  email: StaffEmailSchema,
  name: z.string().trim().min(1).max(120),
  role: StaffRoleSchema,
  password: StaffPasswordBodySchema.shape.newPassword,
});
export type StaffNewAccountBody = z.infer<typeof StaffNewAccountBodySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A published model version in the history. */
export const ModelVersionSchema = z.object({
  version: z.number().int(),
  publishedBy: z.string(),
  publishedAt: z.string(),
});
export type ModelVersion = z.infer<typeof ModelVersionSchema>;

/** The model of one language as the console edits it. */
export const StaffModelSchema = z.object({
  lang: z.string(),
  version: z.number().int(),
  model: z.record(z.string(), z.unknown()),
});
export type StaffModel = z.infer<typeof StaffModelSchema>;

/** `PUT …/content/{lang}`: the edited model and the version it was based on. */
export const PublishModelBodySchema = z.object({
  baseVersion: z.number().int().nonnegative(),
  model: z.record(z.string(), z.unknown()),
  /** Lay the language-independent values onto every other language too (`withSharedFields`). */
  shareWithAllLanguages: z.boolean().optional(),
});

/** One room stay on the front desk's lists. */
export const FrontDeskStaySchema = z.object({
  reservationId: z.string(),
  number: z.string(),
  roomStayId: z.string(),
  guestName: z.string(),
  roomNumber: z.string().nullable(),
  arrival: z.string(),
  departure: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  status: z.string(),
  checkinFinishedAt: z.string().nullable(),
  checkoutFinishedAt: z.string().nullable(),
  /** Open amount of the reservation's invoices, minor units. */
  openMinor: z.number().int(),
  currency: z.string(),
});
export type FrontDeskStay = z.infer<typeof FrontDeskStaySchema>;

/** `GET …/reservations?q=&from=&to=`: the front desk's search. */
export const ReservationSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((query) => Boolean(query.q || query.from || query.to), {
    message: 'Give a text (number, name or room) or dates to search for.',
    path: ['q'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The end of the range is before its start.',
    path: ['to'],
  });
export const ReservationSearchResultSchema = z.object({
  stays: z.array(FrontDeskStaySchema),
  /** More matched than the list shows: narrow the search. */
  limited: z.boolean(),
});

export const FrontDeskDaySchema = z.object({
  date: z.string(),
  /** The front desk enters this project's reservations in Hospes (the built-in PMS only). */
  entersReservations: z.boolean(),
  arrivals: z.array(FrontDeskStaySchema),
  departures: z.array(FrontDeskStaySchema),
  inHouse: z.array(FrontDeskStaySchema),
});
export type FrontDeskDay = z.infer<typeof FrontDeskDaySchema>;

/** A guest of a reservation on the console's reservation page (identity masked unless `full`). */
export const StaffReservationGuestSchema = z.object({
  id: z.string(),
  isMain: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  document: z
    .object({
      type: z.string().nullable(),
      number: z.string().nullable(),
      issuedBy: z.string().nullable(),
    })
    .nullable(),
});

/** `GET /api/staff/{project}/reservations/{reservationId}`. */
export const StaffReservationSchema = z.object({
  reservationId: z.string(),
  number: z.string(),
  /** Edited in Hospes (the built-in PMS), else in the hotel's property system. */
  entersReservations: z.boolean(),
  currency: z.string(),
  /** Whether identity data are shown in full (the audit log records it). */
  full: z.boolean(),
  roomStays: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      arrival: z.string(),
      departure: z.string(),
      roomNumber: z.string().nullable(),
      adults: z.number().int(),
      children: z.number().int(),
      checkinFinishedAt: z.string().nullable(),
      checkoutFinishedAt: z.string().nullable(),
    }),
  ),
  guests: z.array(StaffReservationGuestSchema),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      totalMinor: z.number().int(),
      paidMinor: z.number().int(),
      openMinor: z.number().int(),
      /** The invoice's lines, described in the language asked for. */
      lines: z.array(
        z.object({
          description: z.string(),
          quantity: z.number(),
          amountMinor: z.number().int(),
          serviceDate: z.string().nullable(),
        }),
      ),
      payments: z.array(z.object({ amountMinor: z.number().int(), paidAt: z.string() })),
    }),
  ),
  checkins: z.array(
    z.object({
      checkinId: z.string(),
      registrationNumber: z.string(),
      checkedInAt: z.string(),
      /** False once the retention period deleted the identity data (no form any more). */
      identityKept: z.boolean(),
      /** When the identity data are deleted (retention); null once they are. */
      deleteAfter: z.string().nullable(),
      /** The signature as a PNG data URL, in the full view only. */
      signature: z.string().nullable(),
    }),
  ),
});
export type StaffReservation = z.infer<typeof StaffReservationSchema>;
