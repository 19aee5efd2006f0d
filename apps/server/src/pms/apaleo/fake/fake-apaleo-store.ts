// The state of the fake apaleo account (fake-apaleo.ts): one property, its
// reservations (one unit each, guests embedded as apaleo keeps them), their
// guest folios with charges and payments, and the property's business date.
// Shapes and rules follow apaleo's booking and finance APIs as
// docs/decisions/048 records; refusals answer 422 with `messages`.
import { zonedParts, zonedTimeToEpoch } from '@hospes/domain';

export type Json = Record<string, unknown>;

export interface FakeApaleoOptions {
  propertyId?: string;
  timeZone?: string;
  currency?: string;
  /** VAT percent per VAT type of the property's country (Austria by default). */
  vatPercents?: Partial<Record<string, number>>;
}

/** A reservation as the hotel entered it (local dates in the property's zone). */
export interface FakeApaleoReservationInput {
  /** The reservation id (apaleo's look like `ABCDEFGH-1`). */
  number: string;
  lastName: string;
  firstName: string;
  email?: string;
  /** `YYYY-MM-DD`: arrival at 15:00, departure at 11:00 local time. */
  arrival: string;
  departure: string;
  room?: string;
  adults: number;
  children: number;
  status?: 'Confirmed' | 'InHouse';
  /** Charges on the guest folio already (room nights), gross per unit. */
  charges?: readonly { name: string; quantity: number; unitGross: number; vatType: string }[];
}

