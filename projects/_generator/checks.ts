/**
 * Consistency checks the schema cannot express: references between parts of
 * a model, media that exist, the minimum content. Each returns a list
 * of problems (empty when fine).
 */
import type { ProjectModel } from './model-types.ts';

const MAX_SVG_BYTES = 10 * 1024;

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => collectStrings(v, out));
  return out;
}

/** Great-circle distance in metres (Earth radius 6371 km, as spec §9 says). */
function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export function checkMedia(projectId: string, media: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, content] of Object.entries(media)) {
    const bytes = Buffer.byteLength(content);
    if (bytes >= MAX_SVG_BYTES) problems.push(`media ${file} is ${bytes} bytes (limit 10 KB)`);
    if (!/viewBox="0 0 \d+ \d+"/.test(content)) problems.push(`media ${file} has no viewBox`);
    if (!file.endsWith('.svg')) problems.push(`media ${file}: only .svg is generated`);
  }
  if (!Object.keys(media).length) problems.push(`${projectId} has no media`);
  return problems;
}

const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['one', 'ein', 'eine'],
    ['two', 'zwei'],
    ['three', 'drei'],
    ['four', 'vier'],
    ['five', 'fünf'],
    ['six', 'sechs'],
    ['seven', 'sieben'],
    ['eight', 'acht'],
    ['nine', 'neun'],
    ['ten', 'zehn'],
    ['eleven', 'elf'],
    ['twelve', 'zwölf'],
  ].flatMap((words, i) => words.map((w) => [w, i + 1])),
);

/**
 * One truth per fact: where an entry's texts (its description, its price, a
 * promotion that links to it) name the places or the prices of its
 * programme block, they must be the block's. Read in German and English
 * ("acht Plätze", "ten places at most", "Adults €27, children €13.50").
 */
export function checkBookingFacts(model: ProjectModel): string[] {
  const lang = model._meta.lang;
  if (lang !== 'de' && lang !== 'en') return [];
  const problems: string[] = [];
  const promotions = model.welcome.promotions ?? [];
  for (const item of model.discover.topics.flatMap((t) => t.items)) {
    const booking = (
      item as { booking?: { contingent?: number; price_options?: { price_minor: number }[] } }
    ).booking;
    if (!booking) continue;
    const promoted = promotions.filter((p) => p.link === `/activity/${item.id}`);
    const texts = [
      item.description ?? '',
      ...promoted.flatMap((p) => [p.title, p.description ?? '']),
    ];
    const places = lang === 'de' ? /(\d+|\p{L}+) Plätze/giu : /(\d+|\p{L}+) places/giu;
    for (const text of texts) {
      for (const [, word] of text.matchAll(places)) {
        const n = /^\d+$/.test(word!) ? Number(word) : NUMBER_WORDS[word!.toLowerCase()];
        if (n !== undefined && n !== booking.contingent) {
          problems.push(
            `item ${item.id}: a text says ${n} places, the booking has ${booking.contingent}`,
          );
        }
      }
    }
    const prices = new Set((booking.price_options ?? []).map((o) => o.price_minor));
    const amounts = /€\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?€/g;
    for (const [, before, after] of (item.price ?? '').matchAll(amounts)) {
      const minor = Math.round(Number((before ?? after)!.replace(',', '.')) * 100);
      if (!prices.has(minor)) {
        problems.push(
          `item ${item.id}: its price text names ${minor / 100} €, no price option costs that`,
        );
      }
    }
  }
  return problems;
}

