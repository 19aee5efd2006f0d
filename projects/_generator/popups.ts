/** The standard custom popups of spec §2, shared by the hotels. */
import type { L, Loc } from './localise.ts';
import type { CustomPopup } from './model-types.ts';

type Source<T> = Loc<T>;

/** spec §2 popup "initial stay": asks for the stay dates. */
export function initialStayPopup(id: string): Source<CustomPopup> {
  return {
    type: 'initial_stay',
    id,
    title: {
      de: 'Wann dürfen wir Sie begrüßen?',
      en: 'When are you staying with us?',
      es: '¿Cuándo se aloja con nosotros?',
      fr: 'Quand séjournez-vous chez nous ?',
      hr: 'Kada boravite kod nas?',
      it: 'Quando soggiornate da noi?',
      ru: 'Когда вы у нас остановитесь?',
    },
    description: {
      de: 'Verraten Sie uns Ihre An- und Abreise – dann zeigen wir Ihnen Ihren persönlichen Tagesplan und die passenden Angebote für Ihren Aufenthalt.',
      en: 'Tell us your arrival and departure dates and we will show you your personal day plan and the offers that suit your stay.',
      es: 'Indíquenos sus fechas de llegada y salida y le mostraremos su plan diario personal y las ofertas adecuadas para su estancia.',
      fr: 'Indiquez-nous vos dates d’arrivée et de départ : nous vous montrerons votre programme personnel et les offres adaptées à votre séjour.',
      hr: 'Recite nam datum dolaska i odlaska, a mi ćemo vam pokazati vaš osobni dnevni plan i ponude prilagođene vašem boravku.',
      it: 'Indicateci le date di arrivo e di partenza: vi mostreremo il vostro programma personale e le offerte più adatte al vostro soggiorno.',
      ru: 'Укажите даты заезда и выезда — и мы покажем ваш личный план на день и предложения, подходящие для вашего отдыха.',
    },
    profileHint: {
      de: 'Ihre Aufenthaltsdaten können Sie jederzeit im Profil ändern.',
      en: 'You can change your stay dates at any time in your profile.',
      es: 'Puede cambiar las fechas de su estancia en cualquier momento en su perfil.',
      fr: 'Vous pouvez modifier les dates de votre séjour à tout moment dans votre profil.',
      hr: 'Datume boravka možete u bilo kojem trenutku promijeniti u profilu.',
      it: 'Potete modificare le date del soggiorno in qualsiasi momento nel vostro profilo.',
      ru: 'Даты пребывания можно в любой момент изменить в профиле.',
    },
    blocking: false,
    ask_again_if_stay_expired_before_days: 7,
    ask_again_if_no_stay_data_after_hours: 48,
  };
}

/** spec §2 popup "add to homescreen" (delay capped at 3 by spec §9). */
export function addToHomescreenPopup(id: string): Source<CustomPopup> {
  return {
    type: 'add_to_homescreen',
    id,
    title: {
      de: 'Die App auf Ihren Startbildschirm',
      en: 'Add the app to your home screen',
      es: 'Añada la app a su pantalla de inicio',
      fr: 'Ajoutez l’app à votre écran d’accueil',
      hr: 'Dodajte aplikaciju na početni zaslon',
      it: 'Aggiungete l’app alla schermata Home',
      ru: 'Добавьте приложение на главный экран',
    },
    description: {
      de: 'So haben Sie alle Infos zu Ihrem Urlaub mit einem Fingertipp zur Hand – auch ohne Internetverbindung.',
      en: 'That way everything about your holiday is just one tap away – even without an internet connection.',
      es: 'Así tendrá toda la información de sus vacaciones a un solo toque, incluso sin conexión a internet.',
      fr: 'Ainsi, toutes les infos de vos vacances sont à portée de doigt, même sans connexion internet.',
      hr: 'Tako su vam sve informacije o odmoru dostupne jednim dodirom – čak i bez internetske veze.',
      it: 'Così avrete tutte le informazioni sulla vostra vacanza a portata di tocco, anche senza connessione internet.',
      ru: 'Так вся информация о вашем отпуске будет под рукой в одно касание — даже без подключения к интернету.',
    },
    delay: 3,
  };
}

/** spec §2 popup "enable notifications" (only shown when push is active). */
export function enableNotificationsPopup(id: string): Source<CustomPopup> {
  return {
    type: 'enable_notifications',
    id,
    title: {
      de: 'Nichts mehr verpassen',
      en: 'Never miss a thing',
      es: 'No se pierda nada',
      fr: 'Ne manquez rien',
      hr: 'Ne propustite ništa',
      it: 'Non perdetevi nulla',
      ru: 'Ничего не пропустите',
    },
    description: {
      de: 'Erlauben Sie Mitteilungen, und wir sagen Ihnen Bescheid, wenn Ihre Anfrage bestätigt ist, das Wetter umschlägt oder eine kleine Überraschung auf Sie wartet.',
      en: 'Allow notifications and we will let you know when your request is confirmed, the weather changes or a little surprise is waiting for you.',
      es: 'Permita las notificaciones y le avisaremos cuando se confirme su solicitud, cambie el tiempo o le espere una pequeña sorpresa.',
      fr: 'Autorisez les notifications et nous vous préviendrons dès que votre demande est confirmée, que la météo change ou qu’une petite surprise vous attend.',
      hr: 'Dopustite obavijesti i javit ćemo vam kada vaš zahtjev bude potvrđen, kada se vrijeme promijeni ili kada vas čeka malo iznenađenje.',
      it: 'Consentite le notifiche e vi avviseremo quando la vostra richiesta sarà confermata, quando cambierà il tempo o quando vi aspetta una piccola sorpresa.',
      ru: 'Разрешите уведомления, и мы сообщим вам, когда ваш запрос будет подтверждён, изменится погода или вас будет ждать небольшой сюрприз.',
    },
    ask_again_if_not_enabled_after_hours: 72,
  };
}

/** Link title of a special-offer popup. */
export const VIEW_OFFER: L = {
  de: 'Zum Angebot',
  en: 'View offer',
  es: 'Ver la oferta',
  fr: 'Voir l’offre',
  hr: 'Pogledajte ponudu',
  it: 'Scopri l’offerta',
  ru: 'К предложению',
};
