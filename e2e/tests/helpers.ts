import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyConsentChoice,
  consentFromModel,
  consentStorageKey,
  projectCacheKey,
  type ConsentChoice,
  type Cookie,
} from '@hospes/domain';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Where tests write their screenshots: `e2e/artifacts/screenshots/`, or
 * under `HOSPES_E2E_ARTIFACTS` so that two runs in one checkout do not clash.
 */
export const screenshotDir = `${join(
  process.env.HOSPES_E2E_ARTIFACTS ?? new URL('../artifacts', import.meta.url).pathname,
  'screenshots',
)}/`;

/**
 * The language and screen pairs the guide's journeys run in: German on a
 * phone (the longest words on the narrowest screen) and English on a desktop,
 * so that each language and each screen is walked once without the full
 * product of both (docs/decisions/027-e2e-language-screen-pairs.md).
 */
export function isWalkedPair(lang: string, screen: 'phone' | 'desktop'): boolean {
  return (lang === 'de') === (screen === 'phone');
}

/**
 * Whether a journey's rule that depends on neither the language nor the screen
 * (an order, a date rule, what a login keeps) runs in this pair: in the first
 * one only, German on a phone — the second pair would add minutes, not
 * coverage (ADR 027).
 */
export function walksScreenFreeRules(lang: string): boolean {
  return lang === 'de';
}

/** The model a project serves in a language, read over HTTP as the app does. */
export async function fetchModel(request: APIRequestContext, project: string, lang: string) {
  const response = await request.get(`/api/projects/${project}/model/${lang}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    name: string;
    _meta: { version: number; lang: string };
    welcome: { top: { greeting?: string; welcome_image?: string } };
    [key: string]: unknown;
  };
}

/** Waits until the page is controlled by its service worker (the app is then offline-ready). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active && navigator.serviceWorker.controller);
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** Popup ids and cookies of a demo project, read from its model files in `projects/`. */
function demoModelFacts(projectId: string): { popupIds: string[]; cookies: Cookie[] } {
  const dir = new URL(`../../projects/${projectId}/`, import.meta.url);
  const popupIds = new Set<string>();
  let cookies: Cookie[] = [];
  for (const file of readdirSync(dir).filter((name) => /^model\.[a-z]{2}\.json$/.test(name))) {
    const model = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
      welcome: { popups: { custom: { id: string }[]; cookies: { list: Cookie[] } } };
    };
    for (const popup of model.welcome.popups.custom) popupIds.add(popup.id);
    if (file === 'model.de.json') cookies = model.welcome.popups.cookies.list;
  }
  return { popupIds: [...popupIds], cookies };
}

export interface PresetConsentOptions {
  /** The stored answer to the consent dialog (default: "Essential only"). */
  choice?: Extract<ConsentChoice, 'essential_only' | 'accept_all'>;
  /**
   * Also mark the project's popups as seen (default true), so that no popup
   * opens over the page; false leaves the popups as they are.
   */
  popupsSeen?: boolean;
}

/**
 * Makes pages of `projectId` in this context start as for a guest who has
 * already answered the cookie dialog (spec §4), so that the initial consent
 * dialog does not block the test; by default the project's popups count as
 * seen too. Written by an init script before the app starts, on every page
 * load, but only where nothing is stored yet: a test that changes its consent
 * (or sees a popup) keeps that change across reloads.
 */
export async function presetConsent(
  context: BrowserContext,
  projectId: string,
  { choice = 'essential_only', popupsSeen = true }: PresetConsentOptions = {},
): Promise<void> {
  const { cookies } = demoModelFacts(projectId);
  const entries = applyConsentChoice(choice, consentFromModel(cookies), [], Date.now());
  await context.addInitScript(
    ({ consentKey, consent }) => {
      try {
        if (localStorage.getItem(consentKey) === null) {
          localStorage.setItem(consentKey, JSON.stringify(consent));
        }
      } catch {
        // A page without storage (about:blank) has nothing to preset.
      }
    },
    { consentKey: consentStorageKey(projectId), consent: entries },
  );
  if (popupsSeen) await presetPopupsSeen(context, projectId);
}

/** Marks the popups of `projectId` as seen before the app starts (see {@link presetConsent}). */
export async function presetPopupsSeen(context: BrowserContext, projectId: string): Promise<void> {
  const { popupIds } = demoModelFacts(projectId);
  await context.addInitScript(
    ({ cacheKey, seenIds }) => {
      try {
        const raw = localStorage.getItem(cacheKey);
        const stored = (raw ? JSON.parse(raw) : { state: {}, version: 0 }) as {
          state?: { popupsSeen?: Record<string, number> };
        };
        const seen = ((stored.state ??= {}).popupsSeen ??= {});
        for (const id of seenIds) seen[id] ??= Date.now();
        localStorage.setItem(cacheKey, JSON.stringify(stored));
      } catch {
        // A page without storage (about:blank) has nothing to preset.
      }
    },
    { cacheKey: projectCacheKey(projectId), seenIds: popupIds },
  );
}
