/** Hotel Alpenrose — product `app`: chatbot, mobile tabs, messaging, PMS login, push. */
import { CONTACT, WEATHER } from '../../labels.ts';
import { HOTEL_REQUEST_FORMS } from '../../guest-services.ts';
import type { ProjectSource } from '../../project-source.ts';
import { cookies } from '../../cookies.ts';
import { IMPRINT, impressum } from '../../imprint.ts';
import { privacyPolicy } from '../../privacy.ts';
import {
  addToHomescreenPopup,
  enableNotificationsPopup,
  initialStayPopup,
  VIEW_OFFER,
} from '../../popups.ts';
import {
  menuRoute,
  osmMap,
  PLAN_LABEL,
  ROUTE_PLANNER_LINK,
  DEMO_CHECKIN_INTEGRATION,
  HOTEL_MENU,
} from '../../shared.ts';
import { pictogram } from '../../svg/icons.ts';
import { alpenroseIcon, alpenroseLogo } from '../../svg/logos.ts';
import { ALPENROSE as P } from '../../svg/palette.ts';
import { facade, landscape } from '../../svg/scenes.ts';
import { hiking, HIKING_TAB } from './hiking.ts';
import {
  hotel,
  KIDS_CLUB_TITLE,
  RESTAURANT_TITLE,
  SPA_DAYS_PRICE,
  SPA_DAYS_TITLE,
  SPA_TITLE,
} from './hotel.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, ID, img } from './place.ts';
import { directory } from './directory.ts';
import { COOKING_TITLE, programme, PROGRAMME_TITLE, SNOWSHOE_TITLE } from './programme.ts';
import { shop } from './shop.ts';
import { CABLE_CAR_TITLE, region } from './region.ts';

const PHONE = '+43 5285 61234';
const EMAIL = 'info@alpenrose.example';
/** The hotel's VAT id: in the imprint and on every invoice (project_settings.invoicing). */
const VAT_ID = 'ATU12345678';

/** The hotels' menu, and the shop beside the guest services. */
const ALPENROSE_MENU = [...HOTEL_MENU, menuRoute('shop', '/shop', 'shop')];

