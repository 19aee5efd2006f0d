import { describe, expect, it } from 'vitest';
import { maskDateOfBirth, maskDocumentNumber } from './identity-masking.ts';

describe('identity masking', () => {
  it('keeps the first and the last two characters of a document number', () => {
    expect(maskDocumentNumber('P1234567')).toBe('P•••••67');
    expect(maskDocumentNumber(' AB12345 ')).toBe('A••••45');
    expect(maskDocumentNumber('12345')).toBe('1••45');
  });
  it('hides short numbers whole', () => {
    expect(maskDocumentNumber('1234')).toBe('••••');
    expect(maskDocumentNumber('')).toBe('');
  });
  it('shows only the year of a date of birth', () => {
    expect(maskDateOfBirth('1985-04-12')).toBe('1985');
    expect(maskDateOfBirth('unknown')).toBe('••••');
  });
});
