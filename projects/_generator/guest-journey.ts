/**
 * The demo hotels' guest journey (project_settings.guest_journey,
 * docs/journeys.md): an invitation to check in online three days before
 * arrival, a welcome on the arrival day with the app and the Wi-Fi, the
 * invoice and check-out the evening before departure, and a thank-you with
 * the feedback question the day after — in seven languages. The privacy
 * policy's section on these mails is here too.
 */
import type { L } from './localise.ts';
import type { Section } from './privacy-texts.ts';

export interface JourneyInput {
  /** The sender address of the hotel's mails. */
  sender: string;
  /** The hotel's public review page (offered to every guest after the stay). */
  reviewUrl: string;
  /** The guest Wi-Fi: network and password, as the arrival mail says them. */
  wifi: { network: string; password: string };
}

const SIGN: L = {
  de: 'Herzliche Grüße\nIhr Team von {hotel}',
  en: 'Warm regards\nYour team at {hotel}',
  es: 'Un cordial saludo\nEl equipo de {hotel}',
  fr: 'Bien cordialement\nL’équipe de {hotel}',
  hr: 'Srdačan pozdrav\nVaš tim {hotel}',
  it: 'Cordiali saluti\nIl team di {hotel}',
  ru: 'С наилучшими пожеланиями\nКоманда {hotel}',
};

const step = (
  id: string,
  anchor: 'arrival' | 'departure',
  offset_days: number,
  time: string,
  target: string,
  conditions: string[],
  subject: L,
  text: L,
) => ({
  id,
  anchor,
  offset_days,
  time,
  ...(conditions.length ? { conditions } : {}),
  target,
  subject,
  text: Object.fromEntries(
    Object.entries(text).map(([lang, t]) => [lang, `${t}\n\n${SIGN[lang as keyof L]}`]),
  ) as L,
});

