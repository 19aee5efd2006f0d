// The PMS contract on Mews (Connector API; docs/decisions/047, docs/pms.md):
// reservations, customers and their identity documents and addresses, the
// reservation's custom items (charges) and external payments, check-in
// (`reservations/start`) and check-out (`reservations/process`). One Mews
// enterprise per project; a guest's invoice is the reservation's items and
// payments (Mews closes them on bills at the front desk).
import {
  loginLookupField,
  normalizeReservationNumber,
  zonedDate,
  zonedStartOfDay,
  type LoginField,
} from '@hospes/domain';
import { invoiceBalance, vatSummary } from '../invoice-totals.ts';
import { lookupValue, matchLoginCandidates, type LoginCandidate } from '../login-matcher.ts';
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
import type { MewsClientOptions } from './mews-client.ts';
import {
  customerParameters,
  documentParameters,
  fromMinor,
  splitGuestId,
  stayStatus,
  toLine,
  toPayment,
} from './mews-mapping.ts';
import { chargeRef, MewsReader, type MewsSettings } from './mews-reader.ts';
import type { MewsAddress, MewsIdentityDocument, MewsReservation } from './mews-types.ts';

export type { MewsSettings } from './mews-reader.ts';

/** States of stays a guest has (reservations.md service order state). */
const LIVE_STATES = ['Confirmed', 'Started', 'Processed'];

export class MewsPms implements PmsAdapter {
  private readonly reader: MewsReader;

  constructor(
    settingsOf: (projectId: string) => MewsSettings,
    clientOptions: MewsClientOptions = {},
  ) {
    this.reader = new MewsReader(settingsOf, clientOptions);
  }

  async getReservation(projectId: string, reservationId: string): Promise<PmsReservation | null> {
    const r = await this.reader.readReservation(projectId, reservationId);
    return r && this.reader.toReservation(projectId, r);
  }

  async findReservation(
    projectId: string,
    loginData: PmsLoginData,
    fields: readonly LoginField[],
  ): Promise<PmsLoginMatch | null> {
    const field = loginLookupField(fields);
    const value = field === null ? null : lookupValue(field, loginData);
    let found: MewsReservation[] = [];
    if (value !== null && (field === 'reservation_id' || field === null)) {
      const typed = (loginData.reservation_id ?? '').trim();
      found = await this.reader.reservations(projectId, { Numbers: [...new Set([typed, value])] });
    } else if (value !== null && (field === 'email' || field === 'last_name' || field === 'name')) {
      const filter =
        field === 'email' ? { Emails: [value] } : { LastNames: [value.split(' ').at(-1) ?? value] };
      const owners = await this.reader.customers(projectId, filter);
      if (owners.length > 0)
        found = await this.reader.reservations(projectId, {
          AccountIds: owners.slice(0, 100).map((c) => c.Id),
        });
    }
    const candidates: LoginCandidate[] = [];
    for (const r of found.filter((r) => stayStatus(r.State) !== null).slice(0, 20)) {
      for (const g of await this.reader.guestsOf(projectId, r)) {
        candidates.push({
          reservationId: r.Id,
          guestId: g.id,
          reservationNumberNorm: normalizeReservationNumber(r.Number),
          firstName: g.firstName,
          lastName: g.lastName,
          emailNorm: g.email?.toLowerCase() ?? null,
          dateOfBirth: g.dateOfBirth,
        });
      }
    }
    const match = matchLoginCandidates(candidates, loginData, fields);
    return match && { reservationId: match.reservationId, guestId: match.guestId };
  }

  async listReservationIdsOn(projectId: string, date: string): Promise<string[]> {
    const { timeZone } = await this.reader.enterprise(projectId);
    const found = await this.reader.reservations(projectId, {
      CollidingUtc: await this.reader.interval(projectId, date, date),
      States: LIVE_STATES,
    });
    // A departure day belongs to the front desk's day too (as in the built-in PMS).
    return found
      .filter((r) => zonedDate(Date.parse(r.ScheduledEndUtc), timeZone) >= date)
      .map((r) => r.Id)
      .sort();
  }

  async searchReservationIds(
    projectId: string,
    query: ReservationSearch,
    limit: number,
  ): Promise<string[]> {
    const filters: Record<string, unknown>[] = [];
    const text = query.text?.trim();
    if (text) {
      const owners = await this.reader.customers(projectId, { LastNames: [text] });
      filters.push({ Numbers: [text] });
      if (owners.length > 0) filters.push({ AccountIds: owners.slice(0, 100).map((c) => c.Id) });
    }
    const dates =
      query.from || query.to
        ? {
            CollidingUtc: await this.reader.interval(
              projectId,
              query.from ?? query.to!,
              query.to ?? query.from!,
            ),
          }
        : {};
    const lists = await Promise.all(
      (filters.length > 0 ? filters : [{}]).map((f) =>
        this.reader.reservations(projectId, { ...f, ...dates, States: LIVE_STATES }),
      ),
    );
    const byId = new Map(lists.flat().map((r) => [r.Id, r]));
    return [...byId.values()]
      .sort((a, b) => b.ScheduledStartUtc.localeCompare(a.ScheduledStartUtc))
      .slice(0, limit)
      .map((r) => r.Id);
  }

