// The property system (PMS) as the rest of the server sees it. The built-in
// PMS on our own database is the embedded default; a real integration
// (apaleo, Mews, protel …) implements the same interface and replaces it.
import type {
  LoginField,
  RoomStayStatus,
  StaffReservationEntry,
  StaffReservationInput,
} from '@hospes/domain';

/** spec §3 check-in guest address. Countries are ISO 3166-1 alpha-2, upper case. */
export interface PmsAddress {
  country?: string | undefined;
  city?: string | undefined;
  street?: string | undefined;
  zipcode?: string | undefined;
  province?: string | undefined;
}

/** spec §3 check-in guest document. Dates `YYYY-MM-DD`. */
export interface PmsDocument {
  birth_country?: string | undefined;
  doc_id?: string | undefined;
  doc_type?: string | undefined;
  doc_issue_authority?: string | undefined;
  effective_date?: string | undefined;
  issue_date?: string | undefined;
  gender?: string | undefined;
  birth_place?: string | undefined;
}

/** A guest of a reservation: the main guest (booker) or an accompanying person. */
export interface PmsGuest {
  /** The PMS's guest id (spec §3 `profile_id`), stable across reads. */
  id: string;
  reservationId: string;
  /** The room stay the guest sleeps in; null when the PMS does not say. */
  roomStayId: string | null;
  isMain: boolean;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string | null;
  gender: string | null;
  /** Preferred language of the guest as the PMS knows it (ISO 639-1). */
  language: string | null;
  address: PmsAddress | null;
  document: PmsDocument | null;
}

/** A room stay of a reservation (spec §3 check-in reservation). */
export interface PmsRoomStay {
  id: string;
  /** spec §4: Reserved, In-house, Checked out. */
  status: RoomStayStatus;
  /** Local date-time `YYYY-MM-DDTHH:mm` in the project's time zone. */
  arrival: string;
  departure: string;
  roomNumber: string | null;
  adults: number;
  children: number;
  /** ISO instant when the online check-in finished (spec §4 progress), else null. */
  checkinFinishedAt: string | null;
  checkoutFinishedAt: string | null;
}

export interface PmsReservation {
  id: string;
  /** The number the guest knows (for the built-in PMS equal to `id`). */
  number: string;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
  roomStays: PmsRoomStay[];
  /** Main guest first, then accompanying persons in their order. */
  guests: PmsGuest[];
}

export interface PmsInvoiceLine {
  position: number;
  /** In the language asked for, else the invoice's first language. */
  description: string;
  /** Every language the PMS has, e.g. `{ de: 'Übernachtung', en: 'Room night' }`. */
  descriptions: Record<string, string>;
  quantity: number;
  /** Gross (VAT included), minor units. */
  unitPriceMinor: number;
  /** quantity × unit price, gross, minor units. */
  amountMinor: number;
  /** VAT rate in basis points: 1000 = 10 %, 0 = not subject to VAT (e.g. city tax). */
  vatRateBp: number;
  /** The VAT contained in `amountMinor` (rounded half up to the minor unit). */
  vatMinor: number;
  /** `YYYY-MM-DD`, or null. */
  serviceDate: string | null;
}

export interface PmsPayment {
  id: string;
  amountMinor: number;
  currency: string;
  providerRef: string;
  paidAt: string;
}

