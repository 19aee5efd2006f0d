import type { Lang } from '../languages.ts';
import { AUTO_MESSAGE_TEXTS, autoMessageFor, type AutoMessageEvent } from './auto-messages.ts';
import type { MessageType } from '../model/messages.ts';

type Texts = Record<
  AutoMessageEvent,
  { title: string; content: string; contentWithoutSubject: string }
>;

/**
 * The auto-generated messages of spec §4 in the six languages besides
 * English (English: {@link AUTO_MESSAGE_TEXTS}). The server writes a message
 * in the guest's language when it happens, so the inbox, the toast and the
 * push notification show the same words.
 */
const TRANSLATIONS: Readonly<Record<Exclude<Lang, 'en'>, Texts>> = {
  de: {
    request_new: {
      title: 'Anfrage gesendet',
      content: 'Ihre Anfrage „{{subject}}“ wurde gesendet. Wir melden uns so bald wie möglich.',
      contentWithoutSubject: 'Ihre Anfrage wurde gesendet. Wir melden uns so bald wie möglich.',
    },
    request_accepted: {
      title: 'Anfrage angenommen',
      content: 'Ihre Anfrage „{{subject}}“ wurde angenommen.',
      contentWithoutSubject: 'Ihre Anfrage wurde angenommen.',
    },
    request_rejected: {
      title: 'Anfrage abgelehnt',
      content: 'Ihre Anfrage „{{subject}}“ konnte leider nicht angenommen werden.',
      contentWithoutSubject: 'Ihre Anfrage konnte leider nicht angenommen werden.',
    },
    request_canceled: {
      title: 'Anfrage storniert',
      content: 'Ihre Anfrage „{{subject}}“ wurde storniert.',
      contentWithoutSubject: 'Ihre Anfrage wurde storniert.',
    },
    request_reverted: {
      title: 'Anfrage wieder offen',
      content: 'Ihre Anfrage „{{subject}}“ ist wieder offen. Wir melden uns so bald wie möglich.',
      contentWithoutSubject: 'Ihre Anfrage ist wieder offen. Wir melden uns so bald wie möglich.',
    },
    registration_new: {
      title: 'Anmeldung erhalten',
      content:
        'Danke für Ihre Anmeldung zu „{{subject}}“. Sie erhalten eine Nachricht, sobald sie bestätigt ist.',
      contentWithoutSubject:
        'Danke für Ihre Anmeldung. Sie erhalten eine Nachricht, sobald sie bestätigt ist.',
    },
    registration_canceled: {
      title: 'Anmeldung storniert',
      content: 'Ihre Anmeldung zu „{{subject}}“ wurde storniert.',
      contentWithoutSubject: 'Ihre Anmeldung wurde storniert.',
    },
    registration_accepted: {
      title: 'Anmeldung bestätigt',
      content: 'Ihre Anmeldung zu „{{subject}}“ ist bestätigt.',
      contentWithoutSubject: 'Ihre Anmeldung ist bestätigt.',
    },
    message_new: {
      title: 'Neue Nachricht',
      content: 'Sie haben eine neue Nachricht zu „{{subject}}“.',
      contentWithoutSubject: 'Sie haben eine neue Nachricht.',
    },
  },
  es: {
    request_new: {
      title: 'Solicitud enviada',
      content: 'Su solicitud «{{subject}}» ha sido enviada. Le responderemos lo antes posible.',
      contentWithoutSubject: 'Su solicitud ha sido enviada. Le responderemos lo antes posible.',
    },
    request_accepted: {
      title: 'Solicitud aceptada',
      content: 'Su solicitud «{{subject}}» ha sido aceptada.',
      contentWithoutSubject: 'Su solicitud ha sido aceptada.',
    },
    request_rejected: {
      title: 'Solicitud rechazada',
      content: 'Lamentablemente, su solicitud «{{subject}}» no ha podido ser aceptada.',
      contentWithoutSubject: 'Lamentablemente, su solicitud no ha podido ser aceptada.',
    },
    request_canceled: {
      title: 'Solicitud cancelada',
      content: 'Su solicitud «{{subject}}» ha sido cancelada.',
      contentWithoutSubject: 'Su solicitud ha sido cancelada.',
    },
    request_reverted: {
      title: 'Solicitud reabierta',
      content:
        'Su solicitud «{{subject}}» vuelve a estar abierta. Le responderemos lo antes posible.',
      contentWithoutSubject:
        'Su solicitud vuelve a estar abierta. Le responderemos lo antes posible.',
    },
    registration_new: {
      title: 'Inscripción recibida',
      content:
        'Gracias por inscribirse en «{{subject}}». Recibirá un mensaje en cuanto se confirme su inscripción.',
      contentWithoutSubject:
        'Gracias por su inscripción. Recibirá un mensaje en cuanto se confirme.',
    },
    registration_canceled: {
      title: 'Inscripción cancelada',
      content: 'Su inscripción en «{{subject}}» ha sido cancelada.',
      contentWithoutSubject: 'Su inscripción ha sido cancelada.',
    },
    registration_accepted: {
      title: 'Inscripción confirmada',
      content: 'Su inscripción en «{{subject}}» está confirmada.',
      contentWithoutSubject: 'Su inscripción está confirmada.',
    },
    message_new: {
      title: 'Nuevo mensaje',
      content: 'Tiene un nuevo mensaje sobre «{{subject}}».',
      contentWithoutSubject: 'Tiene un nuevo mensaje.',
    },
  },
  fr: {
    request_new: {
      title: 'Demande envoyée',
      content:
        'Votre demande « {{subject}} » a été envoyée. Nous vous répondrons dès que possible.',
      contentWithoutSubject: 'Votre demande a été envoyée. Nous vous répondrons dès que possible.',
    },
    request_accepted: {
      title: 'Demande acceptée',
      content: 'Votre demande « {{subject}} » a été acceptée.',
      contentWithoutSubject: 'Votre demande a été acceptée.',
    },
    request_rejected: {
      title: 'Demande refusée',
      content: 'Malheureusement, votre demande « {{subject}} » n’a pas pu être acceptée.',
      contentWithoutSubject: 'Malheureusement, votre demande n’a pas pu être acceptée.',
    },
    request_canceled: {
      title: 'Demande annulée',
      content: 'Votre demande « {{subject}} » a été annulée.',
      contentWithoutSubject: 'Votre demande a été annulée.',
    },
    request_reverted: {
      title: 'Demande rouverte',
      content:
        'Votre demande « {{subject}} » est de nouveau ouverte. Nous vous répondrons dès que possible.',
      contentWithoutSubject:
        'Votre demande est de nouveau ouverte. Nous vous répondrons dès que possible.',
    },
    registration_new: {
      title: 'Inscription reçue',
      content:
        'Merci pour votre inscription à « {{subject}} ». Vous recevrez un message dès qu’elle sera confirmée.',
      contentWithoutSubject:
        'Merci pour votre inscription. Vous recevrez un message dès qu’elle sera confirmée.',
    },
    registration_canceled: {
      title: 'Inscription annulée',
      content: 'Votre inscription à « {{subject}} » a été annulée.',
      contentWithoutSubject: 'Votre inscription a été annulée.',
    },
    registration_accepted: {
      title: 'Inscription confirmée',
      content: 'Votre inscription à « {{subject}} » est confirmée.',
      contentWithoutSubject: 'Votre inscription est confirmée.',
    },
    message_new: {
      title: 'Nouveau message',
      content: 'Vous avez un nouveau message concernant « {{subject}} ».',
      contentWithoutSubject: 'Vous avez un nouveau message.',
    },
  },
  hr: {
    request_new: {
      title: 'Zahtjev poslan',
      content: 'Vaš zahtjev „{{subject}}” je poslan. Javit ćemo Vam se što je prije moguće.',
      contentWithoutSubject: 'Vaš zahtjev je poslan. Javit ćemo Vam se što je prije moguće.',
    },
    request_accepted: {
      title: 'Zahtjev prihvaćen',
      content: 'Vaš zahtjev „{{subject}}” je prihvaćen.',
      contentWithoutSubject: 'Vaš zahtjev je prihvaćen.',
    },
    request_rejected: {
      title: 'Zahtjev odbijen',
      content: 'Nažalost, Vaš zahtjev „{{subject}}” nije mogao biti prihvaćen.',
      contentWithoutSubject: 'Nažalost, Vaš zahtjev nije mogao biti prihvaćen.',
    },
    request_canceled: {
      title: 'Zahtjev otkazan',
      content: 'Vaš zahtjev „{{subject}}” je otkazan.',
      contentWithoutSubject: 'Vaš zahtjev je otkazan.',
    },
    request_reverted: {
      title: 'Zahtjev ponovno otvoren',
      content:
        'Vaš zahtjev „{{subject}}” je ponovno otvoren. Javit ćemo Vam se što je prije moguće.',
      contentWithoutSubject:
        'Vaš zahtjev je ponovno otvoren. Javit ćemo Vam se što je prije moguće.',
    },
    registration_new: {
      title: 'Prijava primljena',
      content:
        'Hvala na prijavi za „{{subject}}”. Dobit ćete poruku čim Vaša prijava bude potvrđena.',
      contentWithoutSubject: 'Hvala na prijavi. Dobit ćete poruku čim bude potvrđena.',
    },
    registration_canceled: {
      title: 'Prijava otkazana',
      content: 'Vaša prijava za „{{subject}}” je otkazana.',
      contentWithoutSubject: 'Vaša prijava je otkazana.',
    },
    registration_accepted: {
      title: 'Prijava potvrđena',
      content: 'Vaša prijava za „{{subject}}” je potvrđena.',
      contentWithoutSubject: 'Vaša prijava je potvrđena.',
    },
    message_new: {
      title: 'Nova poruka',
      content: 'Imate novu poruku o „{{subject}}”.',
      contentWithoutSubject: 'Imate novu poruku.',
    },
  },
  it: {
    request_new: {
      title: 'Richiesta inviata',
      content:
        'La sua richiesta «{{subject}}» è stata inviata. Le risponderemo il prima possibile.',
      contentWithoutSubject:
        'La sua richiesta è stata inviata. Le risponderemo il prima possibile.',
    },
    request_accepted: {
      title: 'Richiesta accettata',
      content: 'La sua richiesta «{{subject}}» è stata accettata.',
      contentWithoutSubject: 'La sua richiesta è stata accettata.',
    },
    request_rejected: {
      title: 'Richiesta rifiutata',
      content: 'Purtroppo la sua richiesta «{{subject}}» non ha potuto essere accettata.',
      contentWithoutSubject: 'Purtroppo la sua richiesta non ha potuto essere accettata.',
    },
    request_canceled: {
      title: 'Richiesta annullata',
      content: 'La sua richiesta «{{subject}}» è stata annullata.',
      contentWithoutSubject: 'La sua richiesta è stata annullata.',
    },
    request_reverted: {
      title: 'Richiesta riaperta',
      content:
        'La sua richiesta «{{subject}}» è di nuovo aperta. Le risponderemo il prima possibile.',
      contentWithoutSubject:
        'La sua richiesta è di nuovo aperta. Le risponderemo il prima possibile.',
    },
    registration_new: {
      title: 'Iscrizione ricevuta',
      content:
        'Grazie per l’iscrizione a «{{subject}}». Riceverà un messaggio non appena sarà confermata.',
      contentWithoutSubject:
        'Grazie per l’iscrizione. Riceverà un messaggio non appena sarà confermata.',
    },
    registration_canceled: {
      title: 'Iscrizione annullata',
      content: 'La sua iscrizione a «{{subject}}» è stata annullata.',
      contentWithoutSubject: 'La sua iscrizione è stata annullata.',
    },
    registration_accepted: {
      title: 'Iscrizione confermata',
      content: 'La sua iscrizione a «{{subject}}» è confermata.',
      contentWithoutSubject: 'La sua iscrizione è confermata.',
    },
    message_new: {
      title: 'Nuovo messaggio',
      content: 'Ha un nuovo messaggio su «{{subject}}».',
      contentWithoutSubject: 'Ha un nuovo messaggio.',
    },
  },
  ru: {
    request_new: {
      title: 'Запрос отправлен',
      content: 'Ваш запрос «{{subject}}» отправлен. Мы ответим вам как можно скорее.',
      contentWithoutSubject: 'Ваш запрос отправлен. Мы ответим вам как можно скорее.',
    },
    request_accepted: {
      title: 'Запрос принят',
      content: 'Ваш запрос «{{subject}}» принят.',
      contentWithoutSubject: 'Ваш запрос принят.',
    },
    request_rejected: {
      title: 'Запрос отклонён',
      content: 'К сожалению, ваш запрос «{{subject}}» не может быть принят.',
      contentWithoutSubject: 'К сожалению, ваш запрос не может быть принят.',
    },
    request_canceled: {
      title: 'Запрос отменён',
      content: 'Ваш запрос «{{subject}}» отменён.',
      contentWithoutSubject: 'Ваш запрос отменён.',
    },
    request_reverted: {
      title: 'Запрос снова открыт',
      content: 'Ваш запрос «{{subject}}» снова открыт. Мы ответим вам как можно скорее.',
      contentWithoutSubject: 'Ваш запрос снова открыт. Мы ответим вам как можно скорее.',
    },
    registration_new: {
      title: 'Запись получена',
      content:
        'Спасибо за запись на «{{subject}}». Вы получите сообщение, как только запись будет подтверждена.',
      contentWithoutSubject:
        'Спасибо за запись. Вы получите сообщение, как только она будет подтверждена.',
    },
    registration_canceled: {
      title: 'Запись отменена',
      content: 'Ваша запись на «{{subject}}» отменена.',
      contentWithoutSubject: 'Ваша запись отменена.',
    },
    registration_accepted: {
      title: 'Запись подтверждена',
      content: 'Ваша запись на «{{subject}}» подтверждена.',
      contentWithoutSubject: 'Ваша запись подтверждена.',
    },
    message_new: {
      title: 'Новое сообщение',
      content: 'У вас новое сообщение о «{{subject}}».',
      contentWithoutSubject: 'У вас новое сообщение.',
    },
  },
};

/** The texts of the auto-generated messages in a language. */
export function autoMessageTexts(lang: Lang): Texts {
  return lang === 'en' ? (AUTO_MESSAGE_TEXTS as Texts) : TRANSLATIONS[lang];
}

/**
 * spec §3/§4: the auto-generated message of an event in the guest's
 * language — the type of {@link autoMessageFor}, the title and content
 * translated, the subject filled in (a blank subject counts as none).
 */
export function localizedAutoMessage(
  lang: Lang,
  event: AutoMessageEvent,
  subject?: string | null,
): { type: MessageType; title: string; content: string } {
  const english = autoMessageFor({ event, subject });
  const texts = autoMessageTexts(lang)[event];
  const trimmed = subject?.trim() ?? '';
  return {
    type: english.type,
    title: texts.title,
    content:
      trimmed === ''
        ? texts.contentWithoutSubject
        : texts.content.replace('{{subject}}', () => trimmed),
  };
}
