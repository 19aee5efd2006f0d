// apaleo as the adapter reads it (docs/decisions/048): one client per
// project (its token cached), the property's zone and currency read once,
// reservations of the project's property with a stay, their folios.
import { addDays, zonedStartOfDay } from '@hospes/domain';
import { PmsError, type PmsReservation } from '../pms-adapter.ts';
import { localDateTime } from '../mews/mews-mapping.ts';
import { ApaleoClient, type ApaleoClientOptions, type ApaleoConnection } from './apaleo-client.ts';
import { stayStatus, toGuest, type ApaleoFolio, type ApaleoReservation } from './apaleo-mapping.ts';

export interface ApaleoSettings extends ApaleoConnection {
  /** The apaleo property of the project, e.g. `MUC`. */
  propertyId: string;
  /** apaleo's VAT type per VAT rate in basis points, e.g. `{ "1000": "Reduced" }`. */
  vatTypes: Record<string, string>;
  /** The payment method online payments are recorded with (default `Other`). */
  paymentMethod?: string | undefined;
  /** The language of the names charges are posted with (default `en`). */
  language?: string | undefined;
}

/** Statuses of stays a guest has. */
export const LIVE = 'Confirmed,InHouse,CheckedOut';
export const RESERVATIONS = '/booking/v1/reservations';

export class ApaleoReader {
  private readonly clients = new Map<string, ApaleoClient>();
  private readonly properties = new Map<
    string,
    Promise<{ timeZone: string; currencyCode: string }>
  >();

  constructor(
    readonly settingsOf: (projectId: string) => ApaleoSettings,
    private readonly clientOptions: ApaleoClientOptions = {},
  ) {}

  client(projectId: string): ApaleoClient {
    let client = this.clients.get(projectId);
    if (!client) {
      client = new ApaleoClient(this.settingsOf(projectId), this.clientOptions);
      this.clients.set(projectId, client);
    }
    return client;
  }

  /** The property's zone and currency, read once. */
  property(projectId: string) {
    let found = this.properties.get(projectId);
    if (!found) {
      const id = this.settingsOf(projectId).propertyId;
      found = this.client(projectId)
        .request<{ timeZone: string; currencyCode: string }>(
          'GET',
          `/inventory/v1/properties/${encodeURIComponent(id)}`,
        )
        .then((p) => {
          if (!p) throw new PmsError('NOT_FOUND', `apaleo has no property ${id}`);
          return p;
        });
      found.catch(() => this.properties.delete(projectId));
      this.properties.set(projectId, found);
    }
    return found;
  }

  async read(projectId: string, id: string): Promise<ApaleoReservation | null> {
    if (!id || id.includes('/')) return null;
    const r = await this.client(projectId).request<
      ApaleoReservation & { property?: { id: string } }
    >('GET', `${RESERVATIONS}/${encodeURIComponent(id)}`);
    return r && r.property?.id === this.settingsOf(projectId).propertyId && stayStatus(r.status)
      ? r
      : null;
  }

  list(projectId: string, query: Record<string, string | undefined>) {
    return this.client(projectId).all<ApaleoReservation>(
      RESERVATIONS,
      { propertyIds: this.settingsOf(projectId).propertyId, status: LIVE, ...query },
      'reservations',
    );
  }

  /** `from`–`to` (local dates, inclusive) as the instants of the property's zone. */
  async range(projectId: string, from: string, to: string) {
    const { timeZone } = await this.property(projectId);
    return {
      from: new Date(zonedStartOfDay(from, timeZone)).toISOString(),
      to: new Date(zonedStartOfDay(addDays(to, 1), timeZone) - 1).toISOString(),
    };
  }

  async toReservation(projectId: string, r: ApaleoReservation): Promise<PmsReservation> {
    const { timeZone, currencyCode } = await this.property(projectId);
    const guests = [r.primaryGuest ?? { lastName: '' }, ...(r.additionalGuests ?? [])];
    return {
      id: r.id,
      number: r.id,
      currency: currencyCode,
      roomStays: [
        {
          id: r.id,
          status: stayStatus(r.status) ?? 'Reserved',
          arrival: localDateTime(r.arrival, timeZone),
          departure: localDateTime(r.departure, timeZone),
          roomNumber: r.unit?.name ?? null,
          adults: r.adults,
          children: r.childrenAges?.length ?? 0,
          checkinFinishedAt: r.isPreCheckedIn ? (r.checkInTime ?? null) : null,
          checkoutFinishedAt: r.status === 'CheckedOut' ? (r.checkOutTime ?? null) : null,
        },
      ],
      guests: guests.map((g, i) => toGuest(r, g, i)),
    };
  }

  async folios(projectId: string, reservationId: string): Promise<ApaleoFolio[]> {
    const page = await this.client(projectId).request<{ folios: ApaleoFolio[] }>(
      'GET',
      '/finance/v1/folios',
      {
        query: { reservationIds: reservationId, expand: 'charges,payments' },
      },
    );
    return page?.folios ?? [];
  }
}