const media = {
  'welcome.svg': landscape(P, 'Hotel Alpenrose im Tal von Lärchwald', { seed: 3, chalet: true }),
  'facade.svg': facade(P, 'Hotel Alpenrose', 'HOTEL ALPENROSE', 11),
  'logo.svg': alpenroseLogo(P),
  'icon.svg': alpenroseIcon(P),
  'lake.svg': landscape(P, 'Lärchsee', { seed: 8, lake: true }),
  'hike.svg': pictogram(P, 'hike', 'Wandern'),
  'summit.svg': pictogram(P, 'summit', 'Gipfeltour', 0.25),
  'winter.svg': pictogram(P, 'winter', 'Winter', 0.5),
  'spa.svg': pictogram(P, 'spa', 'Spa', 0.35),
  'offer.svg': pictogram(P, 'star', 'Angebot', 0.6),
  'family.svg': pictogram(P, 'family', 'Familie', 0.15),
  'food.svg': pictogram(P, 'food', 'Kulinarik', 0.3),
  'cablecar.svg': pictogram(P, 'cablecar', 'Bergbahn', 0.1),
  'culture.svg': pictogram(P, 'culture', 'Kultur', 0.45),
  'swim.svg': pictogram(P, 'swim', 'Baden', 0.2),
  'bar.svg': pictogram(P, 'bar', 'Kaminbar', 0.4),
  'kids.svg': pictogram(P, 'kite', 'Kinderclub', 0.2),
  'torch.svg': pictogram(P, 'torch', 'Fackelwanderung', 0.55),
  'wine.svg': pictogram(P, 'wine', 'Weinverkostung', 0.05),
  'cooking.svg': pictogram(P, 'cooking', 'Kochkurs', 0.3),
  'yoga.svg': pictogram(P, 'sunrise', 'Morgenyoga', 0.45),
  'calendar.svg': pictogram(P, 'calendar', 'Wochenprogramm', 0.2),
  'info.svg': pictogram(P, 'info', 'Gästemappe', 0.1),
  'health.svg': pictogram(P, 'health', 'Gesundheit', 0.5),
  'clock.svg': pictogram(P, 'clock', 'Check-out', 0.3),
  'plug.svg': pictogram(P, 'plug', 'E-Ladestation', 0.15),
  'card.svg': pictogram(P, 'card', 'Gästekarte', 0.6),
  'paw.svg': pictogram(P, 'paw', 'Haustiere', 0.25),
  'bed.svg': pictogram(P, 'bed', 'Kinderbett', 0.45),
  'moon.svg': pictogram(P, 'moon', 'Nachtruhe', 0.1),
  'parking.svg': pictogram(P, 'parking', 'Parken', 0.35),
  'bell.svg': pictogram(P, 'bell', 'Rezeption', 0.2),
  'key.svg': pictogram(P, 'key', 'Safe', 0.5),
  'bus.svg': pictogram(P, 'bus', 'Skibus', 0.3),
  'hanger.svg': pictogram(P, 'hanger', 'Wäscheservice', 0.4),
  'wifi.svg': pictogram(P, 'wifi', 'WLAN', 0.05),
  'fitness.svg': pictogram(P, 'fitness', 'Fitnessraum', 0.35),
  'book.svg': pictogram(P, 'book', 'Bibliothek', 0.5),
  'ski.svg': pictogram(P, 'skier', 'Skifahren', 0.25),
  'hut.svg': pictogram(P, 'hut', 'Berghütte', 0.15),
  'pizza.svg': pictogram(P, 'pizza', 'Pizzeria', 0.55),
  'climb.svg': pictogram(P, 'climb', 'Kletterhalle', 0.4),
  'film.svg': pictogram(P, 'film', 'Kino', 0.2),
  'sled.svg': pictogram(P, 'sled', 'Rodeln', 0.3),
  'waterfall.svg': pictogram(P, 'waterfall', 'Wasserfall', 0.1),
  'bread.svg': pictogram(P, 'bread', 'Brot', 0.45),
  'bike.svg': pictogram(P, 'bike', 'Radfahren', 0.2),
  // The shop's products (shop.ts).
  'coffee.svg': pictogram(P, 'coffee', 'Frühstück', 0.15),
  'cheese.svg': pictogram(P, 'cheese', 'Käse', 0.4),
  'cake.svg': pictogram(P, 'cake', 'Apfelstrudel', 0.55),
  'basket.svg': pictogram(P, 'basket', 'Picknickkorb', 0.25),
  'gift.svg': pictogram(P, 'gift', 'Gutschein', 0.6),
  'robe.svg': pictogram(P, 'robe', 'Bademantel', 0.35),
  'jar.svg': pictogram(P, 'jar', 'Honig', 0.1),
  'bottle.svg': pictogram(P, 'bottle', 'Zirbenschnaps', 0.5),
};

