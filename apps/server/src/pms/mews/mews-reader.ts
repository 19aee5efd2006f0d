// Reading a Mews enterprise for the adapter (mews-pms.ts): one Connector API
// client per project, the enterprise's zone, currency, language and child age
// categories (read once), and the reservation with its guests, room, items
// and payments in the shapes of the PMS contract.
import { addDays, zonedStartOfDay } from '@hospes/domain';
import type { PmsGuest, PmsReservation } from '../pms-adapter.ts';
import { MewsClient, type MewsConnection } from './mews-client.ts';
import { localDateTime, personCounts, stayStatus, toGuest } from './mews-mapping.ts';
import type {
  MewsAddress,
  MewsCompanionship,
  MewsCustomer,
  MewsEnterprise,
  MewsIdentityDocument,
  MewsOrderItem,
  MewsPayment,
  MewsReservation,
} from './mews-types.ts';

export interface MewsSettings extends MewsConnection {
  /** The bookable service of the stays; the guest's charges are ordered under `chargeServiceId` (default: the same). */
  serviceId: string;
  chargeServiceId?: string;
  /** The enterprise's tax code per VAT rate in basis points, e.g. `{ "1000": "AT-R" }`. */
  taxCodes: Record<string, string>;
  /** External payment type of online payments (payments.md), default `Unspecified`. */
  paymentType?: string;
}

/** Our references on Mews items: the reservation and the charge's own reference. */
export const chargeRef = (reservationId: string, ref: string) => `hospes:${reservationId}:${ref}`;

export interface Enterprise {
  timeZone: string;
  currency: string;
  language: string;
  childCategories: Set<string>;
}

export class MewsReader {
  private readonly clients = new Map<string, MewsClient>();

  private readonly enterprises = new Map<string, Promise<Enterprise>>();

  constructor(
    readonly settingsOf: (projectId: string) => MewsSettings,
    private readonly clientOptions: ConstructorParameters<typeof MewsClient>[1] = {},
  ) {}

  client(projectId: string): MewsClient {
    let client = this.clients.get(projectId);
    if (!client) {
      client = new MewsClient(this.settingsOf(projectId), this.clientOptions);
      this.clients.set(projectId, client);
    }
    return client;
  }

  /** The enterprise's zone, currency, language and child age categories (read once). */
  enterprise(projectId: string): Promise<Enterprise> {
    let found = this.enterprises.get(projectId);
    if (!found) {
      const client = this.client(projectId);
      found = (async () => {
        const { Enterprise } = await client.call<{ Enterprise: MewsEnterprise }>(
          'configuration/get',
        );
        const categories = await client.all<{ Id: string; Classification: string }>(
          'ageCategories/getAll',
          { ServiceIds: [this.settingsOf(projectId).serviceId] },
          'AgeCategories',
        );
        return {
          timeZone: Enterprise.TimeZoneIdentifier,
          currency:
            Enterprise.Currencies.find((c) => c.IsDefault)?.Currency ??
            Enterprise.Currencies[0]?.Currency ??
            'EUR',
          language: Enterprise.DefaultLanguageCode.slice(0, 2),
          childCategories: new Set(
            categories.filter((c) => c.Classification === 'Child').map((c) => c.Id),
          ),
        };
      })();
      found.catch(() => this.enterprises.delete(projectId));
      this.enterprises.set(projectId, found);
    }
    return found;
  }

  reservations(projectId: string, filter: Record<string, unknown>): Promise<MewsReservation[]> {
    return this.client(projectId).all<MewsReservation>(
      'reservations/getAll/2023-06-06',
      { ServiceIds: [this.settingsOf(projectId).serviceId], ...filter },
      'Reservations',
    );
  }

  customers(projectId: string, filter: Record<string, unknown>): Promise<MewsCustomer[]> {
    return this.client(projectId).all<MewsCustomer>(
      'customers/getAll',
      { Extent: { Customers: true }, ...filter },
      'Customers',
    );
  }

  async readReservation(projectId: string, id: string): Promise<MewsReservation | null> {
    const [r] = await this.reservations(projectId, { ReservationIds: [id] });
    return r && stayStatus(r.State) ? r : null;
  }