  async countArrivals(projectId: string, from: string, to: string) {
    const found = await this.reader.reservations(projectId, {
      ScheduledStartUtc: await this.reader.interval(projectId, from, to),
      States: LIVE_STATES,
    });
    return {
      arrivals: found.length,
      onlineCheckins: found.filter((r) => r.Options.ConnectorCheckIn).length,
    };
  }

  async getGuest(projectId: string, id: string): Promise<PmsGuest | null> {
    const parts = splitGuestId(id);
    if (!parts) return null;
    const r = await this.reader.readReservation(projectId, parts.reservationId);
    if (!r) return null;
    return (await this.reader.guestsOf(projectId, r)).find((g) => g.id === id) ?? null;
  }

  async getInvoices(
    projectId: string,
    reservationId: string,
    lang?: string,
  ): Promise<PmsInvoice[]> {
    const r = await this.reader.readReservation(projectId, reservationId);
    if (!r) return [];
    const enterprise = await this.reader.enterprise(projectId);
    const { items, payments } = await this.reader.ledger(projectId, r);
    if (items.length === 0 && payments.length === 0) return [];
    const rates = new Map(
      Object.entries(this.reader.settingsOf(projectId).taxCodes).map(([bp, code]) => [
        code,
        Number(bp),
      ]),
    );
    const lines = items.map((item, i) => toLine(item, i + 1, lang ?? enterprise.language, rates));
    const paid: PmsPayment[] = payments.map(toPayment);
    return [
      {
        id: r.Id,
        number: r.Number,
        reservationId: r.Id,
        roomStayId: null,
        currency: enterprise.currency,
        issuedAt: items[0]?.ConsumedUtc ?? r.CreatedUtc,
        lines,
        payments: paid,
        vat: vatSummary(lines),
        ...invoiceBalance(lines, paid),
      },
    ];
  }

  async postCharge(projectId: string, reservationId: string, charge: PmsChargeInput) {
    const enterprise = await this.reader.enterprise(projectId);
    if (charge.currency !== enterprise.currency)
      throw new PmsError(
        'INVALID',
        `The hotel bills in ${enterprise.currency}, not ${charge.currency}`,
      );
    const r = await this.reader.readReservation(projectId, reservationId);
    if (!r) throw new PmsError('NOT_FOUND', `No reservation ${reservationId}`);
    const settings = this.reader.settingsOf(projectId);
    const taxCode = settings.taxCodes[String(charge.vatRateBp)];
    if (taxCode === undefined)
      throw new PmsError(
        'INVALID',
        `No Mews tax code is configured for ${charge.vatRateBp / 100} % VAT`,
      );
    const ref = chargeRef(r.Id, charge.ref);
    const { items } = await this.reader.ledger(projectId, r);
    if (!items.some((i) => i.ExternalIdentifier === ref)) {
      await this.reader.client(projectId).call('orders/add', {
        ServiceId: settings.chargeServiceId ?? settings.serviceId,
        AccountId: r.AccountId,
        LinkedReservationId: r.Id,
        ...(charge.serviceDate
          ? {
              ConsumptionUtc: new Date(
                zonedStartOfDay(charge.serviceDate, enterprise.timeZone) + 12 * 3_600_000,
              ).toISOString(),
            }
          : {}),
        Items: [
          {
            Name:
              charge.descriptions[enterprise.language] ??
              Object.values(charge.descriptions)[0] ??
              charge.ref,
            UnitCount: charge.quantity,
            UnitAmount: {
              GrossValue: fromMinor(charge.unitPriceMinor, charge.currency),
              Currency: charge.currency,
              TaxCodes: [taxCode],
            },
            ExternalIdentifier: ref,
          },
        ],
      });
    }
    return { invoiceId: r.Id };
  }

  async postPayment(
    projectId: string,
    invoiceId: string,
    payment: PmsPaymentInput,
  ): Promise<PmsPayment> {
    const [invoice] = await this.getInvoices(projectId, invoiceId);
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
    const r = (await this.reader.readReservation(projectId, invoiceId))!;
    const { ExternalPaymentId } = await this.reader
      .client(projectId)
      .call<{ ExternalPaymentId: string }>('payments/addExternal', {
        AccountId: r.AccountId,
        ReservationId: r.Id,
        Amount: {
          GrossValue: fromMinor(payment.amountMinor, payment.currency),
          Currency: payment.currency,
          TaxCodes: [],
        },
        Type: this.reader.settingsOf(projectId).paymentType ?? 'Unspecified',
        ExternalIdentifier: payment.providerRef,
      });
    const [after] = await this.getInvoices(projectId, invoiceId);
    const stored = after?.payments.find((p) => p.id === ExternalPaymentId);
    if (!stored) throw new PmsError('CONFLICT', `Mews did not keep payment ${ExternalPaymentId}`);
    return stored;
  }

