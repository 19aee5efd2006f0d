/**
 * spec §3 `contexts`: where a guest came from or belongs, as key/value pairs
 * — said by the link or QR code that opened the app: `?ctx.area=spa` (a QR
 * code in the spa), `?ctx.source=booking-mail`. Read once at start and taken
 * out of the address (a shared link does not pass them on); the app keeps
 * those the model knows (`project_settings.contexts`).
 */
const PREFIX = 'ctx.';
let found: Record<string, string> = {};

/** Reads the start address's contexts and removes them from it. */
export function takeStartContexts(): void {
  const url = new URL(window.location.href);
  const pairs = [...url.searchParams].filter(
    ([key, value]) => key.startsWith(PREFIX) && key.length > PREFIX.length && value !== '',
  );
  if (pairs.length === 0) return;
  found = Object.fromEntries(pairs.map(([key, value]) => [key.slice(PREFIX.length), value]));
  for (const [key] of pairs) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The contexts the start address named (empty when it named none). */
export function startContexts(): Readonly<Record<string, string>> {
  return found;
}

/** The pairs among a project's known contexts (`{ area: ['spa', …] }`): the server takes no others. */
export function knownContexts(
  contexts: Readonly<Record<string, string>>,
  known: Readonly<Record<string, readonly string[]>> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(contexts).filter(([key, value]) => known?.[key]?.includes(value) === true),
  );
}
