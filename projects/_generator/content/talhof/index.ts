/** Gasthof Talhof — product `app_without_chatbot`: a small family-run farm hotel. */
import { guestJourney } from '../../guest-journey.ts';
import { cookies } from '../../cookies.ts';
import { IMPRINT, impressum } from '../../imprint.ts';
import { privacyPolicy } from '../../privacy.ts';
import { addToHomescreenPopup, enableNotificationsPopup, initialStayPopup } from '../../popups.ts';
import { HOTEL_REQUEST_FORMS } from '../../guest-services.ts';
import type { ProjectSource } from '../../project-source.ts';
import {
  menuRoute,
  osmMap,
  ROUTE_PLANNER_LINK,
  DEMO_CHECKIN_INTEGRATION,
  HOTEL_MENU,
} from '../../shared.ts';
import { pictogram } from '../../svg/icons.ts';
import { talhofIcon, talhofLogo } from '../../svg/logos.ts';
import { TALHOF as P } from '../../svg/palette.ts';
import { facade, landscape } from '../../svg/scenes.ts';
import { ANIMALS_TITLE, BREAD_TITLE, farm } from './farm.ts';
import { directory } from './directory.ts';
import { events, STUBENMUSI_TITLE } from './events.ts';
import { outdoors, OUTDOORS_TAB } from './outdoors.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, ID, img } from './place.ts';

const COMPANY = 'Gasthof Talhof';
const PHONE = '+43 3686 4417';
const EMAIL = 'servus@talhof.example';
/** The hotel's VAT id: in the imprint and on every invoice (project_settings.invoicing). */
const VAT_ID = 'ATU11223344';

const media = {
  'welcome.svg': landscape(P, 'Der Talhof im Talbachtal', { seed: 31, chalet: true }),
  'facade.svg': facade(P, 'Gasthof Talhof', 'GASTHOF TALHOF', 33),
  'logo.svg': talhofLogo(P),
  'icon.svg': talhofIcon(P),
  'barn.svg': pictogram(P, 'barn', 'Bauernhof'),
  'food.svg': pictogram(P, 'food', 'Frühstück', 0.3),
  'basket.svg': pictogram(P, 'basket', 'Hofladen', 0.55),
  'bread.svg': pictogram(P, 'bread', 'Brotbacken', 0.4),
  'spa.svg': pictogram(P, 'spa', 'Sauna', 0.2),
  'waterfall.svg': pictogram(P, 'waterfall', 'Klamm', 0.15),
  'hike.svg': pictogram(P, 'hike', 'Wandern', 0.35),
  'summit.svg': pictogram(P, 'summit', 'Gipfeltour', 0.5),
  'bike.svg': pictogram(P, 'bike', 'Radfahren', 0.25),
  'winter.svg': pictogram(P, 'winter', 'Langlauf', 0.65),
  'sled.svg': pictogram(P, 'sled', 'Rodeln', 0.1),
  'chapel.svg': pictogram(P, 'culture', 'Hofkapelle', 0.45),
  'ski.svg': pictogram(P, 'skier', 'Dorflift', 0.6),
  'hut.svg': pictogram(P, 'hut', 'Almgasthof', 0.2),
  'climb.svg': pictogram(P, 'climb', 'Klettersteig', 0.7),
  'museum.svg': pictogram(P, 'museum', 'Heimatmuseum', 0.3),
  'swim.svg': pictogram(P, 'swim', 'Hallenbad', 0.5),
  'music.svg': pictogram(P, 'music', 'Stubenmusi', 0.15),
  'torch.svg': pictogram(P, 'torch', 'Silvester', 0.6),
  'kids.svg': pictogram(P, 'kite', 'Kinder', 0.35),
  'nature.svg': pictogram(P, 'nature', 'Kräuter', 0.05),
  'info.svg': pictogram(P, 'info', 'Gästemappe', 0.25),
  'clock.svg': pictogram(P, 'clock', 'Abreise', 0.5),
  'health.svg': pictogram(P, 'health', 'Gesundheit', 0.4),
  'bus.svg': pictogram(P, 'bus', 'Bus', 0.2),
  'card.svg': pictogram(P, 'card', 'Gästekarte', 0.6),
  'paw.svg': pictogram(P, 'paw', 'Haustiere', 0.1),
  'bed.svg': pictogram(P, 'bed', 'Zimmer', 0.45),
  'parking.svg': pictogram(P, 'parking', 'Parken', 0.3),
  'bell.svg': pictogram(P, 'bell', 'Hausglocke', 0.55),
  'hanger.svg': pictogram(P, 'hanger', 'Wäsche', 0.25),
  'wifi.svg': pictogram(P, 'wifi', 'WLAN', 0.4),
};

