/** The events topic of Seenland: the 2026/27 programme plus two test cases. */
import { FREE } from '../../helpers.ts';
import { WITH_CHILDREN } from '../../labels.ts';
import type { L } from '../../localise.ts';
import type { ItemSource, TopicSource } from '../../project-source.ts';
import { MARKET_SQUARE, PROMENADE, PUBLISHED } from './event-places.ts';
import { summerEvents } from './events-summer.ts';
import { winterEvents } from './events-winter.ts';
import { img } from './place.ts';

export { ADVENT_TITLE } from './events-winter.ts';

/** One event already over and one inactive one, so that tests can check event validity. */
const specialCases: ItemSource[] = [
  {
    // Already over: stays in the model so that tests can check event validity.
    id: 'sl-ev-autumn-market',
    type: 'EVENT',
    title: {
      de: 'Herbst- und Bauernmarkt',
      en: 'Autumn farmers’ market',
      es: 'Mercado campesino de otoño',
      fr: 'Marché paysan d’automne',
      hr: 'Jesenski seljački sajam',
      it: 'Mercato contadino d’autunno',
      ru: 'Осенняя фермерская ярмарка',
    },
    description: {
      de: 'Kürbisse, Most, frisch gepresster Apfelsaft und Käse von den Höfen rund um die Seen: Beim Herbstmarkt am Marktplatz zeigen die Seenland-Bauern, was die Saison hergibt.',
      en: 'Pumpkins, cider, freshly pressed apple juice and cheese from the farms around the lakes: at the autumn market on the market square the Seenland farmers show what the season has to offer.',
      es: 'Calabazas, sidra, zumo de manzana recién exprimido y queso de las granjas de los alrededores de los lagos: en el mercado de otoño de la plaza, los agricultores del Seenland muestran lo que da la temporada.',
      fr: 'Citrouilles, cidre, jus de pomme fraîchement pressé et fromages des fermes autour des lacs : au marché d’automne sur la place du marché, les paysans du Seenland présentent les trésors de la saison.',
      hr: 'Bundeve, jabukovača, svježe cijeđeni sok od jabuka i sir s imanja oko jezera: na jesenskom sajmu na trgu seljaci iz Seenlanda pokazuju što sezona nudi.',
      it: 'Zucche, sidro, succo di mela appena spremuto e formaggi delle fattorie intorno ai laghi: al mercato d’autunno in piazza i contadini del Seenland mostrano i frutti della stagione.',
      ru: 'Тыквы, сидр, свежевыжатый яблочный сок и сыр с ферм вокруг озёр: на осенней ярмарке на рыночной площади фермеры Зеенланда показывают, чем богат сезон.',
    },
    tags: ['market'],
    images: [img('market.svg')],
    ...MARKET_SQUARE,
    price: FREE,
    eventFrom: '2026-10-17',
    eventTo: '2026-10-17',
    eventFromTime: '09:00',
    eventToTime: '16:00',
    validFrom: '2026-09-01',
    validTo: '2026-10-17',
  },
  {
    // Inactive (postponed): stays in the model so that tests can check that it is hidden.
    id: 'sl-ev-floating-stage',
    type: 'EVENT',
    title: {
      de: 'Sommernachtsklänge auf der Seebühne',
      en: 'Summer night sounds on the lake stage',
      es: 'Sonidos de una noche de verano en el escenario del lago',
      fr: 'Sons d’une nuit d’été sur la scène du lac',
      hr: 'Zvuci ljetne noći na jezerskoj pozornici',
      it: 'Suoni di una notte d’estate sul palco del lago',
      ru: 'Звуки летней ночи на озёрной сцене',
    },
    description: {
      de: 'Das Seenland-Kammerorchester spielt Mozart und Strauss auf der schwimmenden Bühne. Das Konzert 2027 ist verschoben; der neue Termin folgt.',
      en: 'The Seenland chamber orchestra plays Mozart and Strauss on the floating stage. The 2027 concert has been postponed; a new date will follow.',
      es: 'La orquesta de cámara del Seenland interpreta a Mozart y Strauss sobre el escenario flotante. El concierto de 2027 se ha aplazado; pronto se anunciará la nueva fecha.',
      fr: 'L’orchestre de chambre du Seenland joue Mozart et Strauss sur la scène flottante. Le concert de 2027 est reporté ; la nouvelle date sera communiquée prochainement.',
      hr: 'Komorni orkestar Seenlanda izvodi Mozarta i Straussa na plutajućoj pozornici. Koncert u 2027. je odgođen; novi termin bit će objavljen naknadno.',
      it: 'L’orchestra da camera del Seenland suona Mozart e Strauss sul palco galleggiante. Il concerto del 2027 è stato rinviato; la nuova data sarà comunicata a breve.',
      ru: 'Камерный оркестр Зеенланда исполняет Моцарта и Штрауса на плавучей сцене. Концерт 2027 года перенесён; новая дата будет объявлена позже.',
    },
    tags: ['music'],
    images: [img('music.svg')],
    ...PROMENADE,
    eventFrom: '2027-06-19',
    eventTo: '2027-06-19',
    eventFromTime: '20:00',
    eventToTime: '22:30',
    validFrom: PUBLISHED,
    validTo: '2027-06-19',
    inactive: true,
  },
];

const items: ItemSource[] = [...winterEvents, ...summerEvents, ...specialCases];

export const EVENTS_TITLE: L = {
  de: 'Veranstaltungen',
  en: 'Events',
  es: 'Eventos',
  fr: 'Événements',
  hr: 'Događanja',
  it: 'Eventi',
  ru: 'Мероприятия',
};

export const events: TopicSource = {
  id: 'events',
  title: EVENTS_TITLE,
  description: {
    de: 'Adventzauber, Seefest, Jazz am Steg: was wann im Seenland los ist.',
    en: 'Advent magic, lake festival, jazz on the jetty: what is on in the Seenland, and when.',
    es: 'Magia de Adviento, fiesta del lago, jazz en el embarcadero: qué pasa en el Seenland y cuándo.',
    fr: 'Magie de l’Avent, fête du lac, jazz sur le ponton : ce qui se passe au Seenland, et quand.',
    hr: 'Adventska čarolija, jezerska fešta, jazz na molu: što se i kada događa u Seenlandu.',
    it: 'Magia dell’Avvento, festa del lago, jazz sul pontile: cosa succede nel Seenland, e quando.',
    ru: 'Рождественское волшебство, праздник на озере, джаз на причале: что и когда происходит в Зеенланде.',
  },
  icon: 'calendar',
  image: img('music.svg'),
  sort: 'date',
  filters: [
    {
      id: 'music',
      label: {
        de: 'Musik',
        en: 'Music',
        es: 'Música',
        fr: 'Musique',
        hr: 'Glazba',
        it: 'Musica',
        ru: 'Музыка',
      },
      tag: 'music',
    },
    { id: 'family', label: WITH_CHILDREN, tag: 'family' },
    {
      id: 'market',
      label: {
        de: 'Märkte',
        en: 'Markets',
        es: 'Mercados',
        fr: 'Marchés',
        hr: 'Sajmovi',
        it: 'Mercati',
        ru: 'Ярмарки',
      },
      tag: 'market',
    },
    {
      id: 'tradition',
      label: {
        de: 'Brauchtum',
        en: 'Traditions',
        es: 'Tradiciones',
        fr: 'Traditions',
        hr: 'Običaji',
        it: 'Tradizioni',
        ru: 'Традиции',
      },
      tag: 'tradition',
    },
  ],
  items,
};
