import { describe, expect, it } from 'vitest';
import { contactValues, popupValues, withContactAndPopups } from './contact-values.ts';

const model = {
  name: 'H',
  contact: { company: 'Hotel GmbH', phone: '+43 1', impressum: '<p>I</p>', extra: 1 },
  welcome: {
    top: {},
    popups: {
      cookies: { list: [] },
      custom: [{ type: 'info', id: 'winter', title: 'Winter', description: 'Snow', delay: 2 }],
    },
  },
};

describe('contact and popups', () => {
  it('reads the contact fields and the custom popups', () => {
    expect(contactValues(model)).toEqual({
      company: 'Hotel GmbH',
      phone: '+43 1',
      email: '',
      homepage: '',
      impressum: '<p>I</p>',
      privacy: '',
    });
    expect(popupValues(model)).toEqual([
      {
        id: 'winter',
        type: 'info',
        title: 'Winter',
        description: 'Snow',
        validFrom: '',
        validTo: '',
      },
    ]);
  });

  it('writes them back, keeping what the form does not show', () => {
    const contact = { ...contactValues(model), email: 'info@hotel.example', phone: '' };
    const popups = [{ ...popupValues(model)[0]!, description: '', validTo: '2026-12-31' }];
    expect(withContactAndPopups(model, contact, popups)).toEqual({
      name: 'H',
      contact: {
        company: 'Hotel GmbH',
        email: 'info@hotel.example',
        impressum: '<p>I</p>',
        extra: 1,
      },
      welcome: {
        top: {},
        popups: {
          cookies: { list: [] },
          custom: [
            { type: 'info', id: 'winter', title: 'Winter', validTo: '2026-12-31', delay: 2 },
          ],
        },
      },
    });
  });
});
