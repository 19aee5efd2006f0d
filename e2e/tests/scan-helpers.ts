// What the document scan's end-to-end tests share: the demo hotel, the
// generated passport (bench/mrz) and the proof that a scan stays on the device.
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Request } from '@playwright/test';

export const PROJECT = 'talhof';
export const PASSPORT = fileURLToPath(
  new URL('../fixtures/passport-mustermann.jpg', import.meta.url),
);

/** Only GETs of our own origin while scanning: the OCR's worker, core and data. */
export function expectReadOnTheDevice(page: Page, during: Request[]) {
  const origin = new URL(page.url()).origin;
  expect(during.filter((r) => r.method() !== 'GET')).toEqual([]);
  expect(during.filter((r) => !r.url().startsWith(origin) && !r.url().startsWith('blob:'))).toEqual(
    [],
  );
}
