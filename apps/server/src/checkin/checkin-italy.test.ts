// Online check-in at a hotel in Italy (docs/registration.md): the form asks
// what an Alloggiati Web record needs, and a place in Italy — of birth, of a
// document's issue — must be on the Polizia di Stato's list, or the guest is
// asked to correct it at its field, before anything is stored.
import type { CheckinSectionInput } from '@hospes/domain';
import { ITALIAN_MUNICIPALITY_MESSAGE } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/support/databases.ts';
import {
  checkinInput,
  CHECKIN_SETTINGS,
  createCheckinFixture,
  guest,
  signatureDataUrl,
  SUMMARY,
  type CheckinFixture,
} from '../../test/support/checkin-fixture.ts';
import { AppError } from '../http/app-error.ts';
import { defaultCheckinForm, ITALIAN_CHECKIN_FORM } from '../stays/checkin-form-definition.ts';

const IN_ITALY = {
  ...SUMMARY,
  place: { ...SUMMARY.place, address: { ...SUMMARY.place.address, addressCountry: 'IT' } },
};

function sections(signature: string, birthPlace: string, issuePlace = ''): CheckinSectionInput[] {
  return [
    {
      type: 'ARRIVAL_DEPARTURE',
      fields: { date_of_arrival: '2026-11-22', date_of_departure: '2026-11-25' },
    },
    {
      type: 'MAIN_GUEST_PERSONAL_INFORMATION',
      fields: {
        first_name: 'Max',
        last_name: 'Muster',
        date_of_birth: '1985-04-12',
        gender: 'male',
        nationality: 'IT',
        birth_country: 'IT',
        birth_place: birthPlace,
      },
    },
    { type: 'MAIN_GUEST_CONTACT', fields: { email: 'max.muster@example.com' } },
    {
      type: 'MAIN_GUEST_DOCUMENT',
      fields: {
        doc_type: 'id_card',
        doc_id: 'CA1234567',
        issue_country: 'IT',
        issue_place: issuePlace,
      },
    },
    {
      type: 'ACCOMPANYING_PERSONS_DATA',
      fields: {
        first_name: 'Anna',
        last_name: 'Muster',
        date_of_birth: '1987-09-03',
        gender: 'female',
        nationality: 'DE',
        birth_country: 'DE',
      },
    },
    { type: 'SIGNATURE', fields: { signature } },
  ];
}

describe.each(DIALECTS)('check-in at a hotel in Italy on %s', (dialect) => {
  let f: CheckinFixture;
  let signature: string;
  beforeAll(async () => {
    f = await createCheckinFixture(dialect, {
      settings: { ...CHECKIN_SETTINGS, project: IN_ITALY, formSections: ITALIAN_CHECKIN_FORM },
    });
    signature = await signatureDataUrl();
  });
  afterAll(async () => {
    await f?.close();
  });

  it('the project’s country decides the form: Italy asks places of birth and issue, no address', () => {
    const names = (country: string) =>
      defaultCheckinForm(country).flatMap((s) => s.fields.map((x) => `${s.type}.${x.name}`));
    expect(names('IT')).toEqual(
      expect.arrayContaining([
        'MAIN_GUEST_PERSONAL_INFORMATION.birth_country',
        'MAIN_GUEST_PERSONAL_INFORMATION.birth_place',
        'MAIN_GUEST_DOCUMENT.issue_country',
        'ACCOMPANYING_PERSONS_DATA.gender',
      ]),
    );
    expect(names('IT').some((n) => n.startsWith('MAIN_GUEST_ADDRESS'))).toBe(false);
    expect(names('AT')).toContain('MAIN_GUEST_ADDRESS.street');
  });

  it('refuses a municipality the list does not know, at its field, and stores nothing', async () => {
    const err = await f.checkin
      .checkin(guest('R-1001'), checkinInput(sections(signature, 'Atlantis', 'Bozen')))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).issues).toEqual([
      {
        path: 'body/checkinInput/sections/1/fields/birth_place',
        message: ITALIAN_MUNICIPALITY_MESSAGE,
      },
      {
        path: 'body/checkinInput/sections/3/fields/issue_place',
        message: ITALIAN_MUNICIPALITY_MESSAGE,
      },
    ]);
    expect(await f.count('checkins')).toBe(0);
  });

  it('takes the municipalities as the list writes them', async () => {
    const result = await f.checkin.checkin(
      guest('R-1001'),
      checkinInput(sections(signature, 'Merano', 'bolzano')),
    );
    expect(result.status).toBe('CHECKED_IN');
  });
});