export const talhof: ProjectSource = {
  id: ID,
  product: 'app_without_chatbot',
  media,
  model: {
    name: 'Gasthof Talhof',
    branding: {
      favicon: img('icon.svg'),
      color_scheme: '#7a4b2a',
      color_scheme_secondary: '#f7f0e6',
      show_link_to_website: true,
      logo_link_to_website: true,
    },
    welcome: {
      top: {
        logo: img('logo.svg'),
        welcome_image: img('welcome.svg'),
        greeting: {
          de: 'Grüß Gott am Talhof',
          en: 'Welcome to the Talhof',
          es: 'Bienvenidos al Talhof',
          fr: 'Bienvenue au Talhof',
          hr: 'Dobro došli na Talhof',
          it: 'Benvenuti al Talhof',
          ru: 'Добро пожаловать в Тальхоф',
        },
        text: {
          de: '<p>Seit vier Generationen führt unsere Familie den Talhof: zwölf Zimmer, ein Bauernhof mit Ziegen und Hühnern und eine Küche, in der Oma Resi noch jeden Donnerstag Brot bäckt. Schön, dass Sie bei uns sind – fragen Sie uns einfach, wenn Sie etwas brauchen.</p><p><strong>Diese Woche am Hof:</strong></p><ul><li>Täglich 8:30 Uhr: Tiere füttern mit Georg</li><li>Donnerstag, 15 Uhr: Brotbacken mit Oma Resi</li><li>Freitag, 19:30 Uhr: Stubenmusi in der Gaststube</li><li>Samstag, 14 Uhr: Kinder-Bauernhofnachmittag</li></ul><p>Alles Praktische von der Abreise bis zum WLAN steht in der Gästemappe von A bis Z.</p>',
          en: '<p>Our family has run the Talhof for four generations: twelve rooms, a farm with goats and chickens and a kitchen where Grandma Resi still bakes bread every Thursday. We are glad you are here – just ask us if you need anything.</p><p><strong>This week at the farm:</strong></p><ul><li>Daily at 8:30 am: feeding the animals with Georg</li><li>Thursday, 3 pm: baking bread with Grandma Resi</li><li>Friday, 7:30 pm: folk music in the parlour</li><li>Saturday, 2 pm: children’s farm afternoon</li></ul><p>Everything practical, from departure to Wi-Fi, is in the guest directory from A to Z.</p>',
          es: '<p>Nuestra familia lleva cuatro generaciones al frente del Talhof: doce habitaciones, una granja con cabras y gallinas y una cocina en la que la abuela Resi sigue horneando pan cada jueves. Nos alegra que esté aquí; pregúntenos sin dudar si necesita algo.</p><p><strong>Esta semana en la granja:</strong></p><ul><li>Cada día a las 8:30: dar de comer a los animales con Georg</li><li>Jueves a las 15:00: hacer pan con la abuela Resi</li><li>Viernes a las 19:30: música popular en la sala</li><li>Sábado a las 14:00: tarde infantil en la granja</li></ul><p>Toda la información práctica, de la salida al wifi, está en la guía del huésped de la A a la Z.</p>',
          fr: '<p>Depuis quatre générations, notre famille tient le Talhof : douze chambres, une ferme avec chèvres et poules et une cuisine où grand-mère Resi fait encore le pain chaque jeudi. Nous sommes heureux de vous accueillir – n’hésitez pas à nous demander si vous avez besoin de quoi que ce soit.</p><p><strong>Cette semaine à la ferme :</strong></p><ul><li>Tous les jours à 8 h 30 : nourrir les animaux avec Georg</li><li>Jeudi, 15 h : faire du pain avec Mamie Resi</li><li>Vendredi, 19 h 30 : musique folklorique dans la salle</li><li>Samedi, 14 h : après-midi à la ferme pour les enfants</li></ul><p>Tout le pratique, du départ au Wi-Fi, se trouve dans le livret d’accueil de A à Z.</p>',
          hr: '<p>Naša obitelj vodi Talhof već četiri generacije: dvanaest soba, farma s kozama i kokošima i kuhinja u kojoj baka Resi i dalje svakog četvrtka peče kruh. Drago nam je što ste kod nas – slobodno nas pitajte ako vam išta zatreba.</p><p><strong>Ovaj tjedan na imanju:</strong></p><ul><li>Svaki dan u 8:30: hranjenje životinja s Georgom</li><li>Četvrtak u 15 sati: pečenje kruha s bakom Resi</li><li>Petak u 19:30: narodna glazba u gostinskoj sobi</li><li>Subota u 14 sati: dječje poslijepodne na farmi</li></ul><p>Sve praktične informacije, od odlaska do Wi-Fija, nalaze se u vodiču za goste od A do Ž.</p>',
          it: '<p>Da quattro generazioni la nostra famiglia gestisce il Talhof: dodici camere, una fattoria con capre e galline e una cucina dove nonna Resi ogni giovedì sforna ancora il pane. Siamo felici di avervi qui: chiedeteci pure qualsiasi cosa vi serva.</p><p><strong>Questa settimana al maso:</strong></p><ul><li>Ogni giorno alle 8:30: dar da mangiare agli animali con Georg</li><li>Giovedì alle 15: fare il pane con nonna Resi</li><li>Venerdì alle 19:30: musica popolare nella stube</li><li>Sabato alle 14: pomeriggio in fattoria per bambini</li></ul><p>Tutte le informazioni pratiche, dalla partenza al Wi-Fi, sono nella guida per gli ospiti dalla A alla Z.</p>',
          ru: '<p>Наша семья управляет Тальхофом уже четыре поколения: двенадцать номеров, ферма с козами и курами и кухня, где бабушка Рези до сих пор каждый четверг печёт хлеб. Мы рады, что вы у нас, — обращайтесь, если вам что-нибудь понадобится.</p><p><strong>На этой неделе на ферме:</strong></p><ul><li>Ежедневно в 8:30: кормим животных с Георгом</li><li>Четверг, 15:00: печём хлеб с бабушкой Рези</li><li>Пятница, 19:30: народная музыка в гостиной</li><li>Суббота, 14:00: детский день на ферме</li></ul><p>Всё практическое — от отъезда до Wi-Fi — в информации для гостей от А до Я.</p>',
        },
      },
      topics: ['farm', 'events', 'outdoors'],
      promotions: [
        {
          id: 'promo-bread',
          title: BREAD_TITLE,
          description: {
            de: 'Donnerstag, 15 Uhr: kneten, backen, den eigenen Laib mitnehmen.',
            en: 'Thursdays at 3 pm: knead, bake and take your own loaf home.',
            es: 'Jueves a las 15:00: amasar, hornear y llevarse su propia hogaza.',
            fr: 'Le jeudi à 15 h : pétrir, cuire et emporter sa propre miche.',
            hr: 'Četvrtkom u 15 sati: mijesite, pecite i ponesite svoju štrucu.',
            it: 'Il giovedì alle 15: impastare, cuocere e portare a casa la propria pagnotta.',
            ru: 'По четвергам в 15:00: замесить, испечь и забрать свой каравай.',
          },
          image: img('bread.svg'),
          link: '/activity/th-bread',
          linkType: 'INT',
        },
        {
          id: 'promo-animals',
          title: ANIMALS_TITLE,
          description: {
            de: 'Täglich um 8:30 Uhr Ziegen, Hasen und Hühner füttern.',
            en: 'Feed the goats, rabbits and chickens daily at 8:30 am.',
            es: 'Dar de comer a cabras, conejos y gallinas cada día a las 8:30.',
            fr: 'Nourrir chèvres, lapins et poules tous les jours à 8 h 30.',
            hr: 'Hranjenje koza, zečeva i kokoši svaki dan u 8:30.',
            it: 'Dare da mangiare a capre, conigli e galline ogni giorno alle 8:30.',
            ru: 'Кормление коз, кроликов и кур ежедневно в 8:30.',
          },
          image: img('barn.svg'),
          link: '/activity/th-animals',
          linkType: 'INT',
        },
        {
          id: 'promo-stubenmusi',
          title: STUBENMUSI_TITLE,
          description: {
            de: 'Freitags ab 19:30 Uhr: Hackbrett, Zither und Harmonika in der Gaststube.',
            en: 'Fridays from 7:30 pm: dulcimer, zither and accordion in the parlour.',
            es: 'Los viernes desde las 19:30: salterio, cítara y acordeón en la sala.',
            fr: 'Le vendredi dès 19 h 30 : tympanon, cithare et accordéon dans la salle.',
            hr: 'Petkom od 19:30: cimbale, citra i harmonika u gostinskoj sobi.',
            it: 'Il venerdì dalle 19:30: salterio, cetra e fisarmonica nella stube.',
            ru: 'По пятницам с 19:30: цимбалы, цитра и гармонь в гостиной.',
          },
          image: img('music.svg'),
          link: '/activity/th-ev-stubenmusi',
          linkType: 'INT',
        },
        {
          id: 'promo-directory',
          title: {
            de: 'Gut zu wissen am Talhof',
            en: 'Good to know at the Talhof',
            es: 'Información útil del Talhof',
            fr: 'Bon à savoir au Talhof',
            hr: 'Korisno znati na Talhofu',
            it: 'Buono a sapersi al Talhof',
            ru: 'Полезно знать о Тальхофе',
          },
          description: {
            de: 'Frühstück, WLAN, Skiraum, Haustiere: die Gästemappe von A bis Z.',
            en: 'Breakfast, Wi-Fi, ski room, pets: the guest directory from A to Z.',
            es: 'Desayuno, wifi, guardaesquís, mascotas: la guía del huésped de la A a la Z.',
            fr: 'Petit-déjeuner, Wi-Fi, local à skis, animaux : le livret d’accueil de A à Z.',
            hr: 'Doručak, Wi-Fi, ski-soba, ljubimci: vodič za goste od A do Ž.',
            it: 'Colazione, Wi-Fi, deposito sci, animali: la guida per gli ospiti dalla A alla Z.',
            ru: 'Завтрак, Wi-Fi, лыжная комната, питомцы: информация для гостей от А до Я.',
          },
          image: img('info.svg'),
          link: '/directory',
          linkType: 'INT',
        },
      ],
      popups: {
        custom: [
          initialStayPopup('initial-stay'),
          addToHomescreenPopup('add-to-homescreen'),
          enableNotificationsPopup('enable-notifications'),
        ],
        cookies: { list: cookies({ chatbot: false }), valid_days: 365 },
      },
    },
    contact: {
      homepage: 'https://www.talhof.example',
      company: COMPANY,
      email: EMAIL,
      phone: PHONE,
      privacy: privacyPolicy({
        company: COMPANY,
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        guestLogin: true,
        push: true,
        contactForm: true,
        requests: true,
        journey: true,
      }),
      impressum: impressum({
        company: COMPANY,
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        lines: [
          [IMPRINT.owners, 'Anna Brandstätter, Georg Brandstätter'],
          [IMPRINT.vat, VAT_ID],
          [IMPRINT.authority, 'Bezirkshauptmannschaft Liezen'],
        ],
      }),
    },
    address: { ...HOTEL_ADDRESS, addressCountry: 'AT' },
    qrDesktop: true,
    geolocation: HOTEL_GEO,
    discover: {
      properties: { map: osmMap(13), customlinks: [ROUTE_PLANNER_LINK] },
      topics: [farm, outdoors, events, directory],
    },
    push_notifications: { active: true },
    guest_services: { forms: [...HOTEL_REQUEST_FORMS] },
    project_settings: {
      navigation: { mobile: HOTEL_MENU, desktop: HOTEL_MENU },
      navigationTabs: {
        mobile: {
          items: [
            menuRoute('welcome', '/', 'home'),
            menuRoute('topic-farm', '/topic/farm', 'heart', {
              de: 'Am Hof',
              en: 'Farm',
              es: 'Granja',
              fr: 'Ferme',
              hr: 'Imanje',
              it: 'Maso',
              ru: 'Ферма',
            }),
            menuRoute('topic-outdoors', '/topic/outdoors', 'map', OUTDOORS_TAB),
            menuRoute('registrations', '/registrations', 'inbox'),
            menuRoute('profile', '/profile', 'user'),
          ],
          rootNotActiveByDefault: false,
        },
      },
      messaging: { active: true },
      invoicing: { vat_id: VAT_ID },
      pms_login: { active: true, fields: ['reservation_id', 'last_name'] },
      // Timed e-mails before, during and after the stay (docs/journeys.md).
      guest_journey: guestJourney({
        sender: 'servus@talhof.example',
        reviewUrl: 'https://reviews.example/gasthof-talhof',
        wifi: { network: 'Talhof-Gaeste', password: 'Heuboden24' },
      }),
      integrations: { checkin: DEMO_CHECKIN_INTEGRATION },
      login: { blocking_splash_screen: { active: false } },
    },
  },
};
