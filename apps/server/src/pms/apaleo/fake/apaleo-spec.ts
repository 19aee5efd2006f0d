// The subset of apaleo's published API (api.apaleo.com, swagger documents
// of the booking, finance and inventory APIs) that Hospes uses, as data the
// fake checks every request against (docs/decisions/048). Endpoints and
// their query parameters (required or not, and which accept an
// Idempotency-Key) are copied from the contract extracted from apaleo's
// OpenAPI documents in maks-oleksyuk/apaleo-php (tests/Contract/apaleo-api.json,
// commit 3b2370a86060c99eef9a96db2a7b9c6cc54cdab5); request bodies from the
// same client's models of those documents (CreateCharge, CreateCustomPayment,
// Guest, PersonAddress). A request outside these is one apaleo would refuse.

export interface ApaleoEndpoint {
  /** Query parameters: name → required. */
  query: Record<string, boolean>;
  idempotencyKey: boolean;
}

const RESERVATION_LIST_QUERY = {
  allFoliosHaveInvoice: false,
  balanceFilter: false,
  blockIds: false,
  bookingId: false,
  channelCode: false,
  companyIds: false,
  dateFilter: false,
  expand: false,
  externalCode: false,
  externalReferences: false,
  from: false,
  hasActivePaymentAccount: false,
  isPreCheckedIn: false,
  marketSegmentIds: false,
  pageNumber: false,
  pageSize: false,
  propertyIds: false,
  ratePlanIds: false,
  sort: false,
  sources: false,
  status: false,
  textSearch: false,
  to: false,
  unitGroupIds: false,
  unitGroupTypes: false,
  unitIds: false,
  validationMessageCategory: false,
};

export const APALEO_ENDPOINTS: Record<string, ApaleoEndpoint> = {
  'GET /inventory/v1/properties/{id}': {
    query: { expand: false, languages: false },
    idempotencyKey: false,
  },
  'GET /booking/v1/reservations': { query: RESERVATION_LIST_QUERY, idempotencyKey: false },
  'GET /booking/v1/reservations/{id}': { query: { expand: false }, idempotencyKey: false },
  'PATCH /booking/v1/reservations/{id}': { query: {}, idempotencyKey: false },
  'PUT /booking/v1/reservation-actions/{id}/checkin': {
    query: { withCityTax: false },
    idempotencyKey: false,
  },
  'PUT /booking/v1/reservation-actions/{id}/checkout': { query: {}, idempotencyKey: false },
  'GET /finance/v1/folios': {
    query: {
      balanceFilter: false,
      bookingIds: false,
      companyIds: false,
      createdFrom: false,
      createdTo: false,
      excludeClosed: false,
      expand: false,
      externalFolioCode: false,
      hasInvoices: false,
      isEmpty: false,
      onlyMain: false,
      pageNumber: false,
      pageSize: false,
      propertyIds: false,
      reservationIds: false,
      sort: false,
      status: false,
      textSearch: false,
      type: false,
      updatedFrom: false,
      updatedTo: false,
    },
    idempotencyKey: false,
  },
  'GET /finance/v1/folios/{id}': { query: { expand: false }, idempotencyKey: false },
  'POST /finance/v1/folio-actions/{folioId}/charges': { query: {}, idempotencyKey: true },
  'POST /finance/v1/folios/{folioId}/payments': { query: {}, idempotencyKey: true },
  // The webhook API (webhook.apaleo.com/v1), after apaleo's own client of it
  // (apaleo/n8n-nodes-apaleo, nodes/Apaleo/ApaleoTrigger.node.ts, constants.ts).
  'GET /v1/subscriptions': { query: {}, idempotencyKey: false },
  'POST /v1/subscriptions': { query: {}, idempotencyKey: false },
  'DELETE /v1/subscriptions/{id}': { query: {}, idempotencyKey: false },
};

