// The HTML of the demo payment provider's hosted page: server-rendered,
// no script (works without JavaScript, fits our strict CSP), styles from
// /pay/demo.css, the project's colours as CSS variables.
import { FORMAT_LOCALES, type Lang } from '@hospes/domain';
import { escapeHtml } from '../../../web/html.ts';
import { DEMO_PAGE_TEXTS } from './demo-page-texts.ts';

export const DEMO_CSS_PATH = '/pay/demo.css';

/** The project as the page shows it. */
export interface PageBrand {
  name: string;
  /** Hex colours (the catalog's safe colours). */
  themeColor: string;
  backgroundColor: string;
}

export interface DemoCheckoutView {
  ref: string;
  token: string;
  description: string;
  amountMinor: number;
  currency: string;
}

/** `12345, 'EUR', 'en'` → `€123.45` (`'de'` → `123,45 €`), as the app writes money. */
export function formatAmount(amountMinor: number, currency: string, lang: Lang = 'en'): string {
  const format = new Intl.NumberFormat(FORMAT_LOCALES[lang], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

function luminance(hex: string): number {
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(digits.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** White or dark ink on a colour, whichever contrasts more (WCAG ratio). */
export function inkOn(color: string): string {
  const l = luminance(color);
  const dark = 0.0247; // #1f2d41
  return 1.05 / (l + 0.05) >= (l + 0.05) / (dark + 0.05) ? '#ffffff' : '#1f2d41';
}

function page(brand: PageBrand, lang: Lang, title: string, body: string): string {
  const text = DEMO_PAGE_TEXTS[lang];
  const style = `--brand: ${brand.themeColor}; --brand-ink: ${inkOn(brand.themeColor)}; --brand-soft: ${brand.backgroundColor}`;
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <meta name="theme-color" content="${escapeHtml(brand.themeColor)}" />
    <link rel="stylesheet" href="${DEMO_CSS_PATH}" />
  </head>
  <body style="${escapeHtml(style)}">
    <main class="pay">
      <p class="demo-note" role="note">
        <strong>${escapeHtml(text.noteTitle)}</strong>
        <span>${escapeHtml(text.noteText)}</span>
      </p>
${body}
    </main>
  </body>
</html>
`;
}

/** The checkout: what is paid to whom, and the three decisions. */
export function demoCheckoutPage(brand: PageBrand, lang: Lang, view: DemoCheckoutView): string {
  const text = DEMO_PAGE_TEXTS[lang];
  const amount = formatAmount(view.amountMinor, view.currency, lang);
  const action = `/pay/${encodeURIComponent(view.ref)}`;
  const [before, after] = text.pay.split('{amount}');
  return page(
    brand,
    lang,
    `${text.pay.replace('{amount}', amount)} — ${text.demo}`,
    `      <section class="card" aria-labelledby="pay-title">
        <p class="merchant">${escapeHtml(brand.name)}</p>
        <h1 id="pay-title">${escapeHtml(before ?? '')}<span class="amount">${escapeHtml(amount)}</span>${escapeHtml(after ?? '')}</h1>
        <dl class="details">
          <div><dt>${escapeHtml(text.for)}</dt><dd>${escapeHtml(view.description)}</dd></div>
          <div><dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(amount)}</dd></div>
        </dl>
        <form method="post" action="${escapeHtml(action)}" class="actions">
          <input type="hidden" name="token" value="${escapeHtml(view.token)}" />
          <input type="hidden" name="lang" value="${lang}" />
          <button type="submit" name="action" value="approve" class="approve">${escapeHtml(text.approve)}</button>
          <button type="submit" name="action" value="decline" class="decline">${escapeHtml(text.decline)}</button>
          <button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(text.cancel)}</button>
        </form>
        <p class="hint">${escapeHtml(text.hint)}</p>
      </section>`,
  );
}

/** A message instead of the checkout (already decided, expired, refused form). */
export function demoMessagePage(
  brand: PageBrand,
  lang: Lang,
  title: string,
  message: string,
  backUrl: string,
): string {
  const text = DEMO_PAGE_TEXTS[lang];
  return page(
    brand,
    lang,
    `${title} — ${text.demo}`,
    `      <section class="card" aria-labelledby="pay-title">
        <p class="merchant">${escapeHtml(brand.name)}</p>
        <h1 id="pay-title">${escapeHtml(title)}</h1>
        <p>${escapeHtml(message)}</p>
        <p><a class="back" href="${escapeHtml(backUrl)}">${escapeHtml(text.back)}</a></p>
      </section>`,
  );
}
