import { describe, expect, it } from 'vitest';
import { findLinkToken } from './link-login.tsx';

describe('the personal link of a journey mail', () => {
  it('finds the token before the hash and the address without it', () => {
    expect(
      findLinkToken(
        'https://app.example/alpenrose/?j=abc.def&ctx.source=mail#/checkinguestform/R-1',
      ),
    ).toEqual({ token: 'abc.def', cleaned: '/alpenrose/?ctx.source=mail#/checkinguestform/R-1' });
    expect(findLinkToken('https://app.example/alpenrose/?j=abc.def#/invoices/R-1')).toEqual({
      token: 'abc.def',
      cleaned: '/alpenrose/#/invoices/R-1',
    });
  });

  it('finds none in an address without one', () => {
    expect(findLinkToken('https://app.example/alpenrose/#/?rid=R-1')).toBeNull();
  });
});
