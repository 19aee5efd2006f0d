/** The cookie list of spec §3, shared by every demo project. */
import { each, type L, type Loc } from './localise.ts';
import type { Cookie } from './model-types.ts';

type Source<T> = Loc<T>;

const COOKIE_TEXTS = {
  main_app: {
    title: {
      de: 'Technisch notwendig',
      en: 'Strictly necessary',
      es: 'Estrictamente necesarias',
      fr: 'Strictement nécessaires',
      hr: 'Nužno potrebni',
      it: 'Strettamente necessari',
      ru: 'Технически необходимые',
    },
    description: {
      de: 'Speichert Ihre Sprache, Ihre Favoriten und diese Cookie-Auswahl auf Ihrem Gerät. Ohne diese Daten funktioniert die App nicht.',
      en: 'Stores your language, your favourites and this cookie choice on your device. The app cannot work without this data.',
      es: 'Guarda su idioma, sus favoritos y esta selección de cookies en su dispositivo. Sin estos datos la aplicación no funciona.',
      fr: 'Enregistre votre langue, vos favoris et ce choix de cookies sur votre appareil. Sans ces données, l’application ne peut pas fonctionner.',
      hr: 'Sprema vaš jezik, vaše favorite i ovaj odabir kolačića na vašem uređaju. Bez tih podataka aplikacija ne može raditi.',
      it: 'Memorizza la lingua, i preferiti e questa scelta sui cookie sul vostro dispositivo. Senza questi dati l’app non funziona.',
      ru: 'Сохраняют на вашем устройстве язык, избранное и этот выбор файлов cookie. Без этих данных приложение не работает.',
    },
  },
  main_chatbot: {
    title: {
      de: 'Digitaler Concierge',
      en: 'Digital concierge',
      es: 'Conserje digital',
      fr: 'Concierge numérique',
      hr: 'Digitalni concierge',
      it: 'Concierge digitale',
      ru: 'Цифровой консьерж',
    },
    description: {
      de: 'Ermöglicht den Chat mit unserem digitalen Concierge. Ihre Fragen bleiben auf Ihrem Gerät, außer Sie senden sie dem Team.',
      en: 'Enables the chat with our digital concierge. Your questions stay on your device unless you send them to the team.',
      es: 'Permite chatear con nuestro conserje digital. Sus preguntas se quedan en su dispositivo, salvo que las envíe al equipo.',
      fr: 'Permet de discuter avec notre concierge numérique. Vos questions restent sur votre appareil, sauf si vous les envoyez à l’équipe.',
      hr: 'Omogućuje razgovor s našim digitalnim conciergeom. Vaša pitanja ostaju na vašem uređaju, osim ako ih pošaljete timu.',
      it: 'Permette di chattare con il nostro concierge digitale. Le vostre domande restano sul vostro dispositivo, a meno che non le inviate al team.',
      ru: 'Позволяет общаться с нашим цифровым консьержем. Ваши вопросы остаются на вашем устройстве, если вы не отправите их команде.',
    },
  },
  staylytics: {
    title: {
      de: 'Statistik',
      en: 'Statistics',
      es: 'Estadísticas',
      fr: 'Statistiques',
      hr: 'Statistika',
      it: 'Statistiche',
      ru: 'Статистика',
    },
    description: {
      de: 'Anonyme Nutzungsstatistik, mit der wir die App verbessern. Es werden keine Daten an Dritte weitergegeben.',
      en: 'Anonymous usage statistics that help us improve the app. No data is passed on to third parties.',
      es: 'Estadísticas de uso anónimas que nos ayudan a mejorar la aplicación. No se transmiten datos a terceros.',
      fr: 'Statistiques d’utilisation anonymes qui nous aident à améliorer l’application. Aucune donnée n’est transmise à des tiers.',
      hr: 'Anonimna statistika korištenja koja nam pomaže poboljšati aplikaciju. Podaci se ne prosljeđuju trećim stranama.',
      it: 'Statistiche d’uso anonime che ci aiutano a migliorare l’app. Nessun dato viene trasmesso a terzi.',
      ru: 'Анонимная статистика использования, которая помогает нам улучшать приложение. Данные третьим лицам не передаются.',
    },
  },
} satisfies Record<string, { title: L; description: L }>;