/** The reservation list's `dateFilter` (booking API, ReservationDateFilter). */
export const DATE_FILTERS = [
  'Arrival',
  'Departure',
  'Stay',
  'Creation',
  'Modification',
  'Cancellation',
  'ArrivalAndCheckIn',
  'DepartureAndCheckOut',
] as const;
export const RESERVATION_STATUSES = [
  'Confirmed',
  'InHouse',
  'CheckedOut',
  'Canceled',
  'NoShow',
] as const;
export const VAT_TYPES = [
  'Null',
  'VeryReduced',
  'Reduced',
  'Normal',
  'Without',
  'Special',
  'Special1',
  'Special2',
  'ReducedCovid19',
  'NormalCovid19',
  'Mixed',
] as const;
/** Service types a charge may be created with (finance API). */
export const CHARGE_SERVICE_TYPES = [
  'Other',
  'Accommodation',
  'FoodAndBeverages',
  'CityTax',
  'SecondCityTax',
] as const;
/** Payment methods a recorded (custom) payment may carry; Invoice and Psp* only come back. */
export const PAYMENT_METHODS = [
  'Cash',
  'BankTransfer',
  'CreditCard',
  'Amex',
  'VisaCredit',
  'VisaDebit',
  'MasterCard',
  'MasterCardDebit',
  'Maestro',
  'GiroCard',
  'DiscoverCard',
  'Diners',
  'Jcb',
  'BookingCom',
  'VPay',
  'PayPal',
  'Postcard',
  'Reka',
  'Twint',
  'Lunchcheck',
  'Voucher',
  'ChinaUnionPay',
  'Other',
  'Cheque',
  'Airbnb',
  'HolidayCheck',
  'Representation',
  'IDeal',
] as const;
export const IDENTIFICATION_TYPES = [
  'SocialInsuranceNumber',
  'PassportNumber',
  'IdNumber',
  'DriverLicenseNumber',
  'VisaNumber',
  'ForeignerIdentityNumber',
  'TaxIdentificationNumber',
  'Other',
] as const;

const ADDRESS_FIELDS = [
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'regionCode',
  'countryCode',
];
/** A reservation's primary or additional guest (booking API, GuestModel). */
const GUEST_FIELDS = [
  'title',
  'gender',
  'firstName',
  'middleInitial',
  'lastName',
  'secondLastName',
  'email',
  'phone',
  'address',
  'nationalityCountryCode',
  'identificationNumber',
  'identificationAdditionalNumber',
  'identificationIssueDate',
  'identificationExpiryDate',
  'identificationIssuePlace',
  'identificationType',
  'personalTaxId',
  'company',
  'preferredLanguage',
  'birthDate',
  'birthPlace',
  'birthFirstName',
  'birthLastName',
  'motherFirstName',
  'motherLastName',
  'borderCrossingPlace',
  'borderCrossingDate',
  'nextDestination',
  'relationshipToPrimaryGuest',
  'vehicleRegistration',
];
/** Reservation paths a JSON Patch may replace that Hospes writes. */
const PATCHABLE = ['/primaryGuest', '/additionalGuests', '/isPreCheckedIn'];

type Json = Record<string, unknown>;