/** A refusal with its status and apaleo's body. */
export class ApaleoRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(JSON.stringify(body));
  }
}
/** 422: a business rule refused the request (`messages`, as apaleo's validation answers). */
export const unprocessable = (...messages: string[]): never => {
  throw new ApaleoRefusal(422, { messages });
};
export const notFound = (what: string): never => {
  throw new ApaleoRefusal(404, { type: 'NotFound', title: 'Not Found', status: 404, detail: what });
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An instant as apaleo writes it: the property's local time with its offset. */
export function isoInZone(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const offset = Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const local = `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00`;
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

export function createFakeApaleoStore(options: FakeApaleoOptions) {
  const timeZone = options.timeZone ?? 'Europe/Vienna';
  const currency = options.currency ?? 'EUR';
  const vatPercents: Partial<Record<string, number>> = options.vatPercents ?? {
    Null: 0,
    Without: 0,
    Reduced: 10,
    Special: 13,
    Normal: 20,
  };
  const property = {
    id: options.propertyId ?? 'HOS',
    code: options.propertyId ?? 'HOS',
    name: { en: 'Hotel Hospes (fake apaleo)' },
    timeZone,
    currencyCode: currency,
    status: 'Live',
  };
  let now = Date.now();
  const reservations = new Map<string, Json>();
  const folios = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, { status: number; body: Json }>();

  const stamp = () => isoInZone((now += 1), timeZone);
  const businessDate = () => isoInZone(now, timeZone).slice(0, 10);
  const embedded = { id: property.id, code: property.code, name: property.name.en };

  function charge(
    folio: Json,
    c: {
      name: string;
      quantity: number;
      unitGross: number;
      vatType: string;
      receipt?: string;
      serviceDate?: string;
    },
  ) {
    const vatPercent = vatPercents[c.vatType];
    if (vatPercent === undefined)
      unprocessable(`The VAT type ${c.vatType} is not configured for this property.`);
    const gross = round2(c.unitGross * c.quantity);
    const list = folio.charges as Json[];
    const created = {
      id: `${String(folio.id)}-C-${list.length + 1}`,
      serviceType: 'Other',
      name: c.name,
      translatedNames: {},
      isPosted: true,
      serviceDate: c.serviceDate ?? businessDate(),
      created: stamp(),
      amount: {
        grossAmount: gross,
        netAmount: round2(gross / (1 + vatPercent! / 100)),
        vatType: c.vatType,
        vatPercent,
        currency,
      },
      quantity: c.quantity,
      ...(c.receipt === undefined ? {} : { receipt: c.receipt }),
    };
    list.push(created);
    return created;
  }

  const owed = (folio: Json) =>
    round2(
      (folio.charges as Json[]).reduce((s, c) => s + Number((c.amount as Json).grossAmount), 0) -
        (folio.payments as Json[]).reduce((s, p) => s + Number((p.amount as Json).amount), 0),
    );

  return {
    property,
    timeZone,
    currency,
    byIdempotencyKey,
    setNow(iso: string) {
      now = Date.parse(iso);
    },
    seed(input: FakeApaleoReservationInput): string {
      const id = input.number;
      const at = (date: string, time: string) =>
        isoInZone(zonedTimeToEpoch(`${date}T${time}`, timeZone), timeZone);
      const created = stamp();
      reservations.set(id, {
        id,
        bookingId: id.split('-')[0],
        status: input.status ?? 'Confirmed',
        ...(input.status === 'InHouse' ? { checkInTime: created } : {}),
        property: embedded,
        ratePlan: { id: `${property.id}-NONREF-SGL`, code: 'NONREF', name: 'Non refundable' },
        unitGroup: { id: `${property.id}-DBL`, code: 'DBL', name: 'Double room' },
        ...(input.room
          ? {
              unit: {
                id: `${property.id}-${input.room}`,
                name: input.room,
                unitGroupId: `${property.id}-DBL`,
              },
            }
          : {}),
        arrival: at(input.arrival, '15:00'),
        departure: at(input.departure, '11:00'),
        created,
        modified: created,
        adults: input.adults,
        childrenAges: Array.from({ length: input.children }, () => 8),
        channelCode: 'Direct',
        primaryGuest: {
          firstName: input.firstName,
          lastName: input.lastName,
          ...(input.email ? { email: input.email } : {}),
        },
        additionalGuests: [],
        guaranteeType: 'CreditCard',
        isPreCheckedIn: false,
        isOpenForCharges: true,
      });
      const folio: Json = {
        id: `${id}-1`,
        type: 'Guest',
        status: 'Open',
        created,
        updated: created,
        reservation: { id },
        bookingId: id.split('-')[0],
        property: embedded,
        isMainFolio: true,
        debitor: { type: 'Guest', firstName: input.firstName, name: input.lastName },
        charges: [],
        payments: [],
      };
      folios.set(String(folio.id), folio);
      for (const c of input.charges ?? []) charge(folio, { ...c, serviceDate: input.arrival });
      return id;
    },
    reservation(id: string): Json {
      return reservations.get(id) ?? notFound(`The reservation ${id} does not exist.`);
    },
    reservations: () => [...reservations.values()],
    touch(r: Json) {
      r.modified = stamp();
    },
    checkIn(id: string) {
      const r = this.reservation(id);
      if (r.status !== 'Confirmed') unprocessable(`Reservation ${id} is not in status Confirmed.`);
      if (String(r.arrival).slice(0, 10) > businessDate())
        unprocessable(`Reservation ${id} cannot be checked in before its arrival date.`);
      if (!r.unit) unprocessable(`Reservation ${id} has no unit assigned.`);
      r.status = 'InHouse';
      r.checkInTime = stamp();
      r.modified = r.checkInTime;
    },
    checkOut(id: string) {
      const r = this.reservation(id);
      if (r.status !== 'InHouse') unprocessable(`Reservation ${id} is not in status InHouse.`);
      r.status = 'CheckedOut';
      r.checkOutTime = stamp();
      r.modified = r.checkOutTime;
    },
    folio(id: string): Json {
      return folios.get(id) ?? notFound(`The folio ${id} does not exist.`);
    },
    foliosOf: (reservationIds: readonly string[]) =>
      [...folios.values()].filter((f) =>
        reservationIds.includes(String((f.reservation as Json).id)),
      ),
    folioView(folio: Json, expand: readonly string[]): Json {
      const { charges, payments, ...rest } = folio;
      const due = owed(folio);
      return {
        ...rest,
        balance: { amount: -due, currency },
        isEmpty: (charges as Json[]).length === 0 && (payments as Json[]).length === 0,
        allowedPayment: Math.max(0, due),
        ...(expand.includes('charges') ? { charges } : {}),
        ...(expand.includes('payments') ? { payments } : {}),
      };
    },
    addCharge(folioId: string, body: Json): Json {
      const folio = this.folio(folioId);
      if (folio.status !== 'Open') unprocessable(`Folio ${folioId} is closed.`);
      const money = body.amount as Json;
      if (money.currency !== currency) unprocessable(`The currency must be ${currency}.`);
      const quantity = Number(body.quantity ?? 1);
      const created = charge(folio, {
        name: String(body.name),
        quantity,
        unitGross: Number(money.amount),
        vatType: String(body.vatType),
        ...(typeof body.receipt === 'string' ? { receipt: body.receipt } : {}),
        ...(typeof body.businessDate === 'string' ? { serviceDate: body.businessDate } : {}),
      });
      folio.updated = stamp();
      return { id: created.id, feeChargeIds: [] };
    },
    addPayment(folioId: string, body: Json): Json {
      const folio = this.folio(folioId);
      const money = body.amount as Json;
      if (money.currency !== currency) unprocessable(`The currency must be ${currency}.`);
      if (Number(money.amount) <= 0) unprocessable('The amount must be positive.');
      if (Number(money.amount) > owed(folio))
        unprocessable(`The amount exceeds the allowed payment of ${owed(folio)} ${currency}.`);
      const list = folio.payments as Json[];
      const id = `${folioId}-P-${list.length + 1}`;
      list.push({
        id,
        method: body.method,
        amount: { amount: money.amount, currency },
        paymentDate: stamp(),
        businessDate: businessDate(),
        ...(typeof body.receipt === 'string' ? { receipt: body.receipt } : {}),
      });
      folio.updated = stamp();
      return { id };
    },
  };
}

export type FakeApaleoStore = ReturnType<typeof createFakeApaleoStore>;
