// A reservation as the front desk sees it: stays, guests (identity data
// masked unless the full view is asked for — which the route records in the
// audit log), invoices and payments, and the online check-ins with their
// registration form and retention state.
import { maskDateOfBirth, maskDocumentNumber, type StaffReservation } from '@hospes/domain';
import type { CheckinRepository } from '../checkin/checkin.repository.ts';
import { formatRegistrationNumber } from '../checkin/checkin.service.ts';
import type { PmsAdapter, PmsAddress, PmsGuest } from '../pms/pms-adapter.ts';

type Guest = StaffReservation['guests'][number];

function addressText(address: PmsAddress | null, full: boolean): string | null {
  if (!address) return null;
  const parts = full
    ? [address.street, [address.zipcode, address.city].filter(Boolean).join(' '), address.country]
    : [address.city, address.country];
  const text = parts.filter((p) => p && p.trim()).join(', ');
  return text || null;
}

function guestOf(guest: PmsGuest, full: boolean): Guest {
  const doc = guest.document;
  return {
    id: guest.id,
    isMain: guest.isMain,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phoneNumber: guest.phoneNumber,
    dateOfBirth:
      guest.dateOfBirth && (full ? guest.dateOfBirth : maskDateOfBirth(guest.dateOfBirth)),
    address: addressText(guest.address, full),
    document:
      doc && (doc.doc_id || doc.doc_type)
        ? {
            type: doc.doc_type ?? null,
            number: doc.doc_id ? (full ? doc.doc_id : maskDocumentNumber(doc.doc_id)) : null,
            issuedBy: full ? (doc.doc_issue_authority ?? null) : null,
          }
        : null,
  };
}

export async function reservationDetail(
  deps: { pms: PmsAdapter; checkins: CheckinRepository },
  projectId: string,
  reservationId: string,
  full: boolean,
  /** The language of the invoice lines (the staff's). */
  lang?: string,
): Promise<Omit<StaffReservation, 'entersReservations'> | undefined> {
  const reservation = await deps.pms.getReservation(projectId, reservationId);
  if (!reservation) return undefined;
  const [invoices, checkins] = await Promise.all([
    deps.pms.getInvoices(projectId, reservationId, lang),
    deps.checkins.listFinishedCheckins(projectId, 50, reservationId),
  ]);
  const identities = await Promise.all(
    checkins.map((c) => (c.identityKept ? deps.checkins.getIdentity(c.id) : undefined)),
  );
  return {
    reservationId: reservation.id,
    number: reservation.number,
    currency: reservation.currency,
    full,
    roomStays: reservation.roomStays.map((s) => ({
      id: s.id,
      status: s.status,
      arrival: s.arrival,
      departure: s.departure,
      roomNumber: s.roomNumber,
      adults: s.adults,
      children: s.children,
      checkinFinishedAt: s.checkinFinishedAt,
      checkoutFinishedAt: s.checkoutFinishedAt,
    })),
    guests: reservation.guests.map((g) => guestOf(g, full)),
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      totalMinor: i.totalMinor,
      paidMinor: i.paidMinor,
      openMinor: i.openMinor,
      lines: i.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        amountMinor: l.amountMinor,
        serviceDate: l.serviceDate,
      })),
      payments: i.payments.map((p) => ({ amountMinor: p.amountMinor, paidAt: p.paidAt })),
    })),
    checkins: checkins.map((c, i) => {
      const identity = identities[i];
      return {
        checkinId: c.id,
        registrationNumber: formatRegistrationNumber(c.registrationYear, c.registrationNumber),
        checkedInAt: c.finishedAt ?? c.createdAt,
        identityKept: c.identityKept,
        deleteAfter: identity?.deleteAfter ?? null,
        signature:
          full && identity?.signaturePng
            ? `data:image/png;base64,${identity.signaturePng.toString('base64')}`
            : null,
      };
    }),
  };
}
