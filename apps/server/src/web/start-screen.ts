// The start screen the server writes into index.html: what a guest sees
// before the app's scripts have run — the project's welcome image and
// greeting in the language the app will start in, with a thin progress
// line. It paints with the page (HTML and the start CSS, no script), so a
// cheap phone on a slow network shows the hotel at once instead of a blank
// page; the app replaces it on its first render (docs/performance.md).
import type { StartScreenContent } from '../projects/model-content.ts';
import { DEEP_LINK_SCRIPT, type FirstView } from './first-view.ts';
import { escapeHtml } from './html.ts';

/** The build's placeholder in index.html (apps/web/index.html): replaced by the start screen. */
const PLACEHOLDER = /<div class="start-screen"[^>]*\bdata-start-screen\b[^>]*>[\s\S]*?<\/div>/;

/** The start screen's HTML; `themeColor` is a checked hex colour (model-content.ts `safeColor`). */
export function startScreenHtml(
  content: StartScreenContent,
  themeColor: string,
  /** Shown only for a page opened at another route than the start (beside a first view). */
  deepLinkOnly = false,
): string {
  const { image, title } = content;
  const picture = image
    ? `<img class="start-screen__image" src="${escapeHtml(image.src)}"${
        image.srcSet ? ` srcset="${escapeHtml(image.srcSet)}" sizes="100vw"` : ''
      } alt="" fetchpriority="high" />`
    : '<img class="start-screen__icon" src="./icon.svg" alt="" width="96" height="96" />';
  return [
    `<div class="start-screen${image ? ' start-screen--welcome' : ''}"${
      deepLinkOnly ? ' data-deep-link' : ''
    } style="--color-main: ${escapeHtml(themeColor)}">`,
    picture,
    `<p class="start-screen__title">${escapeHtml(title)}</p>`,
    '<div class="start-screen__progress" aria-hidden="true"></div>',
    '</div>',
  ].join('\n        ');
}

/** index.html with the build's placeholder replaced by the start screen (unchanged without one). */
export function injectStartScreen(
  html: string,
  content: StartScreenContent | undefined,
  themeColor: string,
): string {
  if (!content) return html;
  return html.replace(PLACEHOLDER, () => startScreenHtml(content, themeColor));
}

/** The app's `<div id="root">` with the build's placeholder in it. */
const ROOT =
  /<div id="root">\s*<div class="start-screen"[^>]*\bdata-start-screen\b[^>]*>[\s\S]*?<\/div>\s*<\/div>/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * index.html with the first view (docs/decisions/046) in `<div id="root"
 * data-first-view="<lang>">` — the app hydrates it when it starts in that
 * language at the start page — and the start screen before it, shown only
 * for a page opened at another route (the head's deep-link script marks
 * it). The view's style sheets and preloads go into the head.
 */
export function injectFirstView(
  html: string,
  view: FirstView,
  lang: string,
  content: StartScreenContent | undefined,
  themeColor: string,
): string {
  if (!ROOT.test(html)) return html;
  const screen = startScreenHtml(content ?? { title: '', image: undefined }, themeColor, true);
  const withView = html.replace(
    ROOT,
    () =>
      `${screen}\n    <div id="root" data-first-view="${escapeHtml(lang)}"${
        view.modelVersion === undefined ? '' : ` data-model-version="${view.modelVersion}"`
      }>${view.html}</div>`,
  );
  const head = [`<script>${DEEP_LINK_SCRIPT}</script>`, ...view.head].join('\n    ');
  // The view's head carries these sheets inline: the page's own links to them go.
  const unlinked = (view.inlinedSheets ?? []).reduce(
    (page, href) =>
      page.replace(
        new RegExp(`\\s*<link rel="stylesheet"[^>]*href="\\./${escapeRegExp(href)}"[^>]*>`),
        '',
      ),
    withView,
  );
  const branded = view.htmlStyle
    ? unlinked.replace(/<html\b/i, `<html style="${escapeHtml(view.htmlStyle)}"`)
    : unlinked;
  return branded.replace(/\s*<\/head>/i, `\n    ${head}\n  </head>`);
}
