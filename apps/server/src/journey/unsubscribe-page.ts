// The page of a journey mail's unsubscribe link (docs/journeys.md): opening
// the link asks (a mail scanner's visit changes nothing); the button posts
// the one-click unsubscribe; then it says so. In the guest's language.
const TEXTS: Readonly<
  Record<string, { title: string; ask: string; button: string; done: string; invalid: string }>
> = {
  de: {
    title: 'E-Mails abbestellen',
    ask: 'Möchten Sie keine E-Mails zu Ihrem Aufenthalt mehr von {hotel} erhalten?',
    button: 'Abbestellen',
    done: 'Sie erhalten keine E-Mails zu Ihrem Aufenthalt mehr von {hotel}.',
    invalid: 'Dieser Link ist ungültig.',
  },
  en: {
    title: 'Unsubscribe',
    ask: 'Do you want to stop getting e-mails about your stay from {hotel}?',
    button: 'Unsubscribe',
    done: 'You will get no more e-mails about your stay from {hotel}.',
    invalid: 'This link is not valid.',
  },
  es: {
    title: 'Darse de baja',
    ask: '¿Desea dejar de recibir correos sobre su estancia de {hotel}?',
    button: 'Darse de baja',
    done: 'Ya no recibirá más correos sobre su estancia de {hotel}.',
    invalid: 'Este enlace no es válido.',
  },
  fr: {
    title: 'Se désabonner',
    ask: 'Ne plus recevoir d’e-mails sur votre séjour de la part de {hotel} ?',
    button: 'Se désabonner',
    done: 'Vous ne recevrez plus d’e-mails sur votre séjour de la part de {hotel}.',
    invalid: 'Ce lien n’est pas valide.',
  },
  hr: {
    title: 'Odjava',
    ask: 'Želite li prestati primati e-poruke o svom boravku od {hotel}?',
    button: 'Odjavi se',
    done: 'Više nećete primati e-poruke o svom boravku od {hotel}.',
    invalid: 'Ova poveznica nije valjana.',
  },
  it: {
    title: 'Annulla iscrizione',
    ask: 'Non vuoi più ricevere e-mail sul tuo soggiorno da {hotel}?',
    button: 'Annulla iscrizione',
    done: 'Non riceverai più e-mail sul tuo soggiorno da {hotel}.',
    invalid: 'Questo link non è valido.',
  },
  ru: {
    title: 'Отписка',
    ask: 'Больше не получать письма о вашем пребывании от {hotel}?',
    button: 'Отписаться',
    done: 'Вы больше не будете получать письма о пребывании от {hotel}.',
    invalid: 'Эта ссылка недействительна.',
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function unsubscribePage(
  state: 'confirm' | 'done' | 'invalid',
  lang: string,
  hotel: string,
  /** The unsubscribe address the button posts to (confirm only). */
  action: string,
): string {
  const t = TEXTS[lang] ?? TEXTS.en!;
  const say = (s: string) => escapeHtml(s.replace('{hotel}', hotel));
  const body =
    state === 'confirm'
      ? `<p>${say(t.ask)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : `<p role="status">${say(state === 'done' ? t.done : t.invalid)}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(TEXTS[lang] ? lang : 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} – ${escapeHtml(hotel)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2328}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1d4f91;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #2f6fd6;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(t.title)}</h1>
${body}
</main></body></html>
`;
}