export function checkModel(
  model: ProjectModel,
  projectId: string,
  media: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const topics = model.discover.topics;
  const topicIds = new Set(topics.map((t) => t.id));
  const itemIds = new Set<string>();
  const prefix = `/media/${projectId}/`;

  if (topicIds.size !== topics.length) problems.push('duplicate topic ids');
  // No picture twice on one screen: the welcome image (hero, desktop sidebar) is
  // no topic's, item's or gallery's picture.
  const welcomeImage = model.welcome.top.welcome_image;
  if (welcomeImage) {
    const gallery = (model.welcome as { gallery?: string[] }).gallery ?? [];
    const reused = [
      ...topics.filter((t) => t.image === welcomeImage).map((t) => `topic ${t.id}`),
      ...topics.flatMap((t) =>
        t.items.filter((i) => i.images?.includes(welcomeImage)).map((i) => i.id),
      ),
      ...(gallery.includes(welcomeImage) ? ['the welcome gallery'] : []),
    ];
    if (reused.length)
      problems.push(`the welcome image is also the picture of ${reused.join(', ')}`);
  }
  // A topic's list shows each item's first picture: none twice in one list.
  for (const topic of topics) {
    const firsts = topic.items.flatMap((item) => item.images?.slice(0, 1) ?? []);
    const twice = firsts.filter((image, i) => firsts.indexOf(image) !== i);
    if (twice.length)
      problems.push(`topic ${topic.id} shows ${[...new Set(twice)].join(', ')} twice`);
  }
  // Guests read every text: no developer paths (credits once said "projects/_generator").
  if (/projects\/|_generator|\.ts\b/.test(JSON.stringify(model))) {
    problems.push('a text names a developer path');
  }
  // A guest app that takes identity data needs its privacy policy (#/privacy).
  if (!model.contact.privacy?.includes('<h2>'))
    problems.push('no privacy policy (contact.privacy)');
  if (topics.filter((t) => t.items.length >= 6).length < 2) {
    problems.push('needs at least two topics with at least six items');
  }
  if (!topics.some((t) => t.items.length > 10)) {
    problems.push('needs a topic with more than ten items ("show more" paging)');
  }
  const home = model.geolocation;
  if (home) {
    const metres = topics.flatMap((t) =>
      t.items.flatMap((i) => (i.geo ? [distanceMetres(home, i.geo)] : [])),
    );
    // In-house items sit exactly on the geolocation; one item must be close but elsewhere.
    if (!metres.some((m) => m > 1 && m < 80)) problems.push('needs an item 1–80 m from home');
    if (!metres.some((m) => m >= 400 && m <= 900))
      problems.push('needs an item 400–900 m from home');
    const far = metres.filter((m) => m > 15_000);
    if (far.length) problems.push(`${far.length} item(s) more than 15 km from home`);
  }
  for (const topic of topics) {
    const tags = new Set(topic.items.flatMap((i) => i.tags ?? []));
    for (const f of topic.filters ?? []) {
      if (!tags.has(f.tag)) problems.push(`topic ${topic.id}: filter ${f.id} matches no item`);
    }
    for (const item of topic.items) {
      if (itemIds.has(item.id)) problems.push(`duplicate item id ${item.id}`);
      itemIds.add(item.id);
      if (!item.images?.length) problems.push(`item ${item.id} has no image`);
      if (item.eventFrom && item.eventTo && item.eventFrom > item.eventTo) {
        problems.push(`event ${item.id} ends before it starts`);
      }
      const dates = (item.fullSchedule ?? []).map((d) => d.date);
      if (dates.some((d, i) => i > 0 && d <= (dates[i - 1] as string))) {
        problems.push(`event ${item.id}: fullSchedule not in ascending order`);
      }
      if (
        dates.length &&
        ((item.eventFrom && (dates[0] as string) < item.eventFrom) ||
          (item.eventTo && (dates[dates.length - 1] as string) > item.eventTo))
      ) {
        problems.push(`event ${item.id}: fullSchedule outside eventFrom–eventTo`);
      }
      const credits = item.imageattributions?.length ?? 0;
      if (item.images?.length && credits !== item.images.length) {
        problems.push(`item ${item.id}: ${credits} attributions for ${item.images.length} images`);
      }
    }
  }

  for (const s of collectStrings(model)) {
    if (s.startsWith('/media/')) {
      if (!s.startsWith(prefix)) problems.push(`${s} points into another project`);
      else if (!(s.slice(prefix.length) in media)) problems.push(`${s} does not exist`);
    }
  }

  for (const id of model.welcome.topics ?? []) {
    if (!topicIds.has(id)) problems.push(`welcome topic ${id} does not exist`);
  }
  const routeOk = (route: string) => {
    const [, kind, id] = route.split('/');
    if (kind === 'topic') return !id || topicIds.has(id);
    if (kind === 'activity') return !!id && itemIds.has(id);
    return true;
  };
  for (const p of model.welcome.promotions ?? []) {
    if (p.linkType === 'INT' && p.link && !routeOk(p.link))
      problems.push(`promotion ${p.id} links to ${p.link}`);
  }
  for (const popup of model.welcome.popups.custom) {
    if (popup.offerId && !itemIds.has(popup.offerId))
      problems.push(`popup ${popup.id}: unknown offer`);
  }
  for (const m of model.chatbot?.matching ?? []) {
    if (m.type === 'topic' && !topicIds.has(m.id)) problems.push(`chatbot topic ${m.id} unknown`);
    if (m.type === 'activity' && !itemIds.has(m.id)) problems.push(`chatbot item ${m.id} unknown`);
  }
  const settings = model.project_settings;
  const menus = [
    ...(settings.navigation?.mobile ?? []),
    ...(settings.navigation?.desktop ?? []),
    ...(settings.navigationTabs?.mobile?.items ?? []),
  ];
  for (const item of menus) {
    if (item.route && !routeOk(item.route))
      problems.push(`menu ${item.id} routes to ${item.route}`);
  }
  problems.push(...checkBookingFacts(model));
  return problems;
}
