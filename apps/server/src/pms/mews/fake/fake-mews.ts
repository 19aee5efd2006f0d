// A faithful fake of the Mews Connector API subset the adapter uses, after
// its published reference (MewsSystems/open-api-docs, connector-api;
// docs/decisions/047): POST-only operations with tokens in the body, the
// documented shapes and enumerations, cursor pagination (newest first,
// Count ≤ 1000), errors as `{ Message, RequestId }` with the documented
// status codes, 429 with Retry-After, and the documented conditions of
// start (Confirmed, not before its day, an inspected room) and process
// (Started, not before the last day, a zero balance). Requests are checked
// against the reference's request tables (connector-spec.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestProblems } from './connector-spec.ts';

export const FAKE_TOKENS = {
  ClientToken: 'E0D439EE522F44368DC78E1BFB03710C-D24FB11DBE31D4621C4817E028D9E1D',
  AccessToken: 'C66EF7B239D24632943D115EDE9CB810-EA00F8FD8294692C940F6B5A8F9453D',
};

type Json = Record<string, unknown>;

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
}

export interface FakeMews {
  platformAddress: string;
  serviceId: string;
  /** Every operation called, in order, with its body. */
  calls: { operation: string; body: Json }[];
  /** The enterprise's clock (start and process check their conditions against it). */
  setNow(iso: string): void;
  seed(input: FakeReservationInput): string;
  /** The next `times` requests answer `status` (429 with Retry-After seconds). */
  fail(status: number, times: number, retryAfterSeconds?: number): void;
  /** Every answer comes this much later (a slow PMS); 0 again to end it. */
  delay(ms: number): void;
  /** Revokes the access token: every call answers 401 until restored. */
  revokeAccessToken(revoked: boolean): void;
  close(): Promise<void>;
}

const ADULT = 'a1f6ab0e-5d5b-4b39-9f1a-aa0000000001';
const CHILD = 'a1f6ab0e-5d5b-4b39-9f1a-aa0000000002';

