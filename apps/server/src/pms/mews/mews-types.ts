// The shapes of the Mews Connector API that the adapter reads, as its
// reference documents them (connector-api/operations; only the properties
// the adapter uses are named here).

export interface MewsAmount {
  Currency: string;
  NetValue: number;
  GrossValue: number;
  TaxValues: { Code?: string | null; Value: number }[];
}

export interface MewsReservation {
  Id: string;
  AccountId: string;
  Number: string;
  /** Service order state: Inquired, Confirmed, Started, Processed, Canceled, Optional, Requested. */
  State: string;
  Options: { OwnerCheckedIn: boolean; ConnectorCheckIn: boolean };
  AssignedResourceId?: string | null;
  CreatedUtc: string;
  ScheduledStartUtc: string;
  ActualStartUtc?: string | null;
  ScheduledEndUtc: string;
  ActualEndUtc?: string | null;
  PersonCounts: { AgeCategoryId: string; Count: number }[];
}

export interface MewsCustomer {
  Id: string;
  FirstName?: string | null;
  LastName: string;
  Email?: string | null;
  Phone?: string | null;
  BirthDate?: string | null;
  BirthPlace?: string | null;
  BirthCountryCode?: string | null;
  NationalityCode?: string | null;
  Sex?: 'Male' | 'Female' | null;
  LanguageCode?: string | null;
  PreferredLanguageCode?: string | null;
  AddressId?: string | null;
}

export interface MewsAddress {
  Id: string;
  AccountId: string;
  Line1?: string | null;
  City?: string | null;
  PostalCode?: string | null;
  CountryCode?: string | null;
  CountrySubdivisionCode?: string | null;
}

export interface MewsIdentityDocument {
  Id: string;
  CustomerId: string;
  Type: 'IdentityCard' | 'Passport' | 'Visa' | 'DriversLicense';
  Number: string;
  ExpirationDate?: string | null;
  IssuanceDate?: string | null;
  IssuingCountryCode?: string | null;
  IssuingCity?: string | null;
}

export interface MewsCompanionship {
  Id: string;
  CustomerId: string;
  ReservationId?: string | null;
}

export interface MewsOrderItem {
  Id: string;
  AccountId?: string | null;
  ServiceOrderId: string;
  BillingName?: string | null;
  ExternalIdentifier?: string | null;
  UnitCount: number;
  UnitAmount: MewsAmount;
  Amount: MewsAmount;
  ConsumedUtc: string;
  CreatedUtc: string;
  AccountingState: 'Open' | 'Closed' | 'Inactive' | 'Canceled';
}

export interface MewsPayment {
  Id: string;
  AccountId: string;
  ReservationId?: string | null;
  Amount: MewsAmount;
  CreatedUtc: string;
  ChargedUtc?: string | null;
  State: string;
  Data?: { Discriminator: string; External?: { ExternalIdentifier?: string | null } | null } | null;
}

export interface MewsEnterprise {
  TimeZoneIdentifier: string;
  DefaultLanguageCode: string;
  Currencies: { Currency: string; IsDefault: boolean; IsEnabled: boolean }[];
}
