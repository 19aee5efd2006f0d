// The state of the fake Mews enterprise (fake-mews.ts) and what its
// operations share: the documented entities in memory, their time stamps,
// amounts with tax, cursor pagination and the filters of the getAll operations.
import { randomUUID } from 'node:crypto';

export type Json = Record<string, unknown>;

export interface FakeMewsOptions {
  timeZone?: string;
  currency?: string;
  /** Tax codes of the enterprise and their rates (e.g. `AT-R` 10 %). */
  taxRates?: Record<string, number>;
}

/** A reservation as the hotel entered it (local dates in the enterprise's zone). */
export interface FakeReservationInput {
  number: string;
  lastName: string;
  firstName: string;
  email?: string;
  /** `YYYY-MM-DD`, arrival at 15:00 and departure at 10:00 local time. */
  arrival: string;
  departure: string;
  room?: string;
  adults: number;
  children: number;
  /** Checked in at the front desk already (Started), else Confirmed. */
  state?: 'Confirmed' | 'Started';
  /** The stay's own items (room nights), on the reservation; gross unit amounts. */
  items?: readonly { name: string; unitCount: number; unitGross: number; taxCode: string }[];
}

export const ADULT = 'a1f6ab0e-5d5b-4b39-9f1a-aa0000000001';
export const CHILD = 'a1f6ab0e-5d5b-4b39-9f1a-aa0000000002';