  async postCheckIn(
    projectId: string,
    reservationId: string,
    roomStayId: string,
    checkIn: PmsCheckIn,
  ): Promise<PmsReservation> {
    const r = await this.reader.readReservation(projectId, reservationId);
    if (!r || roomStayId !== r.Id) throw new PmsError('NOT_FOUND', `No room stay ${roomStayId}`);
    if (r.State !== 'Confirmed' || r.Options.ConnectorCheckIn)
      throw new PmsError('CONFLICT', `Room stay ${roomStayId} is not awaiting check-in`);
    const client = this.reader.client(projectId);
    const documents: Record<string, unknown>[] = [];
    // A check-in sent again (the outbox, after an answer was lost) finds the
    // companions and documents the first attempt added, and adds none twice.
    const present = await this.reader.guestsOf(projectId, r);
    const sameName = (
      a: { firstName: string; lastName: string },
      g: { first_name: string; last_name: string },
    ) =>
      a.firstName.trim().toLowerCase() === g.first_name.trim().toLowerCase() &&
      a.lastName.trim().toLowerCase() === g.last_name.trim().toLowerCase();
    for (const guest of checkIn.guests) {
      const companion = guest.profile_id
        ? undefined
        : present.find((p) => !p.isMain && sameName(p, guest));
      const known = guest.profile_id
        ? splitGuestId(guest.profile_id)
        : companion
          ? splitGuestId(companion.id)
          : null;
      let customerId: string;
      if (known && known.reservationId === r.Id) {
        customerId = known.customerId;
        await client.call('customers/update', {
          CustomerId: customerId,
          ...customerParameters(guest),
        });
      } else {
        const added = await client.call<{ Id: string }>('customers/add', {
          ...customerParameters(guest),
          OverwriteExisting: false,
        });
        customerId = added.Id;
        await client.call('reservations/addCompanion', {
          ReservationId: r.Id,
          CustomerId: customerId,
        });
      }
      const document = documentParameters(customerId, guest.document);
      const had = present.find((p) => splitGuestId(p.id)?.customerId === customerId)?.document;
      if (document && had?.doc_id !== guest.document?.doc_id) documents.push(document);
    }
    if (documents.length > 0)
      await client.call('identityDocuments/add', { IdentityDocuments: documents });
    await client.call('reservations/start', { ReservationId: r.Id });
    return (await this.getReservation(projectId, reservationId))!;
  }

  async postCheckOut(
    projectId: string,
    reservationId: string,
    roomStayId: string,
  ): Promise<PmsReservation> {
    const r = await this.reader.readReservation(projectId, reservationId);
    if (!r || roomStayId !== r.Id) throw new PmsError('NOT_FOUND', `No room stay ${roomStayId}`);
    if (r.State !== 'Started')
      throw new PmsError('CONFLICT', `Room stay ${roomStayId} is not in house`);
    await this.reader.client(projectId).call('reservations/process', {
      ReservationId: r.Id,
      CloseBills: true,
      AllowOpenBalance: false,
    });
    return (await this.getReservation(projectId, reservationId))!;
  }

  /**
   * The identity documents and addresses the check-in gave Mews go
   * (identityDocuments/delete, addresses/delete). Names and birth dates stay:
   * `customers/update` cannot clear a field, Mews keeps profiles under its
   * own retention (docs/pms.md).
   */
  async eraseIdentityData(projectId: string, reservationId: string): Promise<void> {
    const r = await this.reader.readReservation(projectId, reservationId);
    if (!r) return;
    const client = this.reader.client(projectId);
    const guests = await this.reader.guestsOf(projectId, r);
    const ids = guests.map((g) => splitGuestId(g.id)!.customerId);
    const [documents, addresses] = await Promise.all([
      client.all<MewsIdentityDocument>(
        'identityDocuments/getAll',
        { CustomerIds: ids },
        'IdentityDocuments',
      ),
      client.all<MewsAddress>('addresses/getAll', { AccountIds: ids }, 'Addresses'),
    ]);
    if (documents.length > 0)
      await client.call('identityDocuments/delete', {
        IdentityDocumentIds: documents.map((d) => d.Id),
      });
    if (addresses.length > 0)
      await client.call('addresses/delete', { AddressIds: addresses.map((a) => a.Id) });
  }
}