export async function startFakeMews(options: FakeMewsOptions = {}): Promise<FakeMews> {
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
  const calls: FakeMews['calls'] = [];
  let failures: { status: number; times: number; retryAfter?: number } | null = null;
  let revoked = false;
  let delayMs = 0;

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
      State: 'Confirmed',
      Origin: 'Connector',
      Options: {
        OwnerCheckedIn: false,
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
      ActualStartUtc: null,
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

  class Refusal extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
    }
  }
  const refuse = (status: number, message: string): never => {
    throw new Refusal(status, message);
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

  const operations: Record<string, (b: Json) => Json> = {
    'configuration/get': () => ({
      NowUtc: now,
      Enterprise: {
        Id: enterpriseId,
        ChainId: chainId,
        ChainName: 'Fake Chain',
        Name: 'Hotel Fake',
        TimeZoneIdentifier: timeZone,
        LegalEnvironmentCode: 'AT',
        AccommodationEnvironmentCode: 'AT',
        AccountingEnvironmentCode: 'AT',
        TaxEnvironmentCode: 'AT-2020',
        DefaultLanguageCode: 'de-DE',
        AccountingEditableHistoryInterval: 'P0M1DT0H0M0S',
        OperationalEditableHistoryInterval: 'P0M1DT0H0M0S',
        Pricing: 'Gross',
        AddressId: 'fake-enterprise-address',
        Address: { Id: 'fake-enterprise-address', CountryCode: 'AT' },
        GroupNames: [],
        Subscription: { TaxIdentifier: null },
        Currencies: [{ Currency: currency, IsDefault: true, IsEnabled: true }],
        IsPortfolio: false,
        ...stamp(),
      },
      IsIdentityDocumentNumberRequired: true,
    }),
    'ageCategories/getAll': (b) => {
      const all = [
        { Id: ADULT, Classification: 'Adult', MinimalAge: 18 },
        { Id: CHILD, Classification: 'Child', MaximalAge: 17 },
      ].map((c) => ({ ServiceId: serviceId, Names: {}, IsActive: true, ...stamp(), ...c }));
      const { data, cursor } = page(all, b.Limitation as Json);
      return { AgeCategories: data, Cursor: cursor };
    },
    'reservations/getAll/2023-06-06': (b) => {
      const found = [...reservations.values()].filter(
        (r) =>
          inList(b.ReservationIds, r.Id) &&
          inList(b.Numbers, r.Number) &&
          inList(b.AccountIds, r.AccountId) &&
          inList(b.States, r.State) &&
          within(b.CollidingUtc, r.ScheduledStartUtc as string, r.ScheduledEndUtc as string) &&
          at(b.ScheduledStartUtc, r.ScheduledStartUtc as string),
      );
      const { data, cursor } = page(found, b.Limitation as Json);
      return { Reservations: data, Cursor: cursor };
    },
    'reservations/addCompanion': (b) => {
      const reservation =
        reservations.get(b.ReservationId as string) ?? refuse(400, 'Invalid ReservationId.');
      if (!customers.has(b.CustomerId as string)) refuse(400, 'Invalid CustomerId.');
      const persons = (reservation.PersonCounts as Json[]).reduce(
        (n, p) => n + (p.Count as number),
        0,
      );
      const current = [...companionships.values()].filter(
        (c) => c.ReservationId === reservation.Id,
      );
      if (current.length >= persons)
        refuse(403, 'The reservation has no space for another companion.');
      const id = randomUUID();
      companionships.set(id, {
        Id: id,
        CustomerId: b.CustomerId,
        ReservationGroupId: reservation.GroupId,
        ReservationId: reservation.Id,
      });
      return { CompanionshipId: id };
    },
    'reservations/start': (b) => {
      const r =
        reservations.get(b.ReservationId as string) ?? refuse(400, 'Invalid ReservationId.');
      if (r.State !== 'Confirmed') refuse(403, 'The reservation is not in the Confirmed state.');
      if (localDate(now, timeZone) < localDate(r.ScheduledStartUtc as string, timeZone))
        refuse(403, 'The reservation cannot be started before its start.');
      const room = r.AssignedResourceId ? resources.get(r.AssignedResourceId as string) : undefined;
      if (room?.State !== 'Inspected')
        refuse(403, 'The reservation has no inspected resource assigned.');
      Object.assign(r, { State: 'Started', ActualStartUtc: now, UpdatedUtc: now });
      Object.assign(r.Options as Json, { OwnerCheckedIn: true, ConnectorCheckIn: true });
      return {};
    },
    'reservations/process': (b) => {
      const r =
        reservations.get(b.ReservationId as string) ?? refuse(400, 'Invalid ReservationId.');
      if (r.State !== 'Started') refuse(403, 'The reservation has not been checked in.');
      if (localDate(now, timeZone) < localDate(r.ScheduledEndUtc as string, timeZone))
        refuse(403, 'The reservation cannot be processed before the last day of the stay.');
      if (b.AllowOpenBalance === true && !b.Notes) refuse(400, 'Invalid Notes.');
      if (b.AllowOpenBalance !== true && balanceOf(r.Id as string) !== 0)
        refuse(403, 'The balance of the reservation members is not zero.');
      Object.assign(r, { State: 'Processed', ActualEndUtc: now, UpdatedUtc: now });
      return {};
    },
    'customers/getAll': (b) => {
      const lower = (list: unknown) =>
        Array.isArray(list) ? list.map((v) => String(v).toLowerCase()) : list;
      const found = [...customers.values()].filter(
        (c) =>
          inList(b.CustomerIds, c.Id) &&
          inList(lower(b.Emails), String(c.Email ?? '').toLowerCase()) &&
          inList(lower(b.LastNames), String(c.LastName).toLowerCase()) &&
          inList(lower(b.FirstNames), String(c.FirstName ?? '').toLowerCase()),
      );
      const { data, cursor } = page(found, b.Limitation as Json);
      const extent = b.Extent as Json;
      return {
        Customers: extent.Customers === false ? [] : data,
        ...(extent.Addresses
          ? {
              Addresses: data.flatMap((c) =>
                c.AddressId ? [addresses.get(c.AddressId as string)] : [],
              ),
            }
          : {}),
        Cursor: cursor,
      };
    },
    'customers/add': (b) => {
      const {
        ClientToken: _c,
        AccessToken: _a,
        Client: _n,
        Address,
        OverwriteExisting: _o,
        ...fields
      } = b;
      const customer = newCustomer(fields);
      if (Address) setAddress(customer.Id as string, Address as Json);
      return customer;
    },
    'customers/update': (b) => {
      const customer = customers.get(b.CustomerId as string) ?? refuse(400, 'Invalid CustomerId.');
      const {
        ClientToken: _c,
        AccessToken: _a,
        Client: _n,
        CustomerId: _i,
        ChainId: _h,
        Address,
        ...fields
      } = b;
      Object.assign(customer, fields, { UpdatedUtc: now });
      if (Address) setAddress(customer.Id as string, Address as Json);
      return customer;
    },
    'companionships/getAll': (b) => {
      const found = [...companionships.values()].filter(
        (c) => inList(b.ReservationIds, c.ReservationId) && inList(b.CustomerIds, c.CustomerId),
      );
      const { data, cursor } = page(
        found.map((c) => ({ ...c, CreatedUtc: '' })),
        b.Limitation as Json,
      );
      const plain = data.map(({ CreatedUtc: _x, ...c }) => c);
      const extent = b.Extent as Json;
      return {
        Companionships: plain,
        ...(extent.Customers
          ? { Customers: plain.map((c) => customers.get(c.CustomerId as string)) }
          : {}),
        Cursor: cursor,
      };
    },
    'resources/getAll': (b) => {
      const found = [...resources.values()].filter(
        (r) => inList(b.ResourceIds, r.Id) && inList(b.Names, r.Name),
      );
      const { data, cursor } = page(found, b.Limitation as Json);
      return { Resources: (b.Extent as Json).Resources ? data : [], Cursor: cursor };
    },
    'identityDocuments/getAll': (b) => {
      const found = [...documents.values()].filter((d) => inList(b.CustomerIds, d.CustomerId));
      const { data, cursor } = page(found, b.Limitation as Json);
      return {
        IdentityDocuments: data.map(({ CreatedUtc: _c, UpdatedUtc: _u, ...d }) => d),
        Cursor: cursor,
      };
    },
    'identityDocuments/add': (b) => {
      const added = (b.IdentityDocuments as Json[]).map((d) => {
        if (!customers.has(d.CustomerId as string)) refuse(400, 'Invalid CustomerId.');
        const doc = { Id: randomUUID(), IsVerified: false, ...d, ...stamp() };
        documents.set(doc.Id, doc);
        return doc;
      });
      return { IdentityDocuments: added.map(({ CreatedUtc: _c, UpdatedUtc: _u, ...d }) => d) };
    },
    'identityDocuments/delete': (b) => {
      for (const id of b.IdentityDocumentIds as string[]) documents.delete(id);
      return {};
    },
    'addresses/getAll': (b) => {
      const found = [...addresses.values()].filter(
        (a) => inList(b.AccountIds, a.AccountId) && inList(b.AddressIds, a.Id),
      );
      const { data, cursor } = page(found, b.Limitation as Json);
      return { Addresses: data, Cursor: cursor };
    },
    'addresses/add': (b) => ({
      Addresses: (b.Addresses as Json[]).map((a) => {
        const { AccountId, ...fields } = a;
        return addresses.get(setAddress(AccountId as string, fields))!;
      }),
    }),
    'addresses/delete': (b) => {
      for (const id of b.AddressIds as string[]) {
        const address = addresses.get(id);
        addresses.delete(id);
        const owner = address && customers.get(address.AccountId as string);
        if (owner?.AddressId === id) owner.AddressId = null;
      }
      return {};
    },
    'orders/add': (b) => {
      if (b.ServiceId !== serviceId) refuse(400, 'Invalid ServiceId.');
      if (!customers.has(b.AccountId as string)) refuse(400, 'Invalid AccountId.');
      if (b.LinkedReservationId && !reservations.has(b.LinkedReservationId as string))
        refuse(400, 'Invalid LinkedReservationId.');
      const orderId = randomUUID();
      for (const item of (b.Items as Json[] | undefined) ?? []) {
        const unit = item.UnitAmount as Json;
        if (unit.Currency !== currency)
          refuse(403, `The currency ${String(unit.Currency)} is not accepted.`);
        const code = (unit.TaxCodes as string[])[0] ?? null;
        if (code !== null && !(code in taxRates)) refuse(400, 'Invalid TaxCodes.');
        const gross = round2((unit.GrossValue as number) * (item.UnitCount as number));
        const id = randomUUID();
        orderItems.set(id, {
          Id: id,
          EnterpriseId: enterpriseId,
          AccountId: b.AccountId,
          AccountType: 'Customer',
          ServiceId: b.ServiceId,
          ServiceOrderId: orderId,
          Notes: b.Notes ?? null,
          BillId: null,
          BillingName: item.Name,
          ExternalIdentifier: item.ExternalIdentifier ?? null,
          UnitCount: item.UnitCount,
          UnitAmount: amount(unit.GrossValue as number, code),
          Amount: amount(gross, code),
          OriginalAmount: amount(gross, code),
          RevenueType: 'Additional',
          CreatorProfileId: 'connector',
          UpdaterProfileId: 'connector',
          ConsumedUtc: (b.ConsumptionUtc as string | undefined) ?? now,
          AccountingState: 'Open',
          Type: 'CustomItem',
          Options: { CanceledWithReservation: false },
          ...stamp(),
        });
      }
      return { OrderId: orderId };
    },
    'orderItems/getAll': (b) => {
      const found = [...orderItems.values()].filter(
        (i) =>
          inList(b.OrderItemIds, i.Id) &&
          inList(b.AccountIds, i.AccountId) &&
          inList(b.ServiceOrderIds, i.ServiceOrderId) &&
          inList(b.AccountingStates, i.AccountingState),
      );
      const { data, cursor } = page(found, b.Limitation as Json);
      return { OrderItems: data, Cursor: cursor };
    },
    'payments/addExternal': (b) => {
      if (!customers.has(b.AccountId as string)) refuse(400, 'Invalid AccountId.');
      const unit = b.Amount as Json;
      if (unit.Currency !== currency)
        refuse(403, `The currency ${String(unit.Currency)} is not accepted.`);
      const id = randomUUID();
      // A payment's amount is negative (payments.md: "negative amount represents … a payment").
      const value = -Math.abs(unit.GrossValue as number);
      payments.set(id, {
        Id: id,
        EnterpriseId: enterpriseId,
        AccountId: b.AccountId,
        AccountType: 'Customer',
        BillId: b.BillId ?? null,
        ReservationId: b.ReservationId ?? null,
        Amount: amount(value, null),
        OriginalAmount: amount(value, null),
        Notes: b.Notes ?? null,
        ChargedUtc: now,
        SettlementUtc: now,
        AccountingState: 'Open',
        State: 'Charged',
        Type: 'ExternalPayment',
        Data: {
          Discriminator: 'External',
          External: {
            Type: b.Type ?? 'Unspecified',
            ExternalIdentifier: b.ExternalIdentifier ?? null,
          },
        },
        ...stamp(),
      });
      return { ExternalPaymentId: id };
    },
    'payments/getAll': (b) => {
      const found = [...payments.values()].filter(
        (p) =>
          inList(b.PaymentIds, p.Id) &&
          inList(b.AccountIds, p.AccountId) &&
          inList(b.ReservationIds, p.ReservationId),
      );
      const { data, cursor } = page(found, b.Limitation as Json);
      return { Payments: data, Cursor: cursor };
    },
  };

  function answer(
    response: ServerResponse,
    status: number,
    body: Json | null,
    headers: Record<string, string> = {},
  ) {
    const requestId = randomUUID();
    response.writeHead(status, {
      'request-id': requestId,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    });
    response.end(
      body ? JSON.stringify(status >= 400 ? { ...body, RequestId: requestId } : body) : undefined,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const match = /^\/api\/connector\/v1\/(.+)$/.exec(request.url ?? '');
    const operation = match?.[1];
    if (request.method !== 'POST' || !operation || !(operation in operations)) {
      return answer(response, 404, { Message: 'Not found.' });
    }
    let body: Json;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
    } catch {
      return answer(response, 400, { Message: 'Invalid JSON.' });
    }
    calls.push({ operation, body });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures && failures.times > 0) {
      failures.times -= 1;
      const { status, retryAfter } = failures;
      return answer(
        response,
        status,
        { Message: status === 429 ? 'Too many requests.' : 'Server error.' },
        retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
      );
    }
    if (body.ClientToken !== FAKE_TOKENS.ClientToken)
      return answer(response, 401, { Message: 'Invalid ClientToken.' });
    if (body.AccessToken !== FAKE_TOKENS.AccessToken || revoked)
      return answer(response, 401, { Message: 'Invalid AccessToken.' });
    const problems = requestProblems(operation, body);
    if (problems.length > 0)
      return answer(response, 400, { Message: `Invalid request: ${problems.join('; ')}` });
    try {
      return answer(response, 200, operations[operation]!(body));
    } catch (error) {
      if (error instanceof Refusal)
        return answer(response, error.status, { Message: error.message });
      throw error;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      answer(response, 500, { Message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    platformAddress: `http://127.0.0.1:${port}`,
    serviceId,
    calls,
    setNow: (iso) => {
      now = new Date(iso).toISOString();
    },
    seed,
    fail: (status, times, retryAfterSeconds) => {
      failures = {
        status,
        times,
        ...(retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds }),
      };
    },
    delay: (ms) => {
      delayMs = ms;
    },
    revokeAccessToken: (value) => {
      revoked = value;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((e) => (e ? reject(e) : resolve())),
      );
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** `YYYY-MM-DD` of an instant in a zone. */
function localDate(iso: string, timeZone: string): string {
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
