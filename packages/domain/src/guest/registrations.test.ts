import { describe, expect, it } from 'vitest';
import { RegistrationsSchema, unknownContexts } from './registrations.ts';

describe('spec §5 connect requires push and in-app registrations with permission', () => {
  it('accepts both parts, each with its permission flag', () => {
    const value = {
      push: { permission: true, registrationToken: 't', contexts: { area: 'spa' } },
      inapp: { permission: false },
    };
    expect(RegistrationsSchema.parse(value)).toEqual(value);
  });

  it('refuses a missing part or a missing or non-boolean permission', () => {
    for (const bad of [
      { push: { permission: true } },
      { inapp: { permission: true } },
      { push: {}, inapp: { permission: true } },
      { push: { permission: 'granted' }, inapp: { permission: true } },
    ]) {
      expect(RegistrationsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("spec §5 context values must be among the model's known contexts", () => {
  const known = { area: ['spa', 'restaurant'], floor: ['1'] };

  it('accepts pairs whose key is known and whose value is among its values', () => {
    expect(unknownContexts({ area: 'spa', floor: '1' }, known)).toEqual([]);
    expect(unknownContexts(undefined, known)).toEqual([]);
  });

  it('lists an unknown key and an unknown value with their paths', () => {
    expect(
      unknownContexts({ area: 'casino', room: '12', floor: '1' }, known, ['contexts']),
    ).toEqual([
      { path: ['contexts', 'area'], key: 'area', value: 'casino' },
      { path: ['contexts', 'room'], key: 'room', value: '12' },
    ]);
  });

  it('a project without known contexts accepts none; inherited keys are not known contexts', () => {
    expect(unknownContexts({ area: 'spa' }, undefined)).toHaveLength(1);
    expect(unknownContexts({ toString: 'x', constructor: 'y' }, {})).toHaveLength(2);
  });
});
