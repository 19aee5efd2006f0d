// The PMS contract on apaleo (booking, finance and inventory APIs;
// docs/decisions/048, docs/pms.md): one property per project; an apaleo
// reservation is one room stay, its guests (primary and additional) are
// kept on it with their registration data; the guest's invoices are the
// reservation's folios with their charges and payments; check-in and
// check-out are the reservation actions.
import {
  loginLookupField,
  normalizeReservationNumber,
  zonedDate,
  type LoginField,
} from '@hospes/domain';
import { invoiceBalance, vatSummary } from '../invoice-totals.ts';
import { lookupValue, matchLoginCandidates, type LoginCandidate } from '../login-matcher.ts';
import { fromMinor } from '../mews/mews-mapping.ts';
import {
  PmsError,
  type PmsAdapter,
  type PmsChargeInput,
  type PmsCheckIn,
  type PmsGuest,
  type PmsInvoice,
  type PmsLoginData,
  type PmsLoginMatch,
  type PmsPayment,
  type PmsPaymentInput,
  type PmsReservation,
  type ReservationSearch,
} from '../pms-adapter.ts';
import type { ApaleoClientOptions } from './apaleo-client.ts';
import { ApaleoReader, LIVE, RESERVATIONS, type ApaleoSettings } from './apaleo-reader.ts';
import {
  splitGuestId,
  toApaleoGuest,
  toGuest,
  toLine,
  toPayment,
  withoutIdentity,
  type ApaleoFolio,
  type ApaleoGuest,
  type ApaleoReservation,
} from './apaleo-mapping.ts';

export type { ApaleoSettings } from './apaleo-reader.ts';

/** Our reference of a charge, kept in the charge's `receipt`. */
export const chargeReceipt = (reservationId: string, ref: string) =>
  `hospes:${reservationId}:${ref}`;

export class ApaleoPms implements PmsAdapter {
  private readonly reader: ApaleoReader;

  constructor(
    settingsOf: (projectId: string) => ApaleoSettings,
    clientOptions: ApaleoClientOptions = {},
  ) {
    this.reader = new ApaleoReader(settingsOf, clientOptions);
  }

  private settingsOf(projectId: string) {
    return this.reader.settingsOf(projectId);
  }
  private client(projectId: string) {
    return this.reader.client(projectId);
  }
  private property(projectId: string) {
    return this.reader.property(projectId);
  }

  async getReservation(projectId: string, reservationId: string): Promise<PmsReservation | null> {
    const r = await this.reader.read(projectId, reservationId);
    return r && this.reader.toReservation(projectId, r);
  }

  async findReservation(
    projectId: string,
    loginData: PmsLoginData,
    fields: readonly LoginField[],
  ): Promise<PmsLoginMatch | null> {
    const field = loginLookupField(fields);
    const value = field === null ? null : lookupValue(field, loginData);
    let found: ApaleoReservation[] = [];
    if (value !== null && (field === 'reservation_id' || field === null)) {
      const typed = (loginData.reservation_id ?? '').trim().toUpperCase();
      const byId = await Promise.all(
        [...new Set([typed, value])].map((id) => this.reader.read(projectId, id)),
      );
      // A booking's id (the number of the confirmation) stands for its reservations.
      const byBooking = await this.reader.list(projectId, { bookingId: typed || value });
      found = [...byId.filter((r) => r !== null), ...byBooking];
    } else if (value !== null) {
      found = await this.reader.list(projectId, { textSearch: value.split(' ').at(-1) ?? value });
    }
    const candidates: LoginCandidate[] = [];
    for (const r of new Map(found.map((r) => [r.id, r])).values()) {
      const guests = [r.primaryGuest, ...(r.additionalGuests ?? [])];
      guests.forEach((g, i) => {
        if (!g) return;
        const guest = toGuest(r, g, i);
        candidates.push({
          reservationId: r.id,
          guestId: guest.id,
          reservationNumberNorm: normalizeReservationNumber(r.id),
          firstName: guest.firstName,
          lastName: guest.lastName,
          emailNorm: guest.email?.toLowerCase() ?? null,
          dateOfBirth: guest.dateOfBirth,
        });
      });
    }
    const match = matchLoginCandidates(candidates.slice(0, 100), loginData, fields);
    return match && { reservationId: match.reservationId, guestId: match.guestId };
  }

  async listReservationIdsOn(projectId: string, date: string): Promise<string[]> {
    const { timeZone } = await this.property(projectId);
    const found = await this.reader.list(projectId, {
      dateFilter: 'Stay',
      ...(await this.reader.range(projectId, date, date)),
    });
    return found
      .filter((r) => zonedDate(Date.parse(r.departure), timeZone) >= date)
      .map((r) => r.id)
      .sort();
  }

