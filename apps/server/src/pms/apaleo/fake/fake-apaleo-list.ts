// The reservation list of the fake apaleo (GET /booking/v1/reservations):
// its filters (property, status, booking, text, date filter with from/to),
// its sort and its page numbers, after the booking API's description.
import type { FakeApaleoStore, Json } from './fake-apaleo-store.ts';
import { DATE_FILTERS, RESERVATION_STATUSES } from './apaleo-spec.ts';
import { ApaleoRefusal } from './fake-apaleo-store.ts';

const fold = (s: unknown) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

const bad = (message: string): never => {
  throw new ApaleoRefusal(400, { messages: [message] });
};

export function listReservations(store: FakeApaleoStore, query: URLSearchParams) {
  const list = (name: string) => query.get(name)?.split(',').filter(Boolean) ?? null;
  const statuses = list('status');
  for (const s of statuses ?? [])
    if (!(RESERVATION_STATUSES as readonly string[]).includes(s))
      bad(`status: ${s} is not a reservation status`);
  const dateFilter = query.get('dateFilter');
  if (dateFilter !== null && !(DATE_FILTERS as readonly string[]).includes(dateFilter))
    bad(`dateFilter: ${dateFilter}`);
  const from = query.get('from') === null ? null : Date.parse(query.get('from')!);
  const to = query.get('to') === null ? null : Date.parse(query.get('to')!);
  if (Number.isNaN(from) || Number.isNaN(to)) bad('from and to must be ISO 8601 date-times');
  if ((from !== null || to !== null) && dateFilter === null) bad('from and to need a dateFilter');
  const text = fold(query.get('textSearch'));
  const properties = list('propertyIds');
  const inRange = (r: Json) => {
    const arrival = Date.parse(String(r.arrival));
    const departure = Date.parse(String(r.departure));
    const lo = from ?? -Infinity;
    const hi = to ?? Infinity;
    if (dateFilter === 'Arrival') return arrival >= lo && arrival <= hi;
    if (dateFilter === 'Departure') return departure >= lo && departure <= hi;
    if (dateFilter === 'Stay') return arrival < hi && departure > lo;
    return true;
  };
  const matchesText = (r: Json) => {
    if (!text) return true;
    const guest = r.primaryGuest as Json | undefined;
    const unit = r.unit as Json | undefined;
    return [r.id, r.bookingId, r.externalCode, guest?.firstName, guest?.lastName, unit?.name].some(
      (v) => fold(v).includes(text),
    );
  };
  let found = store
    .reservations()
    .filter(
      (r) =>
        (!properties || properties.includes(String((r.property as Json).id))) &&
        (!statuses || statuses.includes(String(r.status))) &&
        (query.get('bookingId') === null || r.bookingId === query.get('bookingId')) &&
        matchesText(r) &&
        inRange(r),
    );
  const sort = query.get('sort');
  if (sort) {
    const [field, direction] = sort.split(':');
    if (field !== 'arrival' && field !== 'departure' && field !== 'id') bad(`sort: ${sort}`);
    found = found.sort(
      (a, b) =>
        String(a[field!]).localeCompare(String(b[field!])) * (direction === 'desc' ? -1 : 1),
    );
  }
  const pageSize = Number(query.get('pageSize') ?? found.length);
  const pageNumber = Number(query.get('pageNumber') ?? 1);
  if (!Number.isInteger(pageNumber) || pageNumber < 1) bad('pageNumber must be 1 or more');
  if (!Number.isInteger(pageSize) || pageSize < 0) bad('pageSize must be a positive number');
  return {
    reservations:
      pageSize === 0 ? [] : found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    count: found.length,
  };
}
