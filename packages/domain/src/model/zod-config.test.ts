import { config } from 'zod/v4/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureZodForBrowsers } from './zod-config.ts';

describe('configureZodForBrowsers (CSP without unsafe-eval)', () => {
  afterEach(() => config({ jitless: false }));

  it('makes zod jitless, without importing zod itself', () => {
    config({ jitless: false });
    configureZodForBrowsers();
    expect(config().jitless).toBe(true);
  });
});