export function guestJourney(input: JourneyInput) {
  const { network, password } = input.wifi;
  return {
    active: true,
    sender: { email: input.sender },
    review_url: input.reviewUrl,
    quiet_hours: { from: '21:00', to: '08:00' },
    steps: [
      step(
        'invite',
        'arrival',
        -3,
        '10:00',
        'checkin',
        ['checkin_not_done'],
        {
          de: 'Ihr Aufenthalt in {hotel}: Jetzt online einchecken',
          en: 'Your stay at {hotel}: check in online now',
          es: 'Su estancia en {hotel}: haga el check-in online ahora',
          fr: 'Votre séjour à {hotel} : faites votre check-in en ligne',
          hr: 'Vaš boravak u {hotel}: prijavite se online već sada',
          it: 'Il tuo soggiorno a {hotel}: fai ora il check-in online',
          ru: 'Ваше пребывание в {hotel}: пройдите онлайн-регистрацию',
        },
        {
          de: 'Liebe/r {first_name},\n\nwir freuen uns, Sie am {arrival} bei uns zu begrüßen. Sparen Sie sich die Zeit an der Rezeption: Checken Sie jetzt online ein – in zwei Minuten auf Ihrem Handy.\n\n{link}',
          en: 'Dear {first_name},\n\nwe look forward to welcoming you on {arrival}. Skip the wait at the front desk: check in online now – it takes two minutes on your phone.\n\n{link}',
          es: 'Estimado/a {first_name}:\n\nnos alegra recibirle el {arrival}. Evite esperas en recepción: haga ahora el check-in online, en dos minutos desde su móvil.\n\n{link}',
          fr: 'Bonjour {first_name},\n\nnous nous réjouissons de vous accueillir le {arrival}. Évitez l’attente à la réception : faites dès maintenant votre check-in en ligne, en deux minutes sur votre téléphone.\n\n{link}',
          hr: 'Poštovani/a {first_name},\n\nveselimo se vašem dolasku {arrival}. Izbjegnite čekanje na recepciji: prijavite se online već sada – za dvije minute na mobitelu.\n\n{link}',
          it: 'Gentile {first_name},\n\nnon vediamo l’ora di accoglierti il {arrival}. Evita l’attesa alla reception: fai ora il check-in online, in due minuti dal tuo telefono.\n\n{link}',
          ru: 'Здравствуйте, {first_name}!\n\nМы рады встретить вас {arrival}. Не тратьте время на стойке регистрации: пройдите онлайн-регистрацию сейчас — две минуты на телефоне.\n\n{link}',
        },
      ),
      step(
        'welcome',
        'arrival',
        0,
        '09:00',
        'reservation',
        [],
        {
          de: 'Willkommen in {hotel} – heute ist es so weit',
          en: 'Welcome to {hotel} – today is the day',
          es: 'Bienvenido/a a {hotel}: hoy es el día',
          fr: 'Bienvenue à {hotel} – c’est aujourd’hui',
          hr: 'Dobro došli u {hotel} – danas je dan',
          it: 'Benvenuto a {hotel}: oggi è il giorno',
          ru: 'Добро пожаловать в {hotel} — сегодня тот самый день',
        },
        {
          de: `Liebe/r {first_name},\n\nheute reisen Sie an – Ihr Zimmer {room} ist ab 15 Uhr für Sie bereit. In unserer App finden Sie alles für Ihren Aufenthalt: Programm, Ausflüge, Wetter und Ihre Reservierung.\n\n{link}\n\nWLAN: „${network}“, Passwort „${password}“.`,
          en: `Dear {first_name},\n\ntoday is your arrival – your room {room} is ready for you from 3 pm. Our app has everything for your stay: programme, outings, weather and your reservation.\n\n{link}\n\nWi-Fi: “${network}”, password “${password}”.`,
          es: `Estimado/a {first_name}:\n\nhoy llega: su habitación {room} estará lista a partir de las 15:00. En nuestra app encontrará todo para su estancia: programa, excursiones, tiempo y su reserva.\n\n{link}\n\nWi-Fi: «${network}», contraseña «${password}».`,
          fr: `Bonjour {first_name},\n\nc’est le jour de votre arrivée : votre chambre {room} est prête à partir de 15 h. Notre application réunit tout pour votre séjour : programme, excursions, météo et votre réservation.\n\n{link}\n\nWi-Fi : « ${network} », mot de passe « ${password} ».`,
          hr: `Poštovani/a {first_name},\n\ndanas dolazite – vaša soba {room} spremna je od 15 sati. U našoj aplikaciji je sve za vaš boravak: program, izleti, vrijeme i vaša rezervacija.\n\n{link}\n\nWi-Fi: „${network}”, lozinka „${password}”.`,
          it: `Gentile {first_name},\n\noggi arrivi: la tua camera {room} è pronta dalle 15. Nella nostra app trovi tutto per il soggiorno: programma, escursioni, meteo e la tua prenotazione.\n\n{link}\n\nWi-Fi: «${network}», password «${password}».`,
          ru: `Здравствуйте, {first_name}!\n\nСегодня день вашего приезда — номер {room} готов с 15:00. В нашем приложении есть всё для вашего пребывания: программа, экскурсии, погода и ваше бронирование.\n\n{link}\n\nWi-Fi: «${network}», пароль «${password}».`,
        },
      ),
      step(
        'departure',
        'departure',
        -1,
        '18:00',
        'invoices',
        ['checkout_not_done'],
        {
          de: 'Ihre Abreise morgen: Rechnung und Check-out',
          en: 'Your departure tomorrow: invoice and check-out',
          es: 'Su salida mañana: factura y check-out',
          fr: 'Votre départ demain : facture et check-out',
          hr: 'Vaš odlazak sutra: račun i odjava',
          it: 'La tua partenza domani: fattura e check-out',
          ru: 'Ваш отъезд завтра: счёт и выезд',
        },
        {
          de: 'Liebe/r {first_name},\n\nmorgen, am {departure}, reisen Sie ab. Ihre Rechnung können Sie schon jetzt in der App ansehen und bezahlen und danach online auschecken – ohne Warten an der Rezeption.\n\n{link}',
          en: 'Dear {first_name},\n\nyou leave us tomorrow, {departure}. You can already view and pay your invoice in the app and then check out online – no queue at the front desk.\n\n{link}',
          es: 'Estimado/a {first_name}:\n\nmañana, {departure}, es su salida. Ya puede ver y pagar su factura en la app y después hacer el check-out online, sin esperas en recepción.\n\n{link}',
          fr: 'Bonjour {first_name},\n\nvous nous quittez demain, le {departure}. Vous pouvez dès maintenant consulter et régler votre facture dans l’application, puis faire votre check-out en ligne – sans attente à la réception.\n\n{link}',
          hr: 'Poštovani/a {first_name},\n\nsutra, {departure}, odlazite. Račun već sada možete pregledati i platiti u aplikaciji, a zatim se odjaviti online – bez čekanja na recepciji.\n\n{link}',
          it: 'Gentile {first_name},\n\ndomani, {departure}, è il giorno della partenza. Puoi già vedere e pagare la fattura nell’app e poi fare il check-out online, senza attese alla reception.\n\n{link}',
          ru: 'Здравствуйте, {first_name}!\n\nЗавтра, {departure}, ваш отъезд. Уже сейчас вы можете посмотреть и оплатить счёт в приложении, а затем выехать онлайн — без очереди на стойке.\n\n{link}',
        },
      ),
      step(
        'thanks',
        'departure',
        1,
        '11:00',
        'feedback',
        [],
        {
          de: 'Danke für Ihren Besuch in {hotel}',
          en: 'Thank you for staying at {hotel}',
          es: 'Gracias por alojarse en {hotel}',
          fr: 'Merci pour votre séjour à {hotel}',
          hr: 'Hvala što ste boravili u {hotel}',
          it: 'Grazie per aver soggiornato a {hotel}',
          ru: 'Спасибо, что остановились в {hotel}',
        },
        {
          de: 'Liebe/r {first_name},\n\nvielen Dank für Ihren Aufenthalt. Wie war es? Eine Frage, eine Minute:\n\n{link}\n\nWir freuen uns, Sie wieder bei uns zu begrüßen.',
          en: 'Dear {first_name},\n\nthank you for your stay. How was it? One question, one minute:\n\n{link}\n\nWe hope to welcome you again.',
          es: 'Estimado/a {first_name}:\n\nmuchas gracias por su estancia. ¿Qué tal fue? Una pregunta, un minuto:\n\n{link}\n\nEsperamos volver a recibirle.',
          fr: 'Bonjour {first_name},\n\nmerci pour votre séjour. Comment s’est-il passé ? Une question, une minute :\n\n{link}\n\nAu plaisir de vous accueillir à nouveau.',
          hr: 'Poštovani/a {first_name},\n\nhvala vam na boravku. Kako je bilo? Jedno pitanje, jedna minuta:\n\n{link}\n\nRadujemo se vašem ponovnom dolasku.',
          it: 'Gentile {first_name},\n\ngrazie per il tuo soggiorno. Com’è andata? Una domanda, un minuto:\n\n{link}\n\nSperiamo di accoglierti di nuovo.',
          ru: 'Здравствуйте, {first_name}!\n\nСпасибо за ваше пребывание. Как всё прошло? Один вопрос, одна минута:\n\n{link}\n\nБудем рады видеть вас снова.',
        },
      ),
    ],
  };
}

