// From Mews's shapes to the PMS contract (and back for what the check-in
// writes). The field mapping table is in docs/pms.md.
import { currencyDigits, zonedParts, type RoomStayStatus } from '@hospes/domain';
import { vatOfGross } from '../invoice-totals.ts';
import type {
  PmsAddress,
  PmsCheckInGuest,
  PmsDocument,
  PmsGuest,
  PmsInvoiceLine,
  PmsPayment,
} from '../pms-adapter.ts';
import type {
  MewsAddress,
  MewsAmount,
  MewsCustomer,
  MewsIdentityDocument,
  MewsOrderItem,
  MewsPayment,
  MewsReservation,
} from './mews-types.ts';

/** Service order states (reservations.md): before check-in, checked in, checked out. */
export function stayStatus(state: string): RoomStayStatus | null {
  if (state === 'Started') return 'In-house';
  if (state === 'Processed') return 'Checked out';
  if (
    state === 'Confirmed' ||
    state === 'Optional' ||
    state === 'Inquired' ||
    state === 'Requested'
  )
    return 'Reserved';
  return null; // Canceled: not a stay a guest has
}

/** An instant as the project's wall clock shows it: `YYYY-MM-DDTHH:mm`. */
export function localDateTime(iso: string, timeZone: string): string {
  const p = zonedParts(Date.parse(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Amounts in Mews are decimals of the currency; ours are integer minor units. */
export function toMinor(value: number, currency: string): number {
  return Math.round(value * 10 ** currencyDigits(currency));
}
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** The id of a reservation's guest: the reservation and the Mews customer. */
export const guestId = (reservationId: string, customerId: string) =>
  `${reservationId}~${customerId}`;
export function splitGuestId(id: string): { reservationId: string; customerId: string } | null {
  const [reservationId, customerId, ...rest] = id.split('~');
  return reservationId && customerId && rest.length === 0 ? { reservationId, customerId } : null;
}

const DOCUMENT_TYPE_TO_MEWS: Record<string, MewsIdentityDocument['Type']> = {
  passport: 'Passport',
  id_card: 'IdentityCard',
  driving_licence: 'DriversLicense',
};
const DOCUMENT_TYPE_FROM_MEWS: Record<MewsIdentityDocument['Type'], string> = {
  Passport: 'passport',
  IdentityCard: 'id_card',
  DriversLicense: 'driving_licence',
  Visa: 'other',
};

export function toGuest(
  reservationId: string,
  customer: MewsCustomer,
  isMain: boolean,
  address: MewsAddress | undefined,
  document: MewsIdentityDocument | undefined,
): PmsGuest {
  const language = (customer.PreferredLanguageCode ?? customer.LanguageCode ?? '').slice(0, 2);
  return {
    id: guestId(reservationId, customer.Id),
    reservationId,
    roomStayId: reservationId,
    isMain,
    firstName: customer.FirstName ?? '',
    lastName: customer.LastName,
    email: customer.Email ?? null,
    phoneNumber: customer.Phone ?? null,
    dateOfBirth: customer.BirthDate?.slice(0, 10) ?? null,
    gender: customer.Sex === 'Male' ? 'male' : customer.Sex === 'Female' ? 'female' : null,
    language: language || null,
    address: address ? toAddress(address) : null,
    document: document ? toDocument(customer, document) : null,
  };
}

function toAddress(a: MewsAddress): PmsAddress {
  return {
    street: a.Line1 ?? undefined,
    city: a.City ?? undefined,
    zipcode: a.PostalCode ?? undefined,
    country: a.CountryCode ?? undefined,
    province: a.CountrySubdivisionCode ?? undefined,
  };
}

function toDocument(customer: MewsCustomer, d: MewsIdentityDocument): PmsDocument {
  return {
    doc_type: DOCUMENT_TYPE_FROM_MEWS[d.Type],
    doc_id: d.Number,
    issue_date: d.IssuanceDate?.slice(0, 10) ?? undefined,
    effective_date: d.ExpirationDate?.slice(0, 10) ?? undefined,
    birth_place: customer.BirthPlace ?? undefined,
    birth_country: customer.BirthCountryCode ?? undefined,
    gender: customer.Sex === 'Male' ? 'male' : customer.Sex === 'Female' ? 'female' : undefined,
  };
}

/** customers/update (or add) parameters of a checked-in guest; blank fields are left out (Mews keeps them). */
export function customerParameters(g: PmsCheckInGuest): Record<string, unknown> {
  const sex = g.gender === 'male' ? 'Male' : g.gender === 'female' ? 'Female' : undefined;
  const address = g.address;
  const fields: Record<string, unknown> = {
    FirstName: g.first_name,
    LastName: g.last_name,
    BirthDate: g.date_of_birth,
    Sex: sex,
    Email: g.email,
    Phone: g.phone_number,
    BirthPlace: g.document?.birth_place,
    BirthCountryCode: g.document?.birth_country,
    Address:
      address && (address.street || address.city || address.zipcode || address.country)
        ? {
            Line1: address.street,
            City: address.city,
            PostalCode: address.zipcode,
            CountryCode: address.country,
          }
        : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));
}

/** identityDocuments/add parameters of a guest's travel document, or null without a number. */
export function documentParameters(
  customerId: string,
  d: PmsDocument | undefined,
): Record<string, unknown> | null {
  if (!d?.doc_id) return null;
  const fields: Record<string, unknown> = {
    CustomerId: customerId,
    Type: DOCUMENT_TYPE_TO_MEWS[d.doc_type ?? ''] ?? 'IdentityCard',
    Number: d.doc_id,
    IssuanceDate: d.issue_date,
    ExpirationDate: d.effective_date,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));
}

/** The VAT rate of an amount: the configured rate of its tax code, else what its values imply. */
function vatRateOf(amount: MewsAmount, ratesByCode: ReadonlyMap<string, number>): number {
  const code = amount.TaxValues[0]?.Code;
  const configured = code ? ratesByCode.get(code) : undefined;
  if (configured !== undefined) return configured;
  if (amount.NetValue === 0) return 0;
  return Math.round(((amount.GrossValue - amount.NetValue) / amount.NetValue) * 1000) * 10;
}

export function toLine(
  item: MewsOrderItem,
  position: number,
  language: string,
  ratesByCode: ReadonlyMap<string, number>,
): PmsInvoiceLine {
  const currency = item.Amount.Currency;
  const amountMinor = toMinor(item.Amount.GrossValue, currency);
  const vatRateBp = vatRateOf(item.Amount, ratesByCode);
  const name = item.BillingName ?? '';
  return {
    position,
    description: name,
    // Mews keeps one name per item: the language it was ordered in.
    descriptions: { [language]: name },
    quantity: item.UnitCount,
    unitPriceMinor: toMinor(item.UnitAmount.GrossValue, currency),
    amountMinor,
    vatRateBp,
    vatMinor: vatOfGross(amountMinor, vatRateBp),
    serviceDate: item.ConsumedUtc.slice(0, 10),
  };
}

export function toPayment(p: MewsPayment): PmsPayment {
  return {
    id: p.Id,
    // A payment's amount is negative in Mews's accounting (payments.md).
    amountMinor: Math.abs(toMinor(p.Amount.GrossValue, p.Amount.Currency)),
    currency: p.Amount.Currency,
    providerRef: p.Data?.External?.ExternalIdentifier ?? p.Id,
    paidAt: p.ChargedUtc ?? p.CreatedUtc,
  };
}

/** Adults and children of a reservation by the age categories' classification. */
export function personCounts(
  r: MewsReservation,
  childCategories: ReadonlySet<string>,
): { adults: number; children: number } {
  let adults = 0;
  let children = 0;
  for (const { AgeCategoryId, Count } of r.PersonCounts) {
    if (childCategories.has(AgeCategoryId)) children += Count;
    else adults += Count;
  }
  return { adults, children };
}