export const alpenrose: ProjectSource = {
  id: ID,
  product: 'app',
  media,
  model: {
    name: 'Hotel Alpenrose',
    branding: {
      favicon: img('icon.svg'),
      color_scheme: '#8c1c3a',
      color_scheme_secondary: '#fbf0f3',
      show_link_to_website: true,
      logo_link_to_website: true,
    },
    welcome: {
      top: {
        logo: img('logo.svg'),
        welcome_image: img('welcome.svg'),
        greeting: {
          de: 'Willkommen im Hotel Alpenrose',
          en: 'Welcome to Hotel Alpenrose',
          es: 'Bienvenidos al Hotel Alpenrose',
          fr: 'Bienvenue à l’Hotel Alpenrose',
          hr: 'Dobro došli u Hotel Alpenrose',
          it: 'Benvenuti all’Hotel Alpenrose',
          ru: 'Добро пожаловать в отель «Альпенрозе»',
        },
        text: {
          de: '<p>Schön, dass Sie da sind! Familie Hofer und das ganze Team freuen sich, Ihnen ihr Lärchwald zu zeigen. Hier finden Sie Wandertipps, unser Spa, das Kinderprogramm und alles, was Ihren Urlaub leichter macht – und an der Rezeption sind wir jederzeit für Sie da.</p><p><strong>Diese Woche für Sie:</strong></p><ul><li>Montag: Fackelwanderung zum Lärchsee</li><li>Dienstag: Schneeschuhwanderung mit Sepp</li><li>Donnerstag: Knödel-Kochkurs mit Küchenchef Markus</li><li>Täglich ab 18 Uhr: Kaminbar</li></ul><p>Das ganze Wochenprogramm und unsere Gästemappe von A bis Z finden Sie hier in der App.</p>',
          en: '<p>We are delighted to have you here! The Hofer family and the whole team look forward to showing you their Lärchwald. Here you will find hiking tips, our spa, the children’s programme and everything that makes your holiday easier – and at reception we are always there for you.</p><p><strong>This week for you:</strong></p><ul><li>Monday: torchlight walk to Lake Lärchsee</li><li>Tuesday: snowshoe hike with Sepp</li><li>Thursday: dumpling cooking class with head chef Markus</li><li>Daily from 6 pm: the fireplace bar</li></ul><p>You will find the whole weekly programme and our guest directory from A to Z here in the app.</p>',
          es: '<p>¡Qué alegría tenerle aquí! La familia Hofer y todo el equipo están deseando mostrarle su Lärchwald. Aquí encontrará consejos para hacer senderismo, nuestro spa, el programa infantil y todo lo que le facilita las vacaciones; y en recepción estamos siempre a su disposición.</p><p><strong>Esta semana para usted:</strong></p><ul><li>Lunes: paseo con antorchas al lago Lärchsee</li><li>Martes: excursión con raquetas de nieve con Sepp</li><li>Jueves: curso de cocina de knödel con el chef Markus</li><li>Cada día desde las 18:00: el bar de la chimenea</li></ul><p>Encontrará todo el programa semanal y nuestra guía del huésped de la A a la Z aquí, en la app.</p>',
          fr: '<p>Nous sommes ravis de vous accueillir ! La famille Hofer et toute l’équipe se réjouissent de vous faire découvrir leur Lärchwald. Vous trouverez ici des idées de randonnées, notre spa, le programme pour les enfants et tout ce qui facilite vos vacances – et à la réception, nous sommes toujours là pour vous.</p><p><strong>Cette semaine pour vous :</strong></p><ul><li>Lundi : balade aux flambeaux jusqu’au lac Lärchsee</li><li>Mardi : randonnée en raquettes avec Sepp</li><li>Jeudi : cours de cuisine de knödel avec le chef Markus</li><li>Tous les jours dès 18 h : le bar de la cheminée</li></ul><p>Retrouvez tout le programme de la semaine et notre livret d’accueil de A à Z ici, dans l’application.</p>',
          hr: '<p>Drago nam je što ste ovdje! Obitelj Hofer i cijeli tim vesele se što će vam pokazati svoj Lärchwald. Ovdje ćete pronaći savjete za planinarenje, naš spa, program za djecu i sve što vam olakšava odmor – a na recepciji smo uvijek tu za vas.</p><p><strong>Ovaj tjedan za vas:</strong></p><ul><li>Ponedjeljak: šetnja s bakljama do jezera Lärchsee</li><li>Utorak: hodanje na krpljama sa Seppom</li><li>Četvrtak: tečaj kuhanja okruglica s glavnim kuharom Markusom</li><li>Svaki dan od 18 sati: bar uz kamin</li></ul><p>Cijeli tjedni program i naš vodič za goste od A do Ž pronaći ćete ovdje u aplikaciji.</p>',
          it: '<p>Che bello avervi qui! La famiglia Hofer e tutto il team non vedono l’ora di farvi scoprire la loro Lärchwald. Qui trovate consigli per le escursioni, la nostra spa, il programma per i bambini e tutto ciò che rende più semplice la vostra vacanza; alla reception siamo sempre a vostra disposizione.</p><p><strong>Questa settimana per voi:</strong></p><ul><li>Lunedì: passeggiata con le fiaccole al lago Lärchsee</li><li>Martedì: escursione con le ciaspole con Sepp</li><li>Giovedì: corso di cucina sui canederli con lo chef Markus</li><li>Ogni giorno dalle 18: il bar del camino</li></ul><p>Tutto il programma settimanale e la nostra guida per gli ospiti dalla A alla Z li trovate qui nell’app.</p>',
          ru: '<p>Мы рады, что вы здесь! Семья Хофер и вся команда с удовольствием покажут вам свой Лерхвальд. Здесь вы найдёте советы для прогулок, наш спа, детскую программу и всё, что сделает ваш отпуск проще, а на ресепшене мы всегда рады помочь.</p><p><strong>На этой неделе для вас:</strong></p><ul><li>Понедельник: прогулка с факелами к озеру Лерхзее</li><li>Вторник: поход на снегоступах с Зеппом</li><li>Четверг: кулинарный курс по кнедлям с шеф-поваром Маркусом</li><li>Ежедневно с 18:00: каминный бар</li></ul><p>Всю программу недели и информацию для гостей от А до Я вы найдёте здесь, в приложении.</p>',
        },
      },
      topics: ['programme', 'hotel', 'hiking', 'region'],
      promotions: [
        {
          id: 'promo-spa-days',
          title: SPA_DAYS_TITLE,
          description: SPA_DAYS_PRICE,
          image: img('offer.svg'),
          link: '/activity/alp-offer-spa-days',
          linkType: 'INT',
        },
        {
          id: 'promo-guided-hike',
          title: {
            de: 'Geführte Gipfeltour mit Sepp',
            en: 'Guided summit tour with Sepp',
            es: 'Ascensión guiada con Sepp',
            fr: 'Ascension guidée avec Sepp',
            hr: 'Vođeni uspon sa Seppom',
            it: 'Salita guidata con Sepp',
            ru: 'Восхождение с гидом Зеппом',
          },
          description: {
            de: 'Jeden Dienstag auf den Rosskopf – für Hausgäste kostenlos.',
            en: 'Every Tuesday up the Rosskopf – free for hotel guests.',
            es: 'Cada martes al Rosskopf, gratis para los huéspedes del hotel.',
            fr: 'Chaque mardi sur le Rosskopf – gratuit pour les clients de l’hôtel.',
            hr: 'Svakog utorka na Rosskopf – besplatno za goste hotela.',
            it: 'Ogni martedì sul Rosskopf, gratis per gli ospiti dell’hotel.',
            ru: 'Каждый вторник на Росскопф — бесплатно для гостей отеля.',
          },
          image: img('summit.svg'),
          link: '/activity/alp-hike-rosskopf',
          linkType: 'INT',
        },
        {
          id: 'promo-kids-club',
          title: KIDS_CLUB_TITLE,
          description: {
            de: 'Montag bis Freitag Abenteuer für Kinder von 3 bis 12 Jahren.',
            en: 'Adventures for children aged 3 to 12, Monday to Friday.',
            es: 'Aventuras para niños de 3 a 12 años, de lunes a viernes.',
            fr: 'Des aventures pour les 3–12 ans, du lundi au vendredi.',
            hr: 'Pustolovine za djecu od 3 do 12 godina, od ponedjeljka do petka.',
            it: 'Avventure per bambini dai 3 ai 12 anni, dal lunedì al venerdì.',
            ru: 'Приключения для детей от 3 до 12 лет с понедельника по пятницу.',
          },
          image: img('family.svg'),
          link: '/activity/alp-kids',
          linkType: 'INT',
        },
        {
          id: 'promo-cooking',
          title: COOKING_TITLE,
          description: {
            de: 'Jeden Donnerstag um 15 Uhr in der Hotelküche – höchstens zehn Plätze.',
            en: 'Every Thursday at 3 pm in the hotel kitchen – ten places at most.',
            es: 'Cada jueves a las 15:00 en la cocina del hotel, diez plazas como máximo.',
            fr: 'Chaque jeudi à 15 h dans la cuisine de l’hôtel – dix places au maximum.',
            hr: 'Svakog četvrtka u 15 sati u hotelskoj kuhinji – najviše deset mjesta.',
            it: 'Ogni giovedì alle 15 nella cucina dell’hotel, al massimo dieci posti.',
            ru: 'Каждый четверг в 15:00 на кухне отеля — не более десяти мест.',
          },
          image: img('cooking.svg'),
          link: '/activity/alp-prog-cooking',
          linkType: 'INT',
        },
        {
          id: 'promo-programme',
          title: PROGRAMME_TITLE,
          description: {
            de: 'Fackelwanderung, Weinverkostung, Morgenyoga: jeden Tag etwas Besonderes.',
            en: 'Torchlight walk, wine tasting, morning yoga: something special every day.',
            es: 'Paseo con antorchas, cata de vinos, yoga matinal: cada día algo especial.',
            fr: 'Balade aux flambeaux, dégustation de vins, yoga du matin : chaque jour une surprise.',
            hr: 'Šetnja s bakljama, degustacija vina, jutarnja joga: svaki dan nešto posebno.',
            it: 'Passeggiata con le fiaccole, degustazione di vini, yoga del mattino: ogni giorno qualcosa di speciale.',
            ru: 'Прогулка с факелами, дегустация вин, утренняя йога: каждый день что-то особенное.',
          },
          image: img('calendar.svg'),
          link: '/topic/programme',
          linkType: 'INT',
        },
        {
          id: 'promo-voucher',
          title: {
            de: 'Urlaub verschenken',
            en: 'Give a holiday as a gift',
            es: 'Regale unas vacaciones',
            fr: 'Offrez des vacances',
            hr: 'Poklonite odmor',
            it: 'Regalate una vacanza',
            ru: 'Подарите отпуск',
          },
          description: {
            de: 'Gutscheine der Alpenrose – gedruckt oder sofort per E-Mail.',
            en: 'Alpenrose gift vouchers – printed or instantly by email.',
            es: 'Vales regalo del Alpenrose, impresos o al instante por correo electrónico.',
            fr: 'Bons cadeaux de l’Alpenrose – imprimés ou envoyés aussitôt par e-mail.',
            hr: 'Poklon-bonovi hotela Alpenrose – tiskani ili odmah e-poštom.',
            it: 'Buoni regalo dell’Alpenrose, stampati o subito via e-mail.',
            ru: 'Подарочные сертификаты «Альпенрозе» — в печатном виде или сразу по электронной почте.',
          },
          image: img('facade.svg'),
          link: 'https://www.alpenrose.example/gutscheine',
          linkType: 'EXT',
        },
      ],
      popups: {
        custom: [
          initialStayPopup('initial-stay'),
          addToHomescreenPopup('add-to-homescreen'),
          enableNotificationsPopup('enable-notifications'),
          {
            type: 'info',
            id: 'info-winter-2026',
            title: {
              de: 'Winter in der Alpenrose',
              en: 'Winter at the Alpenrose',
              es: 'Invierno en el Alpenrose',
              fr: 'L’hiver à l’Alpenrose',
              hr: 'Zima u Alpenroseu',
              it: 'L’inverno all’Alpenrose',
              ru: 'Зима в «Альпенрозе»',
            },
            description: {
              de: 'Die Lärchwald-Bahn startet am 5. Dezember in die Skisaison. Skipässe bekommen Sie ohne Anstehen an unserer Rezeption, der Skibus hält direkt vor dem Haus.',
              en: 'The Lärchwald cable car opens for the ski season on 5 December. You can get ski passes at our reception without queuing, and the ski bus stops right outside the door.',
              es: 'El teleférico de Lärchwald abre la temporada de esquí el 5 de diciembre. Puede comprar los forfaits sin colas en nuestra recepción, y el autobús de esquí para justo delante del hotel.',
              fr: 'La télécabine de Lärchwald ouvre la saison de ski le 5 décembre. Vous obtenez vos forfaits sans faire la queue à notre réception, et le skibus s’arrête juste devant l’hôtel.',
              hr: 'Žičara Lärchwald otvara skijašku sezonu 5. prosinca. Ski-karte možete bez čekanja kupiti na našoj recepciji, a skijaški autobus staje ispred samog hotela.',
              it: 'La cabinovia di Lärchwald apre la stagione sciistica il 5 dicembre. Gli skipass si acquistano senza code alla nostra reception e lo skibus ferma proprio davanti all’hotel.',
              ru: 'Канатная дорога Лерхвальд открывает горнолыжный сезон 5 декабря. Ски-пассы можно без очереди купить на нашем ресепшене, а лыжный автобус останавливается прямо у отеля.',
            },
            validFrom: '2026-11-15',
            validTo: '2027-04-06',
          },
          {
            type: 'special_offer',
            id: 'special-offer-spa-days',
            offerId: 'alp-offer-spa-days',
            title: {
              de: 'Ein Geschenk für Ihren nächsten Besuch',
              en: 'A gift for your next visit',
              es: 'Un regalo para su próxima visita',
              fr: 'Un cadeau pour votre prochain séjour',
              hr: 'Dar za vaš sljedeći posjet',
              it: 'Un regalo per la vostra prossima visita',
              ru: 'Подарок к вашему следующему визиту',
            },
            description: {
              de: 'Vier Nächte bleiben, drei bezahlen: unsere Wellness-Auszeit von Januar bis April.',
              en: 'Stay four nights, pay for three: our spa break from January to April.',
              es: 'Quédese cuatro noches y pague tres: nuestra escapada de bienestar de enero a abril.',
              fr: 'Restez quatre nuits, payez-en trois : notre pause bien-être de janvier à avril.',
              hr: 'Ostanite četiri noći, platite tri: naš wellness predah od siječnja do travnja.',
              it: 'Restate quattro notti e pagatene tre: la nostra pausa benessere da gennaio ad aprile.',
              ru: 'Четыре ночи по цене трёх: наш велнес-отдых с января по апрель.',
            },
            link_title: VIEW_OFFER,
            validFrom: '2026-11-01',
            validTo: '2027-04-30',
          },
        ],
        cookies: { list: cookies({ chatbot: true }), valid_days: 365 },
      },
    },
    contact: {
      homepage: 'https://www.alpenrose.example',
      company: 'Hotel Alpenrose GmbH',
      email: EMAIL,
      phone: PHONE,
      privacy: privacyPolicy({
        company: 'Hotel Alpenrose GmbH',
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        guestLogin: true,
        push: true,
        contactForm: true,
        requests: true,
      }),
      impressum: impressum({
        company: 'Hotel Alpenrose GmbH',
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        lines: [
          [IMPRINT.management, 'Maria Hofer, Thomas Hofer'],
          [IMPRINT.companyRegister, 'FN 123456a'],
          [IMPRINT.court, 'Landesgericht Innsbruck'],
          [IMPRINT.vat, VAT_ID],
          [IMPRINT.authority, 'Bezirkshauptmannschaft Schwaz'],
        ],
      }),
    },
    address: { ...HOTEL_ADDRESS, addressCountry: 'AT' },
    qrDesktop: true,
    geolocation: HOTEL_GEO,
    discover: {
      properties: { map: osmMap(13), customlinks: [ROUTE_PLANNER_LINK] },
      topics: [hiking, hotel, region, programme, directory],
    },
    chatbot: {
      matching: [
        { id: 'hiking', type: 'topic', title: hiking.title },
        { id: 'hotel', type: 'topic', title: hotel.title },
        { id: 'region', type: 'topic', title: region.title },
        { id: 'programme', type: 'topic', title: programme.title },
        { id: 'directory', type: 'topic', title: directory.title },
        { id: 'alp-spa', type: 'activity', title: SPA_TITLE },
        { id: 'alp-restaurant', type: 'activity', title: RESTAURANT_TITLE },
        { id: 'alp-kids', type: 'activity', title: KIDS_CLUB_TITLE },
        { id: 'alp-cablecar', type: 'activity', title: CABLE_CAR_TITLE },
        { id: 'alp-offer-spa-days', type: 'activity', title: SPA_DAYS_TITLE },
        { id: 'alp-prog-cooking', type: 'activity', title: COOKING_TITLE },
        { id: 'alp-prog-snowshoe', type: 'activity', title: SNOWSHOE_TITLE },
        { id: 'weather', type: 'page', title: WEATHER },
        { id: 'contact', type: 'page', title: CONTACT },
      ],
    },
    push_notifications: { active: true },
    guest_services: { forms: [...HOTEL_REQUEST_FORMS] },
    shop,
    project_settings: {
      navigation: { mobile: ALPENROSE_MENU, desktop: ALPENROSE_MENU },
      navigationTabs: {
        mobile: {
          items: [
            menuRoute('welcome', '/', 'home'),
            menuRoute('topic-hiking', '/topic/hiking', 'map', HIKING_TAB),
            menuRoute('search', '/search', 'search'),
            menuRoute('plan', '/plan', 'calendar', PLAN_LABEL),
            menuRoute('profile', '/profile', 'user'),
          ],
          rootNotActiveByDefault: false,
        },
      },
      messaging: { active: true },
      invoicing: { vat_id: VAT_ID },
      pms_login: { active: true, fields: ['reservation_id', 'last_name'] },
      integrations: { checkin: DEMO_CHECKIN_INTEGRATION },
      login: { blocking_splash_screen: { active: false } },
    },
  },
};
