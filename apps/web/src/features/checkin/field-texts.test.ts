// A problem the server names in English is said in the guest's language by
// its own key: a place in Italy that the authority's list does not know (a
// hotel in Italy) is not mistaken for an empty field.
import { ITALIAN_MUNICIPALITY_MESSAGE, checkinFieldMessage } from '@hospes/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-texts.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('the check-in form’s problems in the guest’s language', () => {
  it('an unknown municipality in Italy has its own text; a field type’s problem its type’s', () => {
    expect(fieldErrorText(t, 'PLACE', ITALIAN_MUNICIPALITY_MESSAGE)).toBe(
      'checkinForm.errors.italianMunicipality',
    );
    expect(fieldErrorText(t, 'PLACE', checkinFieldMessage('PLACE'))).toBe(
      'checkinForm.errors.PLACE',
    );
  });
});
