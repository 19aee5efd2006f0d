import { createAnonymousSessionId, type StatsHit } from '@hospes/domain';
import { previewToken } from '../model/preview.ts';

/*
 * Cookieless statistics (spec §7 analytics): hits are posted form-encoded to
 * POST /api/stats/{project}. The spec names this endpoint as the one "used
 * when cookies are not consented or disabled"; we have no cookie-based or
 * third-party analytics at all, so this is our only analytics and it is sent
 * whatever the guest chose for "staylytics" — it sets and reads no cookie,
 * stores no IP address or user agent on the server, and identifies a visit
 * only by a random id kept in session storage (gone when the tab closes).
 * Decision recorded here. Hits never block the
 * UI and failures are ignored (spec §8: other failed calls are logged only).
 */

/** What a page or an engagement event adds to the common fields. */
export type HitInput =
  | { hittype: 'pageview'; documentpath: string }
  | { hittype: 'event'; event_action: string; event_label?: string; documentpath?: string };

function sessionKey(projectId: string): string {
  return `hospes:${projectId}:gen_id`;
}

/** spec §3 "anonymous session user id": one per tab session and project. */
export function anonymousSessionId(projectId: string): string {
  const key = sessionKey(projectId);
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) return stored;
    const id = createAnonymousSessionId();
    sessionStorage.setItem(key, id);
    return id;
  } catch {
    // Without session storage every hit is its own visit.
    return createAnonymousSessionId();
  }
}

/** utm_campaign/utm_source/utm_medium → cn/cs/cm, from the address or the hash route's query. */
export function campaignFields(...queries: string[]): Pick<StatsHit, 'cn' | 'cs' | 'cm'> {
  const fields: Pick<StatsHit, 'cn' | 'cs' | 'cm'> = {};
  const names = { cn: 'utm_campaign', cs: 'utm_source', cm: 'utm_medium' } as const;
  for (const query of queries) {
    const params = new URLSearchParams(query);
    for (const [field, param] of Object.entries(names) as [keyof typeof names, string][]) {
      const value = params.get(param)?.trim().slice(0, 200);
      if (value && fields[field] === undefined) fields[field] = value;
    }
  }
  return fields;
}

function size(width: number, height: number): string | undefined {
  const w = Math.round(width);
  const h = Math.round(height);
  return w > 0 && h > 0 ? `${w}x${h}` : undefined;
}

/** The spec §7 fields of one hit, in the browser's current state. */
export function buildHit(
  projectId: string,
  input: HitInput,
): StatsHit & Record<string, string | undefined> {
  return {
    business_id: projectId,
    gen_id: anonymousSessionId(projectId),
    userlang: navigator.language || undefined,
    z: Math.random().toString(36).slice(2, 12),
    ...(input.hittype === 'event' ? { event_category: 'engagement' as const } : {}),
    ...input,
    documenttitle: document.title.trim().slice(0, 500) || undefined,
    screen: size(window.screen?.width ?? 0, window.screen?.height ?? 0),
    viewport: size(window.innerWidth, window.innerHeight),
    // utm_* may stand before the hash (`/alpenrose/?utm_source=x#/`) or in the hash route's query.
    ...campaignFields(window.location.search, window.location.hash.split('?')[1] ?? ''),
  };
}

/** Posts a hit without waiting: a beacon, else a keep-alive fetch; errors are ignored. */
export function sendHit(projectId: string, hit: Record<string, string | undefined>): void {
  // A staff preview is no guest's visit.
  if (previewToken()) return;
  try {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(hit)) {
      if (value !== undefined && value !== '') body.set(key, value);
    }
    const url = `/api/stats/${encodeURIComponent(projectId)}`;
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
      () => undefined,
    );
  } catch {
    // spec §8: statistics never disturb the guest.
  }
}

/** The hash route of the address ('#/topic/hiking?x=1' → '/topic/hiking'). */
function currentRoutePath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * An engagement event (spec §7: event_category=engagement), e.g.
 * `trackEvent('alpenrose', 'popup_open', 'info-winter-2026')`.
 */
export function trackEvent(projectId: string, action: string, label?: string): void {
  const input: HitInput = {
    hittype: 'event',
    event_action: action,
    event_label: label,
    documentpath: currentRoutePath(),
  };
  sendHit(projectId, buildHit(projectId, input));
}