/** Description of blockable third-party content: what it shows and who receives data. */
function thirdParty(shows: L, recipient: string): L {
  return each((l) => {
    const s = shows[l];
    switch (l) {
      case 'de':
        return `${s} Dabei werden Daten an ${recipient} übertragen.`;
      case 'en':
        return `${s} Data is transferred to ${recipient} when they load.`;
      case 'es':
        return `${s} Al cargarlos se transmiten datos a ${recipient}.`;
      case 'fr':
        return `${s} Des données sont alors transmises à ${recipient}.`;
      case 'hr':
        return `${s} Pritom se podaci prenose tvrtki ${recipient}.`;
      case 'it':
        return `${s} Durante il caricamento vengono trasmessi dati a ${recipient}.`;
      case 'ru':
        return `${s} При этом данные передаются компании ${recipient}.`;
    }
  });
}

const SHOWS_MAPS: L = {
  de: 'Zeigt eingebettete Karten von Google Maps.',
  en: 'Shows embedded maps from Google Maps.',
  es: 'Muestra mapas integrados de Google Maps.',
  fr: 'Affiche des cartes Google Maps intégrées.',
  hr: 'Prikazuje ugrađene karte s Google Mapsa.',
  it: 'Mostra mappe incorporate di Google Maps.',
  ru: 'Показывает встроенные карты Google Maps.',
};
const SHOWS_INSTAGRAM: L = {
  de: 'Zeigt Fotos und Beiträge von Instagram.',
  en: 'Shows photos and posts from Instagram.',
  es: 'Muestra fotos y publicaciones de Instagram.',
  fr: 'Affiche des photos et publications d’Instagram.',
  hr: 'Prikazuje fotografije i objave s Instagrama.',
  it: 'Mostra foto e post di Instagram.',
  ru: 'Показывает фотографии и публикации из Instagram.',
};
const SHOWS_YOUTUBE: L = {
  de: 'Spielt eingebettete Videos von YouTube ab.',
  en: 'Plays embedded videos from YouTube.',
  es: 'Reproduce vídeos integrados de YouTube.',
  fr: 'Lit des vidéos YouTube intégrées.',
  hr: 'Reproducira ugrađene videozapise s YouTubea.',
  it: 'Riproduce video incorporati di YouTube.',
  ru: 'Воспроизводит встроенные видео с YouTube.',
};
const SHOWS_VIMEO: L = {
  de: 'Spielt eingebettete Videos von Vimeo ab.',
  en: 'Plays embedded videos from Vimeo.',
  es: 'Reproduce vídeos integrados de Vimeo.',
  fr: 'Lit des vidéos Vimeo intégrées.',
  hr: 'Reproducira ugrađene videozapise s Vimea.',
  it: 'Riproduce video incorporati di Vimeo.',
  ru: 'Воспроизводит встроенные видео с Vimeo.',
};

/**
 * The cookie list of spec §3: main_app (and main_chatbot where a chatbot
 * exists) essential, staylytics stats, the embeds marketing.
 */
export function cookies(options: { chatbot: boolean }): Source<Cookie>[] {
  const list: Source<Cookie>[] = [
    { id: 'main_app', ...COOKIE_TEXTS.main_app, essential: true, category: 'essential' },
  ];
  if (options.chatbot) {
    list.push({
      id: 'main_chatbot',
      ...COOKIE_TEXTS.main_chatbot,
      essential: true,
      category: 'essential',
    });
  }
  list.push(
    { id: 'staylytics', ...COOKIE_TEXTS.staylytics, essential: false, category: 'stats' },
    {
      id: 'google_maps',
      title: 'Google Maps',
      description: thirdParty(SHOWS_MAPS, 'Google'),
      essential: false,
      category: 'marketing',
    },
    {
      id: 'instagram',
      title: 'Instagram',
      description: thirdParty(SHOWS_INSTAGRAM, 'Meta'),
      essential: false,
      category: 'marketing',
    },
    {
      id: 'youtube',
      title: 'YouTube',
      description: thirdParty(SHOWS_YOUTUBE, 'Google'),
      essential: false,
      category: 'marketing',
    },
    {
      id: 'vimeo',
      title: 'Vimeo',
      description: thirdParty(SHOWS_VIMEO, 'Vimeo'),
      essential: false,
      category: 'marketing',
    },
  );
  return list;
}
