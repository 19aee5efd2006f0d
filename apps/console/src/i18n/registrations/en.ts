// The console's English texts of guest registration reported to the
// authorities: the reports, their states and corrections, the receipts and
// the account.
import type { Texts } from '../texts.ts';

export const enRegistrations = {
  registrations: {
    register: 'Guest register',
    registerHint:
      'Every guest of the finished check-ins arriving in the period, one line each, with what the registration forms hold — a file for a spreadsheet.',
    from: 'From',
    to: 'To',
    download: 'Download the guest register (CSV)',
    title: 'Guest registration',
    none: 'Hospes reports guests electronically only for hotels in Italy (Alloggiati Web) so far. Each check-in’s registration form is on its reservation’s page.',
    authority:
      'Each guest is reported to Alloggiati Web (Polizia di Stato) on the arrival day; the law allows 24 hours.',
    noAccount:
      'No Alloggiati Web account is stored: reports wait until an administrator enters it below.',
    reports: 'Guests of the last 30 days',
    empty: 'No guests to report yet.',
    guest: 'Guest',
    arrival: 'Arrival',
    state: 'State',
    reason: 'What to do',
    authoritySaid: 'Alloggiati Web said: {{words}}',
    overdueHint: 'Past the deadline: enter this guest on the Alloggiati Web portal by hand.',
    sendNow: 'Send due reports now',
    sending: 'Sending…',
    sentNow: 'Done: the states below are current.',
    correct: 'Correct',
    correctLabel: 'Correct the report of {{name}}',
    correction: 'Correct the report of {{name}}',
    resend: 'Save and send again',
    saved: 'Saved: the report goes with the next round.',
    receipts: 'Receipts',
    noReceipts: 'No receipts yet: the authority issues a day’s receipt the next day.',
    receipt: 'Receipt of {{day}} (PDF)',
    account: 'Alloggiati Web account',
    accountHint:
      'From the Questura: the portal’s user and password, and the web service key (WSKEY) generated in the portal (profile menu, “Web Service Key”).',
    address: 'Web service address',
    user: 'User',
    password: 'Password',
    wsKey: 'Web service key (WSKEY)',
    secretsStored: 'Stored; leave empty to keep it.',
    saveAccount: 'Test and save the account',
    accountSaved: 'The account works and is stored.',
    states: {
      due: 'Due',
      incomplete: 'Incomplete',
      pending: "Sent, waiting for the authority's answer",
      sent: 'Sent {{at}}',
      refused: 'Refused',
      overdue: 'Overdue',
    },
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      gender: 'Sex',
      date_of_birth: 'Date of birth',
      nationality: 'Nationality (country code, e.g. DE)',
      birth_country: 'Country of birth (country code)',
      birth_place: 'Municipality of birth (if born in Italy)',
      doc_type: 'Document',
      doc_id: 'Document number',
      issue_country: 'Issued in (country code)',
      issue_place: 'Issuing municipality (if issued in Italy)',
    },
    options: {
      male: 'Male',
      female: 'Female',
      passport: 'Passport',
      id_card: 'Identity card',
      driving_licence: 'Driving licence',
    },
    errors: {
      address: 'Enter the service’s address (https://…).',
      user: 'Enter the user.',
    },
  },
};
export type RegistrationsTexts = Texts<typeof enRegistrations>;