/** A refusal with the documented status (400, 403) and `Message`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
export const refuse = (status: number, message: string): never => {
  throw new Refusal(status, message);
};

export function createFakeMewsStore(options: FakeMewsOptions) {
  const timeZone = options.timeZone ?? 'Europe/Vienna';
  const currency = options.currency ?? 'EUR';
  const taxRates = options.taxRates ?? { 'AT-R': 0.1, 'AT-S': 0.2, 'AT-Z': 0 };
  const enterpriseId = randomUUID();
  const chainId = randomUUID();
  const serviceId = randomUUID();
  let now = new Date().toISOString();
  const customers = new Map<string, Json>();
  const addresses = new Map<string, Json>();
  const documents = new Map<string, Json>();
  const reservations = new Map<string, Json>();
  const companionships = new Map<string, Json>();
  const resources = new Map<string, Json>();
  const orderItems = new Map<string, Json>();
  const payments = new Map<string, Json>();

  // Time passes between two requests, also on a clock the test has set.
  let tick = 0;
  const stamp = () => {
    const at = new Date(Date.parse(now) + ++tick).toISOString();
    return { CreatedUtc: at, UpdatedUtc: at };
  };
  const amount = (gross: number, code: string | null): Json => {
    const rate = code === null ? 0 : (taxRates[code] ?? 0);
    const net = round2(gross / (1 + rate));
    const tax = round2(gross - net);
    return {
      Currency: currency,
      NetValue: net,
      GrossValue: gross,
      TaxValues: code === null ? [] : [{ Code: code, Value: tax }],
      Breakdown: { Items: [{ TaxRateCode: code, NetValue: net, TaxValue: tax }] },
    };
  };

  function newCustomer(fields: Json): Json {
    const customer: Json = {
      Id: randomUUID(),
      ChainId: chainId,
      Number: String(customers.size + 1),
      LastName: '',
      HasOtaEmail: false,
      Classifications: [],
      Options: [],
      IsActive: true,
      PreferredSpaceFeatures: [],
      CreatorProfileId: 'connector',
      UpdaterProfileId: 'connector',
      ...stamp(),
      ...fields,
    };
    customers.set(customer.Id as string, customer);
    return customer;
  }

  function setAddress(accountId: string, fields: Json): string {
    const customer = customers.get(accountId);
    const existing = customer?.AddressId as string | undefined;
    const id = existing ?? randomUUID();
    addresses.set(id, {
      Id: id,
      AccountId: accountId,
      AccountType: 'Customer',
      IsActive: true,
      ...stamp(),
      ...fields,
    });
    if (customer) customer.AddressId = id;
    return id;
  }

  function localInstant(date: string, time: string): string {
    return zonedToUtc(`${date}T${time}`, timeZone);
  }

  function seed(input: FakeReservationInput): string {
    const owner = newCustomer({
      FirstName: input.firstName,
      LastName: input.lastName,
      Email: input.email ?? null,
      LanguageCode: 'de-DE',
    });
    let resourceId: string | null = null;
    if (input.room) {
      const existing = [...resources.values()].find((r) => r.Name === input.room);
      resourceId = (existing?.Id as string | undefined) ?? randomUUID();
      if (!existing) {
        resources.set(resourceId, {
          Id: resourceId,
          EnterpriseId: enterpriseId,
          IsActive: true,
          Name: input.room,
          State: 'Inspected',
          Descriptions: {},
          ExternalNames: {},
          Directions: {},
          Data: { Discriminator: 'Space', Value: { FloorNumber: '1' } },
          ...stamp(),
        });
      }
    }
    const id = randomUUID();
    const groupId = randomUUID();
    reservations.set(id, {
      Id: id,
      ServiceId: serviceId,
      AccountId: owner.Id,
      AccountType: 'Customer',
      CreatorProfileId: 'connector',
      UpdaterProfileId: 'connector',
      Number: input.number,
      State: input.state ?? 'Confirmed',
      Origin: 'Connector',
      Options: {
        OwnerCheckedIn: input.state === 'Started',
        AllCompanionsCheckedIn: false,
        AnyCompanionCheckedIn: false,
        ConnectorCheckIn: false,
      },
      RateId: randomUUID(),
      GroupId: groupId,
      RequestedResourceCategoryId: randomUUID(),
      AssignedResourceId: resourceId,
      AssignedResourceLocked: false,
      ScheduledStartUtc: localInstant(input.arrival, '15:00'),
      ActualStartUtc: input.state === 'Started' ? localInstant(input.arrival, '15:00') : null,
      ScheduledEndUtc: localInstant(input.departure, '10:00'),
      ActualEndUtc: null,
      PersonCounts: [
        { AgeCategoryId: ADULT, Count: input.adults },
        ...(input.children > 0 ? [{ AgeCategoryId: CHILD, Count: input.children }] : []),
      ],
      ...stamp(),
    });
    const companionship = randomUUID();
    companionships.set(companionship, {
      Id: companionship,
      CustomerId: owner.Id,
      ReservationGroupId: groupId,
      ReservationId: id,
    });
    for (const item of input.items ?? []) {
      const itemId = randomUUID();
      const gross = round2(item.unitGross * item.unitCount);
      orderItems.set(itemId, {
        Id: itemId,
        EnterpriseId: enterpriseId,
        AccountId: owner.Id,
        AccountType: 'Customer',
        ServiceId: serviceId,
        ServiceOrderId: id,
        BillId: null,
        BillingName: item.name,
        ExternalIdentifier: null,
        UnitCount: item.unitCount,
        UnitAmount: amount(item.unitGross, item.taxCode),
        Amount: amount(gross, item.taxCode),
        OriginalAmount: amount(gross, item.taxCode),
        RevenueType: 'Service',
        CreatorProfileId: 'connector',
        UpdaterProfileId: 'connector',
        ConsumedUtc: localInstant(input.arrival, '15:00'),
        AccountingState: 'Open',
        Type: 'SpaceOrder',
        Options: { CanceledWithReservation: false },
        ...stamp(),
      });
    }
    return id;
  }

  /** Newest first; the cursor is the id of the last item returned (pagination.md). */
  function page(
    items: Json[],
    limitation: Json | undefined,
  ): { data: Json[]; cursor: string | null } {
    const sorted = [...items].sort(
      (a, b) =>
        String(b.CreatedUtc ?? '').localeCompare(String(a.CreatedUtc ?? '')) ||
        String(b.Id).localeCompare(String(a.Id)),
    );
    const cursor = limitation?.Cursor as string | null | undefined;
    const from = cursor ? sorted.findIndex((i) => i.Id === cursor) + 1 : 0;
    const data = sorted.slice(from, from + Number(limitation?.Count ?? 1000));
    return { data, cursor: (data.at(-1)?.Id as string | undefined) ?? null };
  }

  const inList = (list: unknown, value: unknown) =>
    !Array.isArray(list) || list.length === 0 || list.includes(value);
  const within = (interval: unknown, start: string, end: string) => {
    if (!interval) return true;
    const { StartUtc, EndUtc } = interval as { StartUtc: string; EndUtc: string };
    return start < EndUtc && end > StartUtc;
  };
  const at = (interval: unknown, instant: string) => {
    if (!interval) return true;
    const { StartUtc, EndUtc } = interval as { StartUtc: string; EndUtc: string };
    return instant >= StartUtc && instant <= EndUtc;
  };

  function balanceOf(reservationId: string): number {
    const reservation = reservations.get(reservationId)!;
    const items = [...orderItems.values()].filter(
      (i) => i.AccountId === reservation.AccountId && i.AccountingState !== 'Canceled',
    );
    const charged = items.reduce((n, i) => n + ((i.Amount as Json).GrossValue as number), 0);
    const paid = [...payments.values()]
      .filter((p) => p.ReservationId === reservationId)
      .reduce((n, p) => n + ((p.Amount as Json).GrossValue as number), 0);
    return round2(charged + paid);
  }

  return {
    timeZone,
    currency,
    taxRates,
    enterpriseId,
    chainId,
    serviceId,
    customers,
    addresses,
    documents,
    reservations,
    companionships,
    resources,
    orderItems,
    payments,
    stamp,
    amount,
    newCustomer,
    setAddress,
    seed,
    page,
    inList,
    within,
    at,
    balanceOf,
    /** The enterprise's clock (start and process check their conditions against it). */
    get now() {
      return now;
    },
    setNow(iso: string) {
      now = new Date(iso).toISOString();
    },
  };
}
export type FakeMewsStore = ReturnType<typeof createFakeMewsStore>;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** `YYYY-MM-DD` of an instant in a zone. */
export function localDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
}

/** The UTC instant of a local date-time (`YYYY-MM-DDTHH:mm`) in a zone. */
function zonedToUtc(local: string, timeZone: string): string {
  const guess = new Date(`${local}:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const shown = Date.parse(
    `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`,
  );
  return new Date(guess.getTime() - (shown - guess.getTime())).toISOString();
}
