import { contrastColor, resolveBrandColors, type ProjectModel } from '@hospes/domain';

/** Marks every element that branding adds, so that a new model replaces them. */
const BRANDING_ATTRIBUTE = 'data-hospes-branding';
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const FONT_FILE = /\.(?:woff2?|ttf|otf)(?:[?#]|$)/i;
/** Font faces added for the current model (removed when a newer model is applied). */
const addedFaces: FontFace[] = [];

/** An http(s) URL or a same-origin path; anything else (javascript:, data:) is dropped. */
function safeUrl(value: string | undefined, doc: Document): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, doc.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A font family name as a quoted CSS string, without characters that could end it. */
function fontFamilyName(family: string): string {
  return family.replace(/[^\p{L}\p{N} _-]/gu, '').trim();
}

function addElement<K extends 'link' | 'style'>(doc: Document, tag: K): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.setAttribute(BRANDING_ATTRIBUTE, '');
  doc.head.append(element);
  return element;
}

function applyFavicon(doc: Document, favicon: string | undefined): void {
  const href = safeUrl(favicon, doc);
  const link = doc.querySelector<HTMLLinkElement>(`link[rel~="icon"]:not([${BRANDING_ATTRIBUTE}])`);
  if (!link) {
    if (href) Object.assign(addElement(doc, 'link'), { rel: 'icon', href });
    return;
  }
  // Keep the bundled favicon to fall back to when a newer model has none.
  link.dataset.defaultHref ??= link.getAttribute('href') ?? '';
  const next = href ?? link.dataset.defaultHref;
  if (next && link.getAttribute('href') !== next) {
    link.removeAttribute('type');
    link.setAttribute('href', next);
  }
}

function applyFonts(doc: Document, model: ProjectModel): string[] {
  const families: string[] = [];
  for (const font of model.branding.customAppFonts ?? []) {
    const family = fontFamilyName(font.family);
    const url = safeUrl(font.url, doc);
    if (!family || !url) continue;
    families.push(`"${family}"`);
    if (!FONT_FILE.test(url)) {
      // A stylesheet that declares the font (e.g. a font service's CSS).
      const link = addElement(doc, 'link');
      link.rel = 'stylesheet';
      link.href = url;
    } else if (typeof FontFace !== 'undefined' && doc.fonts) {
      const face = new FontFace(family, `url(${JSON.stringify(url)})`, { display: 'swap' });
      doc.fonts.add(face);
      addedFaces.push(face);
      // spec §8: font errors are logged and ignored (the system font stays).
      face.load().catch((error: unknown) => console.warn('Custom font failed to load', error));
    }
  }
  return families;
}

/**
 * Applies a model's branding to the document (spec §4 startup): brand colours
 * as CSS custom properties (`--color-main`, `--color-secondary`,
 * `--color-main-contrast`, `--font-family`), theme colour, favicon, custom
 * fonts, external stylesheets and `customCSS` — the latter as CSS text only
 * (a `<style>` element's textContent, never markup). Calling it again with a
 * newer model replaces what the previous call added.
 */
export function applyBranding(model: ProjectModel, doc: Document = document): void {
  doc.head.querySelectorAll(`[${BRANDING_ATTRIBUTE}]`).forEach((element) => element.remove());
  for (const face of addedFaces.splice(0)) doc.fonts?.delete(face);
  const root = doc.documentElement.style;
  const colors = resolveBrandColors(model);
  root.setProperty('--color-main', colors.main);
  root.setProperty('--color-secondary', colors.secondary);
  root.setProperty('--color-main-contrast', contrastColor(colors.main));
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.main);

  applyFavicon(doc, model.branding.favicon);
  const families = applyFonts(doc, model);
  root.setProperty('--font-family', [...families, SYSTEM_FONTS].join(', '));

  for (const href of model.branding.customCSSExternalLinks ?? []) {
    const url = safeUrl(href, doc);
    if (!url) continue;
    const link = addElement(doc, 'link');
    link.rel = 'stylesheet';
    link.href = url;
  }
  if (model.branding.customCSS) {
    addElement(doc, 'style').textContent = model.branding.customCSS;
  }
}
