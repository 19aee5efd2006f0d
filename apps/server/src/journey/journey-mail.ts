// A journey mail's text and HTML from a step's template (docs/journeys.md):
// the placeholders filled in with what the template needs, paragraphs from
// blank lines, the personal link as a button, and a footer with the
// hotel's name and the unsubscribe link in the guest's language.
import { fillJourneyTemplate, type JourneyPlaceholder } from '@hospes/domain';

/** "Unsubscribe from these e-mails", per language. */
const UNSUBSCRIBE: Readonly<Record<string, string>> = {
  de: 'Keine solchen E-Mails mehr erhalten',
  en: 'Unsubscribe from these e-mails',
  es: 'Darse de baja de estos correos',
  fr: 'Se désabonner de ces e-mails',
  hr: 'Odjava s ovih e-poruka',
  it: 'Annulla l’iscrizione a queste e-mail',
  ru: 'Отписаться от этих писем',
};
/** The button of the personal link, per language. */
const OPEN: Readonly<Record<string, string>> = {
  de: 'In der App öffnen',
  en: 'Open in the app',
  es: 'Abrir en la app',
  fr: 'Ouvrir dans l’app',
  hr: 'Otvori u aplikaciji',
  it: 'Apri nell’app',
  ru: 'Открыть в приложении',
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface JourneyMailContent {
  subject: string;
  text: string;
  html: string;
}

export function journeyMail(
  template: { subject: string; text: string },
  values: Partial<Record<JourneyPlaceholder, string>> & { hotel: string; link: string },
  options: { language: string; unsubscribeUrl: string; color?: string | undefined },
): JourneyMailContent {
  const subject = fillJourneyTemplate(template.subject, values).replace(/\s+/g, ' ').trim();
  const body = fillJourneyTemplate(template.text, values).trim();
  // A template without {link} still gets its link, after the text.
  const withLink = template.text.includes('{link}') ? body : `${body}\n\n${values.link}`;
  const unsubscribe = UNSUBSCRIBE[options.language] ?? UNSUBSCRIBE.en!;
  const text = `${withLink}\n\n-- \n${values.hotel}\n${unsubscribe}: ${options.unsubscribeUrl}\n`;
  const color = options.color ?? '#1d4f91';
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => {
      const html = escapeHtml(p.trim()).replace(/\n/g, '<br>');
      return `<p style="margin:0 0 16px">${html.replace(escapeHtml(values.link), `<a href="${escapeHtml(values.link)}" style="word-break:break-all">${escapeHtml(values.link)}</a>`)}</p>`;
    })
    .join('\n');
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="background:${color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(OPEN[options.language] ?? OPEN.en!)}</a></p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(options.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f4;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
${paragraphs}
${button}
<p style="margin:32px 0 0;font-size:13px;color:#57606a">${escapeHtml(values.hotel)} · <a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#57606a">${escapeHtml(unsubscribe)}</a></p>
</div>
</body></html>
`;
  return { subject, text, html };
}