/** The privacy policy's section on the journey mails and the feedback. */
export const JOURNEY_MAILS: Section = {
  heading: {
    de: 'E-Mails zu Ihrem Aufenthalt und Ihre Rückmeldung',
    en: 'E-mails about your stay and your feedback',
    es: 'Correos sobre su estancia y su opinión',
    fr: 'E-mails concernant votre séjour et votre avis',
    hr: 'E-poruke o vašem boravku i vaša povratna informacija',
    it: 'E-mail sul soggiorno e il tuo feedback',
    ru: 'Письма о вашем пребывании и ваш отзыв',
  },
  body: [
    {
      de: 'Wenn Ihre Reservierung eine E-Mail-Adresse enthält, senden wir Ihnen wenige Nachrichten zu Ihrem Aufenthalt: die Einladung zum Online-Check-in, einen Willkommensgruß am Anreisetag, Rechnung und Check-out vor der Abreise und einen Dank mit einer Frage nach Ihrer Zufriedenheit. Dafür verwenden wir Vorname, Name, Aufenthaltsdaten, Zimmernummer und Sprache Ihrer Reservierung (Rechtsgrundlage: Erfüllung des Beherbergungsvertrags und unser berechtigtes Interesse, Art. 6 Abs. 1 lit. b und f DSGVO). Jede Nachricht enthält einen persönlichen Link, der Sie bis zwei Wochen nach Ihrem Aufenthalt in der App anmeldet, und einen Link, mit dem Sie diese E-Mails jederzeit abbestellen.',
      en: 'If your reservation has an e-mail address, we send you a few messages about your stay: the invitation to check in online, a welcome on the arrival day, the invoice and check-out before departure, and a thank-you with one question about your satisfaction. For them we use the first name, name, dates, room number and language of your reservation (legal basis: performance of the accommodation contract and our legitimate interest, Art. 6(1)(b) and (f) GDPR). Every message has a personal link that logs you in to the app until two weeks after your stay, and a link to unsubscribe from these e-mails at any time.',
      es: 'Si su reserva incluye una dirección de correo, le enviamos unos pocos mensajes sobre su estancia: la invitación al check-in online, una bienvenida el día de llegada, la factura y el check-out antes de la salida y un agradecimiento con una pregunta sobre su satisfacción. Para ello usamos el nombre, los apellidos, las fechas, el número de habitación y el idioma de su reserva (base jurídica: ejecución del contrato de alojamiento y nuestro interés legítimo, art. 6.1.b y f RGPD). Cada mensaje contiene un enlace personal que le da acceso a la app hasta dos semanas después de su estancia y un enlace para darse de baja de estos correos en cualquier momento.',
      fr: 'Si votre réservation comporte une adresse e-mail, nous vous envoyons quelques messages concernant votre séjour : l’invitation au check-in en ligne, un mot de bienvenue le jour de l’arrivée, la facture et le check-out avant le départ, et un remerciement avec une question sur votre satisfaction. Nous utilisons pour cela le prénom, le nom, les dates, le numéro de chambre et la langue de votre réservation (base juridique : exécution du contrat d’hébergement et notre intérêt légitime, art. 6, par. 1, points b et f, du RGPD). Chaque message contient un lien personnel qui vous connecte à l’application jusqu’à deux semaines après votre séjour, et un lien pour vous désabonner de ces e-mails à tout moment.',
      hr: 'Ako vaša rezervacija sadrži adresu e-pošte, šaljemo vam nekoliko poruka o boravku: poziv na online prijavu, dobrodošlicu na dan dolaska, račun i odjavu prije odlaska te zahvalu s jednim pitanjem o zadovoljstvu. Za to koristimo ime, prezime, datume, broj sobe i jezik vaše rezervacije (pravna osnova: izvršenje ugovora o smještaju i naš legitimni interes, čl. 6. st. 1. t. (b) i (f) OUZP-a). Svaka poruka sadrži osobnu poveznicu koja vas prijavljuje u aplikaciju do dva tjedna nakon boravka i poveznicu za odjavu s ovih e-poruka u bilo kojem trenutku.',
      it: 'Se la tua prenotazione contiene un indirizzo e-mail, ti inviamo pochi messaggi sul soggiorno: l’invito al check-in online, un benvenuto il giorno dell’arrivo, fattura e check-out prima della partenza e un ringraziamento con una domanda sulla tua soddisfazione. A tal fine usiamo nome, cognome, date, numero di camera e lingua della prenotazione (base giuridica: esecuzione del contratto di alloggio e nostro legittimo interesse, art. 6, par. 1, lett. b e f GDPR). Ogni messaggio contiene un link personale che ti fa accedere all’app fino a due settimane dopo il soggiorno e un link per annullare l’iscrizione a queste e-mail in qualsiasi momento.',
      ru: 'Если в вашем бронировании указан адрес электронной почты, мы отправляем вам несколько писем о пребывании: приглашение пройти онлайн-регистрацию, приветствие в день заезда, счёт и выезд перед отъездом и благодарность с одним вопросом о вашей удовлетворённости. Для этого мы используем имя, фамилию, даты, номер комнаты и язык вашего бронирования (правовое основание: исполнение договора о размещении и наш законный интерес, ст. 6(1)(b) и (f) GDPR). В каждом письме есть личная ссылка, которая входит в приложение до двух недель после пребывания, и ссылка, чтобы в любой момент отписаться от этих писем.',
    },
    {
      de: 'Ihre Antwort auf die Frage nach dem Aufenthalt (0–10 und ein freiwilliger Kommentar) sehen nur die Mitarbeiter des Hauses; sie wird mit den Daten Ihres Aufenthalts gelöscht. Von den E-Mails speichern wir nur, welche Nachricht wann gesendet wurde, nicht ihren Text; dieses Protokoll löschen wir 180 Tage nach Ihrer Abreise. Den Link zu unserer öffentlichen Bewertungsseite bieten wir allen Gästen an, unabhängig von ihrer Antwort.',
      en: 'Your answer to the question after the stay (0–10 and an optional comment) is seen only by the hotel’s staff and is deleted with your stay’s data. Of the e-mails we keep only which message was sent when, not their text; we delete this log 180 days after your departure. We offer the link to our public review page to every guest, whatever their answer.',
      es: 'Su respuesta a la pregunta tras la estancia (de 0 a 10 y un comentario voluntario) solo la ve el personal del hotel y se borra con los datos de su estancia. De los correos guardamos solo qué mensaje se envió y cuándo, no su texto; borramos este registro 180 días después de su salida. El enlace a nuestra página pública de opiniones lo ofrecemos a todos los huéspedes, sea cual sea su respuesta.',
      fr: 'Votre réponse à la question après le séjour (de 0 à 10 et un commentaire facultatif) n’est visible que par le personnel de l’établissement et est supprimée avec les données de votre séjour. Des e-mails, nous ne conservons que le message envoyé et sa date, pas son texte ; nous supprimons ce journal 180 jours après votre départ. Nous proposons le lien vers notre page d’avis publique à tous les clients, quelle que soit leur réponse.',
      hr: 'Vaš odgovor na pitanje nakon boravka (0–10 i neobavezan komentar) vide samo zaposlenici hotela i briše se zajedno s podacima o boravku. Od e-poruka čuvamo samo koja je poruka poslana i kada, ne njezin tekst; taj zapis brišemo 180 dana nakon vašeg odlaska. Poveznicu na našu javnu stranicu s recenzijama nudimo svim gostima, bez obzira na odgovor.',
      it: 'La tua risposta alla domanda dopo il soggiorno (da 0 a 10 e un commento facoltativo) è visibile solo al personale della struttura e viene cancellata con i dati del soggiorno. Delle e-mail conserviamo solo quale messaggio è stato inviato e quando, non il testo; cancelliamo questo registro 180 giorni dopo la partenza. Offriamo il link alla nostra pagina pubblica delle recensioni a tutti gli ospiti, qualunque sia la risposta.',
      ru: 'Ваш ответ на вопрос после пребывания (от 0 до 10 и необязательный комментарий) видят только сотрудники отеля; он удаляется вместе с данными о пребывании. О письмах мы храним только, какое сообщение и когда было отправлено, но не их текст; этот журнал удаляется через 180 дней после отъезда. Ссылку на нашу публичную страницу отзывов мы предлагаем всем гостям, независимо от ответа.',
    },
  ],
};
