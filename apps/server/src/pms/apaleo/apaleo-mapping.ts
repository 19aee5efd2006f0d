// apaleo's shapes (booking and finance APIs, docs/decisions/048) and ours
// (pms-adapter.ts): statuses, guests with their registration data, folio
// charges as invoice lines, payments. The table is in docs/pms.md.
import type { RoomStayStatus } from '@hospes/domain';
import { vatOfGross } from '../invoice-totals.ts';
import { toMinor } from '../mews/mews-mapping.ts';
import type { PmsCheckInGuest, PmsGuest, PmsInvoiceLine, PmsPayment } from '../pms-adapter.ts';

export interface ApaleoAddress {
  addressLine1?: string;
  addressLine2?: string;
  postalCode?: string;
  city?: string;
  regionCode?: string;
  countryCode?: string;
}

/** A reservation's primary or additional guest (GuestModel). */
export interface ApaleoGuest {
  gender?: string;
  firstName?: string;
  lastName: string;
  email?: string;
  phone?: string;
  address?: ApaleoAddress;
  nationalityCountryCode?: string;
  identificationNumber?: string;
  identificationIssueDate?: string;
  identificationExpiryDate?: string;
  identificationIssuePlace?: string;
  identificationType?: string;
  preferredLanguage?: string;
  birthDate?: string;
  birthPlace?: string;
}

export interface ApaleoReservation {
  id: string;
  bookingId: string;
  status: string;
  /** The property's local time with its offset, e.g. `2030-03-10T15:00:00+01:00`. */
  arrival: string;
  departure: string;
  unit?: { id: string; name?: string };
  adults: number;
  childrenAges?: number[];
  primaryGuest?: ApaleoGuest;
  additionalGuests?: ApaleoGuest[];
  checkInTime?: string;
  checkOutTime?: string;
  isPreCheckedIn?: boolean;
  created: string;
}

export interface ApaleoCharge {
  id: string;
  name: string;
  serviceDate: string;
  created: string;
  amount: {
    grossAmount: number;
    netAmount: number;
    vatType: string;
    vatPercent: number;
    currency: string;
  };
  quantity: number;
  receipt?: string;
}

export interface ApaleoPayment {
  id: string;
  method: string;
  amount: { amount: number; currency: string };
  paymentDate?: string;
  businessDate: string;
  receipt?: string;
}

export interface ApaleoFolio {
  id: string;
  type?: string;
  status: string;
  created: string;
  isMainFolio: boolean;
  reservation?: { id: string };
  charges?: ApaleoCharge[];
  payments?: ApaleoPayment[];
}

export function stayStatus(status: string): RoomStayStatus | null {
  if (status === 'Confirmed') return 'Reserved';
  if (status === 'InHouse') return 'In-house';
  if (status === 'CheckedOut') return 'Checked out';
  return null; // Canceled, NoShow
}

/** apaleo's guests have no ids of their own: the reservation and the position (0 = primary). */
export const guestId = (reservationId: string, index: number) => `${reservationId}~${index}`;
export function splitGuestId(id: string): { reservationId: string; index: number } | null {
  const m = /^(.+)~(\d{1,3})$/.exec(id);
  return m ? { reservationId: m[1]!, index: Number(m[2]) } : null;
}

const DOC_TYPES: Record<string, string> = {
  passport: 'PassportNumber',
  id_card: 'IdNumber',
  driving_licence: 'DriverLicenseNumber',
  other: 'Other',
};
const GENDERS: Record<string, string> = { female: 'Female', male: 'Male', diverse: 'Other' };
const invert = (m: Record<string, string>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [v, k]));
const DOC_TYPES_BACK = invert(DOC_TYPES);
const GENDERS_BACK = invert(GENDERS);

