import { config } from 'zod/v4/core';

/**
 * For browsers: zod then never probes `new Function` (its fast path for
 * objects), which a Content-Security-Policy without 'unsafe-eval' refuses
 * and reports as a violation. Call once before any schema parses.
 */
export function configureZodForBrowsers(): void {
  config({ jitless: true });
}
