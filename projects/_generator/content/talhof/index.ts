/** Gasthof Talhof — product `app_without_chatbot`: a small family-run farm hotel. */
import { cookies } from '../../cookies.ts';
import { IMPRINT, impressum } from '../../imprint.ts';
import { addToHomescreenPopup, enableNotificationsPopup, initialStayPopup } from '../../popups.ts';
import type { ProjectSource } from '../../project-source.ts';
import { menuRoute, osmMap, ROUTE_PLANNER_LINK } from '../../shared.ts';
import { pictogram } from '../../svg/icons.ts';
import { talhofIcon, talhofLogo } from '../../svg/logos.ts';
import { TALHOF as P } from '../../svg/palette.ts';
import { facade, landscape } from '../../svg/scenes.ts';
import { ANIMALS_TITLE, BREAD_TITLE, farm } from './farm.ts';
import { outdoors, OUTDOORS_TAB } from './outdoors.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, ID, img } from './place.ts';

const COMPANY = 'Gasthof Talhof';
const PHONE = '+43 3686 4417';
const EMAIL = 'servus@talhof.example';

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
          de: '<p>Seit vier Generationen führt unsere Familie den Talhof: zwölf Zimmer, ein Bauernhof mit Ziegen und Hühnern und eine Küche, in der Oma Resi noch jeden Donnerstag Brot bäckt. Schön, dass Sie bei uns sind – fragen Sie uns einfach, wenn Sie etwas brauchen.</p>',
          en: '<p>Our family has run the Talhof for four generations: twelve rooms, a farm with goats and chickens and a kitchen where Grandma Resi still bakes bread every Thursday. We are glad you are here – just ask us if you need anything.</p>',
          es: '<p>Nuestra familia lleva cuatro generaciones al frente del Talhof: doce habitaciones, una granja con cabras y gallinas y una cocina en la que la abuela Resi sigue horneando pan cada jueves. Nos alegra que esté aquí; pregúntenos sin dudar si necesita algo.</p>',
          fr: '<p>Depuis quatre générations, notre famille tient le Talhof : douze chambres, une ferme avec chèvres et poules et une cuisine où grand-mère Resi fait encore le pain chaque jeudi. Nous sommes heureux de vous accueillir – n’hésitez pas à nous demander si vous avez besoin de quoi que ce soit.</p>',
          hr: '<p>Naša obitelj vodi Talhof već četiri generacije: dvanaest soba, farma s kozama i kokošima i kuhinja u kojoj baka Resi i dalje svakog četvrtka peče kruh. Drago nam je što ste kod nas – slobodno nas pitajte ako vam išta zatreba.</p>',
          it: '<p>Da quattro generazioni la nostra famiglia gestisce il Talhof: dodici camere, una fattoria con capre e galline e una cucina dove nonna Resi ogni giovedì sforna ancora il pane. Siamo felici di avervi qui: chiedeteci pure qualsiasi cosa vi serva.</p>',
          ru: '<p>Наша семья управляет Тальхофом уже четыре поколения: двенадцать номеров, ферма с козами и курами и кухня, где бабушка Рези до сих пор каждый четверг печёт хлеб. Мы рады, что вы у нас, — обращайтесь, если вам что-нибудь понадобится.</p>',
        },
      },
      topics: ['farm', 'outdoors'],
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
      impressum: impressum({
        company: COMPANY,
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        lines: [
          [IMPRINT.owners, 'Anna Brandstätter, Georg Brandstätter'],
          [IMPRINT.vat, 'ATU11223344'],
          [IMPRINT.authority, 'Bezirkshauptmannschaft Liezen'],
        ],
      }),
    },
    address: { ...HOTEL_ADDRESS, addressCountry: 'AT' },
    url: 'http://localhost:8080/talhof/',
    qrDesktop: true,
    geolocation: HOTEL_GEO,
    discover: {
      properties: { map: osmMap(13), customlinks: [ROUTE_PLANNER_LINK] },
      topics: [farm, outdoors],
    },
    push_notifications: { active: true },
    project_settings: {
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
      pms_login: { active: true, fields: ['reservation_id', 'last_name'] },
      login: { blocking_splash_screen: { active: false } },
    },
  },
};