export function toGuest(r: ApaleoReservation, g: ApaleoGuest, index: number): PmsGuest {
  const a = g.address;
  const hasAddress = !!a && Object.values(a).some(Boolean);
  const hasDocument = !!(g.identificationNumber || g.identificationType);
  return {
    id: guestId(r.id, index),
    reservationId: r.id,
    roomStayId: r.id,
    isMain: index === 0,
    firstName: g.firstName ?? '',
    lastName: g.lastName,
    email: g.email ?? null,
    phoneNumber: g.phone ?? null,
    dateOfBirth: g.birthDate ?? null,
    gender: g.gender ? (GENDERS_BACK[g.gender] ?? null) : null,
    language: g.preferredLanguage?.slice(0, 2).toLowerCase() ?? null,
    address: hasAddress
      ? {
          street: [a.addressLine1, a.addressLine2].filter(Boolean).join(', ') || undefined,
          zipcode: a.postalCode,
          city: a.city,
          country: a.countryCode,
          province: a.regionCode,
        }
      : null,
    document: hasDocument
      ? {
          doc_id: g.identificationNumber,
          doc_type: g.identificationType ? DOC_TYPES_BACK[g.identificationType] : undefined,
          doc_issue_authority: g.identificationIssuePlace,
          issue_date: g.identificationIssueDate,
          effective_date: g.identificationExpiryDate,
          birth_place: g.birthPlace,
          gender: g.gender ? GENDERS_BACK[g.gender] : undefined,
        }
      : null,
  };
}

/** The check-in's data of a guest as apaleo keeps it on the reservation (registration data). */
export function toApaleoGuest(g: PmsCheckInGuest, before: ApaleoGuest | undefined): ApaleoGuest {
  const d = g.document;
  const a = g.address;
  const gender = g.gender ?? d?.gender;
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
  const address = a
    ? defined({
        addressLine1: a.street,
        postalCode: a.zipcode,
        city: a.city,
        regionCode: a.province,
        countryCode: a.country,
      })
    : undefined;
  return defined({
    ...before,
    firstName: g.first_name,
    lastName: g.last_name,
    email: g.email ?? before?.email,
    phone: g.phone_number ?? before?.phone,
    gender: gender ? GENDERS[gender] : before?.gender,
    birthDate: g.date_of_birth ?? before?.birthDate,
    birthPlace: d?.birth_place ?? before?.birthPlace,
    ...(address && Object.keys(address).length > 0 ? { address } : {}),
    ...(d?.doc_id
      ? defined({
          identificationNumber: d.doc_id,
          identificationType: DOC_TYPES[d.doc_type ?? 'other'] ?? 'Other',
          identificationIssuePlace: d.doc_issue_authority,
          identificationIssueDate: d.issue_date,
          identificationExpiryDate: d.effective_date,
        })
      : {}),
  });
}

/** A guest with only what a hotel keeps after the registration data's retention. */
export function withoutIdentity(g: ApaleoGuest): ApaleoGuest {
  const kept: ApaleoGuest = { lastName: g.lastName };
  if (g.firstName) kept.firstName = g.firstName;
  if (g.email) kept.email = g.email;
  if (g.phone) kept.phone = g.phone;
  if (g.preferredLanguage) kept.preferredLanguage = g.preferredLanguage;
  return kept;
}

export function toLine(c: ApaleoCharge, position: number, language: string): PmsInvoiceLine {
  const amountMinor = toMinor(c.amount.grossAmount, c.amount.currency);
  const vatRateBp = Math.round(c.amount.vatPercent * 100);
  const quantity = Math.max(1, c.quantity);
  return {
    position,
    description: c.name,
    // The charge keeps the name it was posted with.
    descriptions: { [language]: c.name },
    quantity,
    unitPriceMinor: Math.round(amountMinor / quantity),
    amountMinor,
    vatRateBp,
    vatMinor: vatOfGross(amountMinor, vatRateBp),
    serviceDate: c.serviceDate.slice(0, 10),
  };
}

export function toPayment(p: ApaleoPayment): PmsPayment {
  return {
    id: p.id,
    amountMinor: toMinor(p.amount.amount, p.amount.currency),
    currency: p.amount.currency,
    providerRef: p.receipt ?? p.id,
    paidAt: p.paymentDate ?? p.businessDate,
  };
}
