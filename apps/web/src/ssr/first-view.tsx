// The first view on the server (docs/decisions/046): the welcome page of a
// project in one language, rendered by the app's own components into the
// HTML the server sends, so that a guest sees the hotel before any
// JavaScript has run. The browser then hydrates exactly this markup
// (app/start-app.tsx). Built by `vite build --ssr` into dist-ssr/.
import { contrastColor, resolveBrandColors, type Lang, type ProjectModel } from '@hospes/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, createPath } from 'react-router';
import { App } from '../app/app.tsx';
import { createAppInstance, createQueryClient } from '../app/app-instance.ts';
import { createAppRoutes, whenInitialized } from '../app/router.tsx';
import { applyModelLabels, i18n, initI18n } from '../i18n/i18n.ts';
import { useActiveLanguage } from '../i18n/language-store.ts';
import { httpUrl } from '../lib/html/safe-url.ts';
import { modelKeys } from '../lib/model/model-query.ts';

export interface FirstViewInput {
  projectId: string;
  lang: Lang;
  model: ProjectModel;
}

/**
 * Whether a project's start page is its welcome view for a guest who is
 * not logged in: not where the blocking login splash screen (spec §2) sends
 * every anonymous guest to the login first.
 */
export function hasWelcomeFirstView(model: ProjectModel): boolean {
  return model.project_settings.login?.blocking_splash_screen?.active !== true;
}

/** The app's router, resolved at '/': its lazy welcome page loaded, its guard run. */
async function routerAtStart() {
  // An anonymous guest: the generic view, never anyone's data.
  const router = createMemoryRouter(
    createAppRoutes(() => ({ isLoggedIn: false, blockingSplashScreen: false })),
    { initialEntries: ['/'] },
  );
  // Links as the browser's hash router writes them ('#/topic/x'): hydration keeps the
  // server's attributes, and a tap before it must already lead to the page.
  router.createHref = (to) => `#${createPath(typeof to === 'string' ? { pathname: to } : to)}`;
  router.initialize();
  await whenInitialized(router);
  return router;
}

async function render({ projectId, lang, model }: FirstViewInput): Promise<string | null> {
  if (!hasWelcomeFirstView(model)) return null;
  await initI18n(lang);
  const router = await routerAtStart();
  const queryClient = createQueryClient();
  queryClient.setQueryData(modelKeys.model(projectId, lang), model);
  const instance = createAppInstance(projectId, queryClient, () => router);
  try {
    // Renders run one at a time (below): the language and the model's labels are this one's.
    useActiveLanguage.getState().setLang(lang);
    applyModelLabels(lang, model.ui_labels?.app_customization);
    await i18n.changeLanguage(lang);
    // prerender waits for the lazy parts (the short weather) instead of leaving them to the browser.
    const { prelude } = await prerender(
      <StrictMode>
        <App instance={instance} />
      </StrictMode>,
    );
    return await new Response(prelude).text();
  } finally {
    instance.dispose();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The welcome view's HTML, or null for a project whose start page is the
 * login. Renders one at a time: the labels and the active language are the
 * app's singletons.
 */
export function renderFirstView(input: FirstViewInput): Promise<string | null> {
  const run = queue.then(() => render(input));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The modules the first view shows (keys of the build's manifest): the
 * server links their style sheets in the page's head, so that the HTML
 * looks as the app will before any script has run. `index.html` stands for
 * the entry and the start chunk.
 */
export const FIRST_VIEW_MODULES = [
  'index.html',
  'src/features/welcome/welcome-page.tsx',
  'src/components/weather/short-weather.tsx',
];

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The project's branding as the app applies it at start (app/branding.ts),
 * for the page the server sends: the brand colours on `<html>` and the
 * project's own style sheets and CSS in the head, so that the first view
 * has its colours before any script — and nothing changes when the app
 * applies the same. Custom fonts follow with the app (they load anyway).
 */
export function firstViewBranding(model: ProjectModel): { htmlStyle: string; head: string[] } {
  const colors = resolveBrandColors(model);
  const htmlStyle = [
    `--color-main: ${colors.main}`,
    `--color-secondary: ${colors.secondary}`,
    `--color-main-contrast: ${contrastColor(colors.main)}`,
  ].join('; ');
  const head: string[] = [];
  for (const href of model.branding.customCSSExternalLinks ?? []) {
    const url = httpUrl(href);
    if (url) head.push(`<link rel="stylesheet" href="${attribute(url)}" data-hospes-branding />`);
  }
  if (model.branding.customCSS) {
    // CSS text only: a '<' can never close the element (the app sets textContent alike).
    head.push(
      `<style data-hospes-branding>${model.branding.customCSS.replace(/</g, '\\3c ')}</style>`,
    );
  }
  return { htmlStyle, head };
}
