// The command-line switches Debian's Chromium runs the end-to-end tests with.
//
// Chromium's new headless mode is the whole browser: every window a test
// opens (one per browser context) also preloads the address bar's suggestion
// popups as WebUI pages, each in a renderer of its own. Nobody sees them, yet
// they took a third of the renderers' CPU and half the browser process's, and
// the end-to-end step 15 min instead of 10 on two cores (ADR 032).
//
// Chromium reads only the last `--disable-features` switch, so the one here
// repeats the features Playwright disables itself (`disabledFeatures` in
// playwright-core 1.65) — `chromium-args.test.ts` fails when an upgrade of
// Playwright changes that list.

/** What Playwright's own `--disable-features` switch lists (playwright-core 1.65). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Browser UI a headless test never sees: the address bar's WebUI popups. */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** ARCHITECTURE.md's switches for Debian's Chromium, and the features above switched off. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];
