// The operations of the fake Mews Connector API (fake-mews.ts), as the
// reference documents them: each takes the request body (already checked
// against the reference's request table) and answers the documented shape,
// or refuses with the documented status and `Message`.
import { randomUUID } from 'node:crypto';
import {
  ADULT,
  CHILD,
  localDate,
  refuse,
  round2,
  type FakeMewsStore,
  type Json,
} from './fake-mews-store.ts';

export function fakeMewsOperations(s: FakeMewsStore): Record<string, (b: Json) => Json> {
  const {
    stamp,
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
    amount,
    newCustomer,
    setAddress,
    page,
    inList,
    within,
    at,
    balanceOf,
  } = s;
  return {
    'configuration/get': () => ({
      NowUtc: s.now,
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
      if (localDate(s.now, timeZone) < localDate(r.ScheduledStartUtc as string, timeZone))
        refuse(403, 'The reservation cannot be started before its start.');
      const room = r.AssignedResourceId ? resources.get(r.AssignedResourceId as string) : undefined;
      if (room?.State !== 'Inspected')
        refuse(403, 'The reservation has no inspected resource assigned.');
      Object.assign(r, { State: 'Started', ActualStartUtc: s.now, UpdatedUtc: s.now });
      Object.assign(r.Options as Json, { OwnerCheckedIn: true, ConnectorCheckIn: true });
      return {};
    },
    'reservations/process': (b) => {
      const r =
        reservations.get(b.ReservationId as string) ?? refuse(400, 'Invalid ReservationId.');
      if (r.State !== 'Started') refuse(403, 'The reservation has not been checked in.');
      if (localDate(s.now, timeZone) < localDate(r.ScheduledEndUtc as string, timeZone))
        refuse(403, 'The reservation cannot be processed before the last day of the stay.');
      if (b.AllowOpenBalance === true && !b.Notes) refuse(400, 'Invalid Notes.');
      if (b.AllowOpenBalance !== true && balanceOf(r.Id as string) !== 0)
        refuse(403, 'The balance of the reservation members is not zero.');
      Object.assign(r, { State: 'Processed', ActualEndUtc: s.now, UpdatedUtc: s.now });
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
      Object.assign(customer, fields, { UpdatedUtc: s.now });
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
          ConsumedUtc: (b.ConsumptionUtc as string | undefined) ?? s.now,
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
        ChargedUtc: s.now,
        SettlementUtc: s.now,
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
}