/** The VAT of one rate over all lines of an invoice. */
export interface PmsVatSummary {
  vatRateBp: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

export interface PmsInvoice {
  id: string;
  number: string;
  reservationId: string;
  /** Null: for the whole reservation. */
  roomStayId: string | null;
  currency: string;
  issuedAt: string;
  lines: PmsInvoiceLine[];
  payments: PmsPayment[];
  vat: PmsVatSummary[];
  totalMinor: number;
  paidMinor: number;
  /** total − paid, never below 0. */
  openMinor: number;
}

/** What the guest typed at login, by login field (untrimmed, as sent). */
export type PmsLoginData = Partial<Record<LoginField, string>>;

/** The reservation and the guest of it that the login data identify. */
export interface PmsLoginMatch {
  reservationId: string;
  guestId: string;
}

/** A guest as the check-in form sends it (spec §3 Guest (check-in)). */
export interface PmsCheckInGuest {
  /** An existing guest of the reservation; absent for a new accompanying person. */
  profile_id?: string | undefined;
  first_name: string;
  last_name: string;
  date_of_birth?: string | undefined;
  gender?: string | undefined;
  email?: string | undefined;
  phone_number?: string | undefined;
  address?: PmsAddress | undefined;
  document?: PmsDocument | undefined;
}

export interface PmsCheckIn {
  /** The main guest first, then accompanying persons. */
  guests: PmsCheckInGuest[];
}

export interface PmsPaymentInput {
  amountMinor: number;
  currency: string;
  providerRef: string;
}

/** A charge on the room's invoice (a booking or an order "charged to the room"). */
export interface PmsChargeInput {
  /** Unique per project: the same reference again books nothing new. */
  ref: string;
  /** Every language we have, e.g. `{ de: 'Kochkurs', en: 'Cooking class' }`. */
  descriptions: Record<string, string>;
  quantity: number;
  /** Gross, minor units; negative for a cancellation. */
  unitPriceMinor: number;
  currency: string;
  /** VAT rate in basis points (1000 = 10 %). */
  vatRateBp: number;
  /** `YYYY-MM-DD`, or null. */
  serviceDate: string | null;
}

/** The front desk's search over reservations (`PmsAdapter.searchReservationIds`). */
export interface ReservationSearch {
  text?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Why the PMS refused a call. */
export type PmsErrorCode = 'NOT_FOUND' | 'INVALID' | 'CONFLICT';

export class PmsError extends Error {
  override name = 'PmsError';
  constructor(
    readonly code: PmsErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface PmsAdapter {
  /**
   * The reservation guest that the login data identify, or null. The data
   * are matched by the rules of the domain (`login-match.ts`):
   * trimmed, case- and accent-insensitive names. Implementations must do the
   * same work whether the reservation exists or not (see the built-in one).
   */
  findReservation(
    projectId: string,
    loginData: PmsLoginData,
    fields: readonly LoginField[],
  ): Promise<PmsLoginMatch | null>;
  getReservation(projectId: string, reservationId: string): Promise<PmsReservation | null>;
  /**
   * Ids of the reservations with a room stay on `date` (YYYY-MM-DD, the
   * project's day): arriving, departing or staying over — the front desk's day.
   */
  listReservationIdsOn(projectId: string, date: string): Promise<string[]>;
  /**
   * Ids of the reservations that match the front desk's search, at most
   * `limit`, the latest arrival first: `text` in the number, a guest's name
   * (case and accents ignored) or the room; a stay overlapping `from`–`to`
   * (YYYY-MM-DD, inclusive). Both given: both must hold.
   */
  searchReservationIds(
    projectId: string,
    query: ReservationSearch,
    limit: number,
  ): Promise<string[]>;
  /**
   * Creates or updates reservations the front desk entered (console, CSV
   * import). Only the built-in PMS has it: a real PMS is where its hotel
   * enters reservations.
   */
  saveReservations?(
    projectId: string,
    inputs: readonly StaffReservationInput[],
  ): Promise<{ created: number; updated: number }>;
  /**
   * The reservations saved under these numbers as the front desk's form
   * shows them, keyed by the normalised number; with saveReservations.
   */
  readReservationEntries?(
    projectId: string,
    numbers: readonly string[],
  ): Promise<Map<string, StaffReservationEntry>>;
  /** Room stays arriving from `from` to `to` (dates, inclusive), and how many of them checked in online. */
  countArrivals(
    projectId: string,
    from: string,
    to: string,
  ): Promise<{ arrivals: number; onlineCheckins: number }>;
  getGuest(projectId: string, guestId: string): Promise<PmsGuest | null>;
  getInvoices(projectId: string, reservationId: string, lang?: string): Promise<PmsInvoice[]>;
  /**
   * Records a finished online check-in of a room stay: stores the guests'
   * data and sets the stay In-house. Throws PmsError NOT_FOUND / CONFLICT.
   */
  postCheckIn(
    projectId: string,
    reservationId: string,
    roomStayId: string,
    checkIn: PmsCheckIn,
  ): Promise<PmsReservation>;
  /** Records a finished online check-out: the stay becomes Checked out. */
  postCheckOut(
    projectId: string,
    reservationId: string,
    roomStayId: string,
  ): Promise<PmsReservation>;
  /**
   * Books a payment on an invoice. A repeated `providerRef` returns the
   * payment booked first (webhooks repeat); more than the open amount or
   * another currency is refused (PmsError INVALID).
   */
  postPayment(projectId: string, invoiceId: string, payment: PmsPaymentInput): Promise<PmsPayment>;
  /**
   * Adds a line to the reservation's current (latest) invoice; a repeated
   * `ref` books nothing new. Another currency is refused (PmsError INVALID),
   * an unknown reservation NOT_FOUND; a reservation without an invoice gets
   * one opened. Charges of one reservation at the same time all book (none
   * fails for another's). Answers the invoice's id.
   */
  postCharge(
    projectId: string,
    reservationId: string,
    charge: PmsChargeInput,
  ): Promise<{ invoiceId: string }>;
  /**
   * The retention of a check-in ended: the identity data the check-in gave
   * the property system for these room stays (documents, addresses,
   * companions' personal data) must go. A remote system that keeps its own
   * retention may leave this empty.
   */
  eraseIdentityData(
    projectId: string,
    reservationId: string,
    roomStayIds: readonly string[],
  ): Promise<void>;
}