function unknownFields(what: string, value: unknown, allowed: readonly string[]): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${what} must be an object`];
  return Object.keys(value)
    .filter((k) => !allowed.includes(k))
    .map((k) => `${what}.${k} is not a field of the specification`);
}

function guestProblems(what: string, guest: unknown): string[] {
  const problems = unknownFields(what, guest, GUEST_FIELDS);
  if (problems.length > 0) return problems;
  const g = guest as Json;
  if (typeof g.lastName !== 'string' || g.lastName === '')
    problems.push(`${what}.lastName is required`);
  if (g.address !== undefined)
    problems.push(...unknownFields(`${what}.address`, g.address, ADDRESS_FIELDS));
  if (
    g.identificationType !== undefined &&
    !(IDENTIFICATION_TYPES as readonly unknown[]).includes(g.identificationType)
  )
    problems.push(`${what}.identificationType is not an identification type`);
  for (const date of ['birthDate', 'identificationIssueDate', 'identificationExpiryDate'])
    if (g[date] !== undefined && !/^\d{4}-\d\d-\d\d$/.test(String(g[date])))
      problems.push(`${what}.${date} must be a date (YYYY-MM-DD)`);
  return problems;
}

function moneyProblems(what: string, value: unknown): string[] {
  const problems = unknownFields(what, value, ['amount', 'currency']);
  if (problems.length > 0) return problems;
  const m = value as Json;
  if (typeof m.amount !== 'number') problems.push(`${what}.amount must be a number`);
  if (typeof m.currency !== 'string' || !/^[A-Z]{3}$/.test(m.currency))
    problems.push(`${what}.currency must be an ISO 4217 code`);
  return problems;
}

/** What is wrong with a request body by the specification; empty when nothing. */
export function bodyProblems(endpoint: string, body: unknown): string[] {
  switch (endpoint) {
    case 'POST /finance/v1/folio-actions/{folioId}/charges': {
      const fields = [
        'name',
        'amount',
        'serviceType',
        'vatType',
        'subAccountId',
        'receipt',
        'quantity',
        'businessDate',
      ];
      const problems = unknownFields('body', body, fields);
      if (problems.length > 0) return problems;
      const b = body as Json;
      if (typeof b.name !== 'string' || b.name === '') problems.push('name is required');
      problems.push(...moneyProblems('amount', b.amount));
      if (!(CHARGE_SERVICE_TYPES as readonly unknown[]).includes(b.serviceType))
        problems.push('serviceType is not a service type a charge may have');
      if (!(VAT_TYPES as readonly unknown[]).includes(b.vatType))
        problems.push('vatType is not a VAT type');
      if (b.quantity !== undefined && (!Number.isInteger(b.quantity) || Number(b.quantity) < 1))
        problems.push('quantity must be a positive integer');
      return problems;
    }
    case 'POST /finance/v1/folios/{folioId}/payments': {
      const problems = unknownFields('body', body, [
        'method',
        'amount',
        'receipt',
        'businessDate',
        'paidCharges',
      ]);
      if (problems.length > 0) return problems;
      const b = body as Json;
      if (!(PAYMENT_METHODS as readonly unknown[]).includes(b.method))
        problems.push('method is not a payment method a recorded payment may have');
      problems.push(...moneyProblems('amount', b.amount));
      return problems;
    }
    case 'PATCH /booking/v1/reservations/{id}': {
      if (!Array.isArray(body))
        return ['the body must be a JSON Patch document (an array of operations)'];
      return body.flatMap((op: unknown, i) => {
        const o = op as Json;
        const problems = unknownFields(`operation ${i}`, op, ['op', 'path', 'value', 'from']);
        if (problems.length > 0) return problems;
        if (!['add', 'replace', 'remove'].includes(String(o.op)))
          return [`operation ${i}: op ${String(o.op)}`];
        if (!PATCHABLE.includes(String(o.path)))
          return [`operation ${i}: ${String(o.path)} cannot be patched`];
        if (o.path === '/primaryGuest') return guestProblems('primaryGuest', o.value);
        if (o.path === '/additionalGuests')
          return Array.isArray(o.value)
            ? o.value.flatMap((g, j) => guestProblems(`additionalGuests[${j}]`, g))
            : ['additionalGuests must be an array'];
        return typeof o.value === 'boolean' ? [] : ['isPreCheckedIn must be a boolean'];
      });
    }
    case 'POST /v1/subscriptions': {
      const problems = unknownFields('body', body, ['endpointUrl', 'events', 'propertyIds']);
      if (problems.length > 0) return problems;
      const b = body as Json;
      if (typeof b.endpointUrl !== 'string' || !/^https?:\/\//.test(b.endpointUrl))
        problems.push('endpointUrl must be an absolute URL');
      if (
        !Array.isArray(b.events) ||
        b.events.length === 0 ||
        !b.events.every((e) => typeof e === 'string' && /^[a-z]+\/([a-z-]+|\*)$/.test(e))
      )
        problems.push('events must be topic/event names, e.g. reservation/*');
      if (
        b.propertyIds !== undefined &&
        (!Array.isArray(b.propertyIds) || !b.propertyIds.every((p) => typeof p === 'string'))
      )
        problems.push('propertyIds must be a list of property ids');
      return problems;
    }
    default:
      return body === undefined ? [] : ['this endpoint takes no body'];
  }
}

/** The endpoint of a request (`GET /booking/v1/reservations/{id}`), or null when apaleo has none. */
export function endpointOf(method: string, path: string): string | null {
  for (const key of Object.keys(APALEO_ENDPOINTS)) {
    const [m, template] = key.split(' ') as [string, string];
    if (m !== method) continue;
    const pattern = new RegExp(
      `^${template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\$/g, '\\$')}$`,
    );
    if (pattern.test(path)) return key;
  }
  return null;
}

/** Query parameters the endpoint does not have, or required ones missing. */
export function queryProblems(endpoint: string, query: URLSearchParams): string[] {
  const spec = APALEO_ENDPOINTS[endpoint];
  if (!spec) return [`${endpoint} is not an endpoint`];
  const problems = [...query.keys()]
    .filter((k) => !(k in spec.query))
    .map((k) => `query parameter ${k} is not one of ${endpoint}`);
  for (const [name, required] of Object.entries(spec.query))
    if (required && !query.has(name)) problems.push(`query parameter ${name} is required`);
  return problems;
}
