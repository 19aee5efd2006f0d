// Rows of the built-in PMS tables → the adapter's types, and back.
import {
  RoomStayStatusSchema,
  normalizeLoginEmail,
  normalizeLoginName,
  type RoomStayStatus,
} from '@hospes/domain';
import type {
  PmsGuestsTable,
  PmsInvoiceLinesTable,
  PmsPaymentsTable,
  PmsRoomStaysTable,
} from '../db/schema.ts';
import type { DataCipher } from '../secrets/data-cipher.ts';
import { vatOfGross } from './invoice-totals.ts';
import type {
  PmsAddress,
  PmsDocument,
  PmsGuest,
  PmsInvoiceLine,
  PmsPayment,
  PmsRoomStay,
} from './pms-adapter.ts';

function parseJsonObject<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

/** An unknown status in the table is a bug in whoever wrote it: fail loudly. */
function roomStayStatus(value: string): RoomStayStatus {
  return RoomStayStatusSchema.parse(value);
}

export function toRoomStay(row: PmsRoomStaysTable): PmsRoomStay {
  return {
    id: row.id,
    status: roomStayStatus(row.status),
    arrival: row.arrival,
    departure: row.departure,
    roomNumber: row.room_number,
    adults: row.adults,
    children: row.children,
    checkinFinishedAt: row.checkin_finished_at,
    checkoutFinishedAt: row.checkout_finished_at,
  };
}

/** A guest row as the PMS gives it out: address and document decrypted. */
export function toGuest(row: PmsGuestsTable, cipher: DataCipher): PmsGuest {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    roomStayId: row.room_stay_id,
    isMain: row.is_main === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    language: row.language,
    address: parseJsonObject<PmsAddress>(cipher.decryptNullable(row.address)),
    document: parseJsonObject<PmsDocument>(cipher.decryptNullable(row.document)),
  };
}

/**
 * The columns of a guest row that follow from the guest (compared forms,
 * JSON). Address and identity document are encrypted at rest.
 */
export function guestColumns(
  guest: Omit<PmsGuest, 'id' | 'reservationId'>,
  cipher: DataCipher,
): Omit<PmsGuestsTable, 'project_id' | 'id' | 'reservation_id' | 'position' | 'updated_at'> {
  return {
    room_stay_id: guest.roomStayId,
    is_main: guest.isMain ? 1 : 0,
    first_name: guest.firstName,
    last_name: guest.lastName,
    last_name_norm: normalizeLoginName(guest.lastName),
    email: guest.email,
    email_norm: guest.email === null ? null : normalizeLoginEmail(guest.email),
    phone_number: guest.phoneNumber,
    date_of_birth: guest.dateOfBirth,
    gender: guest.gender,
    language: guest.language,
    address: guest.address === null ? null : cipher.encrypt(JSON.stringify(guest.address)),
    document: guest.document === null ? null : cipher.encrypt(JSON.stringify(guest.document)),
  };
}

/** The description of a line in a language: asked, else German, else the first one. */
function describe(descriptions: Record<string, string>, lang: string | undefined): string {
  return (
    (lang ? descriptions[lang] : undefined) ??
    descriptions.de ??
    Object.values(descriptions)[0] ??
    ''
  );
}

export function toInvoiceLine(row: PmsInvoiceLinesTable, lang: string | undefined): PmsInvoiceLine {
  const descriptions = parseJsonObject<Record<string, string>>(row.description) ?? {};
  return {
    position: row.position,
    description: describe(descriptions, lang),
    descriptions,
    quantity: row.quantity,
    unitPriceMinor: row.unit_price_minor,
    amountMinor: row.amount_minor,
    vatRateBp: row.vat_rate_bp,
    vatMinor: vatOfGross(row.amount_minor, row.vat_rate_bp),
    serviceDate: row.service_date,
  };
}

export function toPayment(row: PmsPaymentsTable): PmsPayment {
  return {
    id: row.id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    providerRef: row.provider_ref,
    paidAt: row.paid_at,
  };
}
