// End-to-end tests: the real built web app, served by the real server, in Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium-args.ts';

const repoRoot = resolve(import.meta.dirname, '..');

// The config is evaluated by the runner and again by each worker; the port and
// data folder chosen by the runner reach the workers through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
if (!process.env.HOSPES_E2E_PORT) {
  process.env.HOSPES_E2E_PORT = freePort();
  process.env.HOSPES_E2E_JOURNEYS_PORT = freePort();
  process.env.HOSPES_E2E_BOOKINGS_PORT = freePort();
  process.env.HOSPES_E2E_LLM_PORT = freePort();
  process.env.HOSPES_E2E_SMTP_PORT = freePort();
  process.env.HOSPES_E2E_MAILS_PORT = freePort();
  process.env.HOSPES_E2E_DATA = mkdtempSync(join(tmpdir(), 'hospes-e2e-'));
}
const port = process.env.HOSPES_E2E_PORT;
const journeysPort = process.env.HOSPES_E2E_JOURNEYS_PORT;
const bookingsPort = process.env.HOSPES_E2E_BOOKINGS_PORT;
/** The mail server (support/smtp-sink.mjs) the journeys server sends the guest journey's mails to. */
export const mailsOrigin = `http://127.0.0.1:${process.env.HOSPES_E2E_MAILS_PORT}`;
/** The fake language model (support/fake-llm.mjs) the journeys server rewords answers with. */
export const llmOrigin = `http://127.0.0.1:${process.env.HOSPES_E2E_LLM_PORT}`;
/**
 * Tests that change what other tests read — a check-in and a check-out of the
 * demo reservations, payments, a published model version — run against a
 * server and database of their own, so that no test depends on the order of
 * the others.
 */
const STATEFUL = [
  /checkin-checkout\.spec\.ts$/,
  /demo-payment-page\.spec\.ts$/,
  /model-refresh\.spec\.ts$/,
  /console\.spec\.ts$/,
  /console-desk\.spec\.ts$/,
  /console-admin\.spec\.ts$/,
  // Connects talhof to a fake Mews, then a fake apaleo, while it runs.
  /pms-remote\.spec\.ts$/,
  // Not stateful, but the journeys server is the one with a language model.
  /chatbot-rewording\.spec\.ts$/,
  // The journeys server sends the guest journey's mails (a local mail server).
  /journey\.spec\.ts$/,
  // Checks Weinleiten's R-1001 in.
  /registration-italy\.spec\.ts$/,
];
/**
 * Bookings and orders take places and charge R-1002's room (its invoice, and
 * so its check-out): a server of their own as well.
 */
const PURCHASES = [/bookings\.spec\.ts$/, /shop\.spec\.ts$/];
// HOSPES_E2E_ARTIFACTS lets two runs in one checkout keep their results apart.
const artifacts = process.env.HOSPES_E2E_ARTIFACTS ?? './artifacts';
export const adminToken = 'e2e-admin-token';

export default defineConfig({
  testDir: './tests',
  outputDir: `${artifacts}/test-results`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey of several pages with axe checks takes 20–40 s on a busy
  // two-core machine with two browsers; a page's first render there can take
  // longer than Playwright's default 5 s. The assertions stay the same.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${artifacts}/report`, open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Vienna',
    // Installing the service worker precaches the whole app (about 300 files)
    // in every new context: a quarter of a test's CPU on a two-core machine.
    // The tests of offline use and push allow it (`test.use`); the others see
    // the pages as a first visit does before the worker takes over.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // Recording a trace costs every test CPU (snapshots, screencast): only a
    // retry records one, so a failure on CI still comes with its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'guide', testIgnore: [...STATEFUL, ...PURCHASES] },
    { name: 'journeys', testMatch: STATEFUL, use: { baseURL: `http://127.0.0.1:${journeysPort}` } },
    {
      name: 'purchases',
      testMatch: PURCHASES,
      use: { baseURL: `http://127.0.0.1:${bookingsPort}` },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/fake-llm.mjs',
      cwd: repoRoot,
      url: `${llmOrigin}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      env: { PORT: process.env.HOSPES_E2E_LLM_PORT! },
    },
    {
      command: 'node e2e/support/smtp-sink.mjs',
      cwd: repoRoot,
      url: `${mailsOrigin}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      env: {
        PORT: process.env.HOSPES_E2E_MAILS_PORT!,
        SMTP_PORT: process.env.HOSPES_E2E_SMTP_PORT!,
      },
    },
    ...[
      { port: port!, database: 'hospes.sqlite' },
      { port: journeysPort!, database: 'journeys.sqlite', llm: true },
      { port: bookingsPort!, database: 'purchases.sqlite' },
    ].map(serverOf),
  ],
});

function serverOf(server: { port: string; database: string; llm?: boolean }) {
  return {
    // The production build (the test command builds before the end-to-end tests).
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${server.port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: server.port,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(process.env.HOSPES_E2E_DATA!, server.database)}`,
      HOSPES_ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      // The push test's local push service (tests/inbox.spec.ts), reached over http.
      HOSPES_PUSH_HOSTS: '127.0.0.1',
      HOSPES_PUSH_ALLOW_HTTP: 'true',
      ...(server.llm
        ? {
            HOSPES_LLM_URL: `${llmOrigin}/v1`,
            HOSPES_LLM_KEY: 'e2e-llm-key',
            // The guest journey's mails (tests/journey.spec.ts), and the links in them.
            HOSPES_SMTP_URL: `smtp://127.0.0.1:${process.env.HOSPES_E2E_SMTP_PORT}`,
            HOSPES_SMTP_FROM: 'hotel@hospes.test',
            HOSPES_PUBLIC_URL: `http://127.0.0.1:${server.port}`,
          }
        : {}),
    },
  };
}