  async searchReservationIds(
    projectId: string,
    query: ReservationSearch,
    limit: number,
  ): Promise<string[]> {
    const text = query.text?.trim();
    const dates =
      query.from || query.to
        ? {
            dateFilter: 'Stay',
            ...(await this.reader.range(
              projectId,
              query.from ?? query.to!,
              query.to ?? query.from!,
            )),
          }
        : {};
    const page = await this.client(projectId).request<{ reservations: ApaleoReservation[] }>(
      'GET',
      RESERVATIONS,
      {
        query: {
          propertyIds: this.settingsOf(projectId).propertyId,
          status: LIVE,
          ...(text ? { textSearch: text } : {}),
          ...dates,
          sort: 'arrival:desc',
          pageNumber: 1,
          pageSize: limit,
        },
      },
    );
    return (page?.reservations ?? []).map((r) => r.id);
  }

  async countArrivals(projectId: string, from: string, to: string) {
    const found = await this.reader.list(projectId, {
      dateFilter: 'Arrival',
      ...(await this.reader.range(projectId, from, to)),
    });
    return { arrivals: found.length, onlineCheckins: found.filter((r) => r.isPreCheckedIn).length };
  }

  async getGuest(projectId: string, id: string): Promise<PmsGuest | null> {
    const parts = splitGuestId(id);
    if (!parts) return null;
    const reservation = await this.getReservation(projectId, parts.reservationId);
    return reservation?.guests.find((g) => g.id === id) ?? null;
  }

  async getInvoices(
    projectId: string,
    reservationId: string,
    lang?: string,
  ): Promise<PmsInvoice[]> {
    const r = await this.reader.read(projectId, reservationId);
    if (!r) return [];
    const { currencyCode } = await this.property(projectId);
    const language = lang ?? this.settingsOf(projectId).language ?? 'en';
    return (await this.reader.folios(projectId, r.id))
      .filter((f) => (f.charges?.length ?? 0) + (f.payments?.length ?? 0) > 0)
      .map((f) => {
        const lines = (f.charges ?? []).map((c, i) => toLine(c, i + 1, language));
        const payments: PmsPayment[] = (f.payments ?? []).map(toPayment);
        return {
          id: f.id,
          number: f.id,
          reservationId: r.id,
          roomStayId: null,
          currency: currencyCode,
          issuedAt: f.charges?.[0]?.created ?? f.created,
          lines,
          payments,
          vat: vatSummary(lines),
          ...invoiceBalance(lines, payments),
        };
      });
  }

  async postCharge(projectId: string, reservationId: string, charge: PmsChargeInput) {
    const settings = this.settingsOf(projectId);
    const { currencyCode } = await this.property(projectId);
    if (charge.currency !== currencyCode)
      throw new PmsError('INVALID', `The hotel bills in ${currencyCode}, not ${charge.currency}`);
    const vatType = settings.vatTypes[String(charge.vatRateBp)];
    if (vatType === undefined)
      throw new PmsError(
        'INVALID',
        `No apaleo VAT type is configured for ${charge.vatRateBp / 100} % VAT`,
      );
    const r = await this.reader.read(projectId, reservationId);
    if (!r) throw new PmsError('NOT_FOUND', `No reservation ${reservationId}`);
    const folios = await this.reader.folios(projectId, r.id);
    const folio = folios.find((f) => f.isMainFolio) ?? folios[0];
    if (!folio) throw new PmsError('CONFLICT', `apaleo has no folio for reservation ${r.id}`);
    const receipt = chargeReceipt(r.id, charge.ref);
    if (!folios.some((f) => f.charges?.some((c) => c.receipt === receipt))) {
      await this.client(projectId).request(
        'POST',
        `/finance/v1/folio-actions/${encodeURIComponent(folio.id)}/charges`,
        {
          idempotencyKey: receipt,
          body: {
            name:
              charge.descriptions[settings.language ?? 'en'] ??
              Object.values(charge.descriptions)[0] ??
              charge.ref,
            amount: {
              amount: fromMinor(charge.unitPriceMinor, charge.currency),
              currency: charge.currency,
            },
            serviceType: 'Other',
            vatType,
            quantity: charge.quantity,
            receipt,
          },
        },
      );
    }
    return { invoiceId: folio.id };
  }

  /** The reservation a folio belongs to (apaleo's folio webhooks name the folio), or null. */
  async reservationOfFolio(projectId: string, folioId: string): Promise<string | null> {
    const folio = await this.client(projectId).request<ApaleoFolio>(
      'GET',
      `/finance/v1/folios/${encodeURIComponent(folioId)}`,
    );
    return folio?.reservation?.id ?? null;
  }

