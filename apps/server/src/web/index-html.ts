// Writes one project into the shared index.html of the web app build: the
// same files serve every project, only these head tags differ.
import { resolveStartLanguage } from '@hospes/domain';
import { escapeHtml } from './html.ts';

export interface ProjectHead {
  projectId: string;
  /** The project's name: the page title. */
  title: string;
  themeColor: string;
  /** The project's default language, until the app sets the guest's one. */
  lang: string;
  /** Where the project's app is served: `/alpenrose/`, or `/` on its own domain. */
  basePath: string;
  /** The model's favicon, else the icon the server draws for the project. */
  favicon: string | undefined;
  /**
   * The language whose model is preloaded: the one the app will start in
   * (see {@link modelPreloadLanguage}).
   */
  preloadLang: string;
  /**
   * The app's public address for share links and QR codes when the server
   * knows it (HOSPES_PUBLIC_URL); otherwise the app takes the address it
   * is served from.
   */
  appUrl?: string;
}

/**
 * The language whose model a first visit will load: the app's start rule
 * (spec §4: a saved choice, else the browser languages mapped) without a
 * saved choice, on the languages of `Accept-Language` by their weight. A
 * returning guest with another saved choice costs one unused preload.
 */
export function modelPreloadLanguage(acceptLanguage: string | undefined): string {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
  return resolveStartLanguage(null, tags);
}

// Tags of the build that the project's own ones replace.
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(?:theme-color|hospes-project|hospes-app-url)\b[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']?(?:manifest|icon|shortcut icon)(?=["'\s>])[^>]*>\s*/gi,
];

export function injectProjectHead(html: string, head: ProjectHead): string {
  // Comments go first: one that mentions a tag must not be matched as that tag.
  let out = html.replace(/<!--[\s\S]*?-->\s*/g, '');
  for (const pattern of REPLACED_TAGS) out = out.replace(pattern, '');
  const icon = head.favicon ?? './icon.svg';
  const iconType = /\.svg(?:$|[?#])/i.test(icon) ? ' type="image/svg+xml"' : '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(head.themeColor)}" />`,
    `<meta name="hospes-project" content="${escapeHtml(head.projectId)}" />`,
    ...(head.appUrl ? [`<meta name="hospes-app-url" content="${escapeHtml(head.appUrl)}" />`] : []),
    `<link rel="manifest" href="${escapeHtml(`${head.basePath}manifest.webmanifest`)}" />`,
    `<link rel="icon"${iconType} href="${escapeHtml(icon)}" />`,
    // The app fetches it first thing (same URL, mode and credentials), now beside the scripts.
    `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(
      `/api/projects/${encodeURIComponent(head.projectId)}/model/${head.preloadLang}`,
    )}" />`,
  ].join('\n    ');
  out = /<\/head>/i.test(out)
    ? out.replace(/\s*<\/head>/i, `\n    ${tags}\n  </head>`)
    : `${tags}\n${out}`;
  // The app sets the guest's language at runtime; until then the default one.
  return out.replace(/<html\b[^>]*>/i, (tag) => {
    const withoutLang = tag.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return withoutLang.replace(/^<html/i, `<html lang="${escapeHtml(head.lang)}"`);
  });
}
