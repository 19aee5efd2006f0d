/** zod's global configuration object (zod/v4/core keeps it on globalThis). */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

/**
 * For browsers: zod then never probes `new Function` (its fast path for
 * objects), which a Content-Security-Policy without 'unsafe-eval' refuses
 * and reports as a violation. Call once before any schema parses. It sets
 * `jitless` on the object zod reads its configuration from (whether zod is
 * loaded yet or not) without importing zod: the web app's start calls it
 * and keeps zod out of its first route (docs/performance.md).
 */
export function configureZodForBrowsers(): void {
  const scope = globalThis as ZodGlobal;
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