  async postPayment(
    projectId: string,
    invoiceId: string,
    payment: PmsPaymentInput,
  ): Promise<PmsPayment> {
    const folio = await this.client(projectId).request<ApaleoFolio>(
      'GET',
      `/finance/v1/folios/${encodeURIComponent(invoiceId)}`,
    );
    const reservationId = folio?.reservation?.id;
    const invoice = reservationId
      ? (await this.getInvoices(projectId, reservationId)).find((i) => i.id === invoiceId)
      : undefined;
    if (!invoice) throw new PmsError('NOT_FOUND', `No invoice ${invoiceId}`);
    const booked = invoice.payments.find((p) => p.providerRef === payment.providerRef);
    if (booked) return booked;
    if (payment.currency !== invoice.currency)
      throw new PmsError(
        'INVALID',
        `The invoice is in ${invoice.currency}, not ${payment.currency}`,
      );
    if (payment.amountMinor <= 0 || payment.amountMinor > invoice.openMinor)
      throw new PmsError('INVALID', `The payment is more than the ${invoice.openMinor} open`);
    const created = await this.client(projectId).request<{ id: string }>(
      'POST',
      `/finance/v1/folios/${encodeURIComponent(invoiceId)}/payments`,
      {
        idempotencyKey: payment.providerRef,
        body: {
          method: this.settingsOf(projectId).paymentMethod ?? 'Other',
          amount: {
            amount: fromMinor(payment.amountMinor, payment.currency),
            currency: payment.currency,
          },
          receipt: payment.providerRef,
        },
      },
    );
    const [after] = (await this.getInvoices(projectId, reservationId!)).filter(
      (i) => i.id === invoiceId,
    );
    const stored = after?.payments.find((p) => p.id === created?.id);
    if (!stored) throw new PmsError('CONFLICT', `apaleo did not keep payment ${created?.id ?? ''}`);
    return stored;
  }

  async postCheckIn(
    projectId: string,
    reservationId: string,
    roomStayId: string,
    checkIn: PmsCheckIn,
  ): Promise<PmsReservation> {
    const r = await this.reader.read(projectId, reservationId);
    if (!r || roomStayId !== r.id) throw new PmsError('NOT_FOUND', `No room stay ${roomStayId}`);
    if (r.status !== 'Confirmed' || r.isPreCheckedIn)
      throw new PmsError('CONFLICT', `Room stay ${roomStayId} is not awaiting check-in`);
    const before = [r.primaryGuest, ...(r.additionalGuests ?? [])];
    const guests = checkIn.guests.map((g, i) => {
      const known = g.profile_id ? splitGuestId(g.profile_id) : null;
      const prior =
        known?.reservationId === r.id ? before[known.index] : i === 0 ? r.primaryGuest : undefined;
      return toApaleoGuest(g, prior);
    });
    const [primary, ...additional] = guests as [ApaleoGuest, ...ApaleoGuest[]];
    const client = this.client(projectId);
    await client.request('PATCH', `${RESERVATIONS}/${encodeURIComponent(r.id)}`, {
      body: [
        { op: 'replace', path: '/primaryGuest', value: primary },
        { op: 'replace', path: '/additionalGuests', value: additional },
        { op: 'replace', path: '/isPreCheckedIn', value: true },
      ],
    });
    await client.request(
      'PUT',
      `/booking/v1/reservation-actions/${encodeURIComponent(r.id)}/checkin`,
    );
    return (await this.getReservation(projectId, r.id))!;
  }

  async postCheckOut(
    projectId: string,
    reservationId: string,
    roomStayId: string,
  ): Promise<PmsReservation> {
    const r = await this.reader.read(projectId, reservationId);
    if (!r || roomStayId !== r.id) throw new PmsError('NOT_FOUND', `No room stay ${roomStayId}`);
    if (r.status !== 'InHouse')
      throw new PmsError('CONFLICT', `Room stay ${roomStayId} is not in house`);
    await this.client(projectId).request(
      'PUT',
      `/booking/v1/reservation-actions/${encodeURIComponent(r.id)}/checkout`,
    );
    return (await this.getReservation(projectId, r.id))!;
  }

  /**
   * The registration data the check-in gave apaleo go: each guest keeps
   * only name, e-mail, phone and language (a JSON Patch replacing the
   * guests; apaleo keeps the reservation and its folios).
   */
  async eraseIdentityData(projectId: string, reservationId: string): Promise<void> {
    const r = await this.reader.read(projectId, reservationId);
    if (!r) return;
    await this.client(projectId).request('PATCH', `${RESERVATIONS}/${encodeURIComponent(r.id)}`, {
      body: [
        ...(r.primaryGuest
          ? [{ op: 'replace', path: '/primaryGuest', value: withoutIdentity(r.primaryGuest) }]
          : []),
        {
          op: 'replace',
          path: '/additionalGuests',
          value: (r.additionalGuests ?? []).map(withoutIdentity),
        },
      ],
    });
  }
}
