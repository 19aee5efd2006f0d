import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The model a project serves in a language, read over HTTP as the app does. */
export async function fetchModel(request: APIRequestContext, project: string, lang: string) {
  const response = await request.get(`/api/projects/${project}/model/${lang}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    name: string;
    _meta: { version: number; lang: string };
    welcome: { top: { greeting?: string } };
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