  /** The guests of a reservation: its owner first, then its companions, with addresses and documents. */
  async guestsOf(projectId: string, r: MewsReservation): Promise<PmsGuest[]> {
    const client = this.client(projectId);
    const companions = await client.all<MewsCompanionship>(
      'companionships/getAll',
      { ReservationIds: [r.Id], Extent: {} },
      'Companionships',
    );
    const ids = [
      r.AccountId,
      ...companions.map((c) => c.CustomerId).filter((id) => id !== r.AccountId),
    ];
    const [customers, addresses, documents] = await Promise.all([
      this.customers(projectId, { CustomerIds: ids }),
      client.all<MewsAddress>('addresses/getAll', { AccountIds: ids }, 'Addresses'),
      client.all<MewsIdentityDocument>(
        'identityDocuments/getAll',
        { CustomerIds: ids },
        'IdentityDocuments',
      ),
    ]);
    return ids.flatMap((id) => {
      const customer = customers.find((c) => c.Id === id);
      if (!customer) return [];
      const address = addresses.find((a) => a.AccountId === id);
      const document = documents.find((d) => d.CustomerId === id);
      return [toGuest(r.Id, customer, id === r.AccountId, address, document)];
    });
  }

  async toReservation(projectId: string, r: MewsReservation): Promise<PmsReservation> {
    const enterprise = await this.enterprise(projectId);
    const [guests, room] = await Promise.all([
      this.guestsOf(projectId, r),
      r.AssignedResourceId
        ? this.client(projectId)
            .all<{ Id: string; Name: string }>(
              'resources/getAll',
              { ResourceIds: [r.AssignedResourceId], Extent: { Resources: true } },
              'Resources',
            )
            .then((resources) => resources[0]?.Name ?? null)
        : Promise.resolve(null),
    ]);
    const { adults, children } = personCounts(r, enterprise.childCategories);
    const checkedInOnline = r.Options.ConnectorCheckIn && r.ActualStartUtc;
    return {
      id: r.Id,
      number: r.Number,
      currency: enterprise.currency,
      roomStays: [
        {
          id: r.Id,
          status: stayStatus(r.State) ?? 'Reserved',
          arrival: localDateTime(r.ScheduledStartUtc, enterprise.timeZone),
          departure: localDateTime(r.ScheduledEndUtc, enterprise.timeZone),
          roomNumber: room,
          adults,
          children,
          checkinFinishedAt: checkedInOnline ? (r.ActualStartUtc ?? null) : null,
          checkoutFinishedAt: r.State === 'Processed' ? (r.ActualEndUtc ?? null) : null,
        },
      ],
      guests,
    };
  }

  /** UTC interval of local dates `from`–`to` (inclusive) in the enterprise's zone. */
  async interval(projectId: string, from: string, to: string) {
    const { timeZone } = await this.enterprise(projectId);
    return {
      StartUtc: new Date(zonedStartOfDay(from, timeZone)).toISOString(),
      EndUtc: new Date(zonedStartOfDay(addDays(to, 1), timeZone)).toISOString(),
    };
  }

  /** The reservation's items (its own and the charges Hospes ordered for it) and payments. */
  async ledger(projectId: string, r: MewsReservation) {
    const client = this.client(projectId);
    const [items, payments] = await Promise.all([
      client.all<MewsOrderItem>('orderItems/getAll', { AccountIds: [r.AccountId] }, 'OrderItems'),
      client.all<MewsPayment>('payments/getAll', { ReservationIds: [r.Id] }, 'Payments'),
    ]);
    const ours = chargeRef(r.Id, '');
    return {
      items: items
        .filter((i) => i.AccountingState !== 'Canceled')
        .filter((i) => i.ServiceOrderId === r.Id || i.ExternalIdentifier?.startsWith(ours))
        .sort(
          (a, b) =>
            a.ConsumedUtc.localeCompare(b.ConsumedUtc) ||
            a.CreatedUtc.localeCompare(b.CreatedUtc) ||
            a.Id.localeCompare(b.Id),
        ),
      payments: payments.filter((p) => p.State === 'Charged'),
    };
  }
}
