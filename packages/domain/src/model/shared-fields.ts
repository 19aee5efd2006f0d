// A project has one model per language, but much of it does not depend on
// the language: pictures, colours (the brand's, the chatbot's), prices, map positions, opening hours,
// dates, the programme's places and slots, the shop's prices, the request
// forms' fields. Staff edit those once: publishing one language lays its
// shared values onto every other language's model. Texts stay each
// language's own. Entities are matched by id; one the other language lacks
// is added with the edited language's texts (a translation still to do —
// the console marks it — rather than an entry guests of that language
// never see).
type Json = Record<string, unknown>;

const record = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(record) : []);

/** The source's values of `keys` on the target (a key the source lacks is removed). */
function copyKeys(target: Json, source: Json, keys: readonly string[]): Json {
  const next = { ...target };
  for (const key of keys) {
    if (key in source) next[key] = source[key];
    else delete next[key];
  }
  return next;
}

/**
 * The source's list, in its order, each entity merged with the target's
 * entity of the same id (`merge(target, source)`), or the source's own when
 * the target lacks it. The parts of one entity (a form's fields, a
 * product's price options) are the source's: a part removed there is
 * removed here. Whole entities only the target has (`keepOwn`: entries,
 * products, forms) stay, after the others: no form deletes them, and a
 * language's own entry is never lost by editing another.
 */
function byId(
  target: unknown,
  source: unknown,
  merge: (target: Json, source: Json) => Json,
  { key = 'id', keepOwn = false }: { key?: string; keepOwn?: boolean } = {},
): Json[] {
  const mine = new Map(list(target).map((entity) => [entity[key], entity]));
  const shared = list(source).map((entity) => {
    const own = mine.get(entity[key]);
    return own ? merge(own, entity) : entity;
  });
  if (!keepOwn) return shared;
  const ids = new Set(shared.map((entity) => entity[key]));
  return [...shared, ...list(target).filter((entity) => !ids.has(entity[key]))];
}

/** A section present in the source; absent in the source → absent here too. */
function section(target: Json, source: Json, key: string, merge: (t: Json, s: Json) => Json) {
  if (!(key in source)) {
    const { [key]: _dropped, ...rest } = target;
    return rest;
  }
  return {
    ...target,
    [key]: key in target ? merge(record(target[key]), record(source[key])) : source[key],
  };
}

const ITEM_KEYS = [
  'images',
  'geo',
  'openingHours',
  'eventFrom',
  'eventTo',
  'eventFromTime',
  'eventToTime',
  'temporarilyClosed',
] as const;
/** The programme's block without its texts (labels, descriptions, the plan's hints). */
const BOOKING_KEYS = [
  'contingent',
  'weekly',
  'valid_from',
  'valid_to',
  'except',
  'dates',
  'duration_minutes',
  'team_members',
  'currency',
  'opens_days_before',
  'closes_hours_before',
  'cancellation_deadline_hours',
  'confirmation',
  'payment',
  'max_persons',
  'min_age',
] as const;

function sharedBooking(target: Json, source: Json): Json {
  return {
    ...copyKeys(target, source, BOOKING_KEYS),
    price_options: byId(target.price_options, source.price_options, (t, s) =>
      copyKeys(t, s, ['price_minor']),
    ),
  };
}

function sharedItem(target: Json, source: Json): Json {
  const next = copyKeys(target, source, ITEM_KEYS);
  const contact = copyKeys(record(target.contact), record(source.contact), ['phone', 'email']);
  if (Object.keys(contact).length > 0) next.contact = contact;
  else delete next.contact;
  return section(next, source, 'booking', sharedBooking);
}

function sharedTopic(target: Json, source: Json): Json {
  return {
    ...copyKeys(target, source, ['image']),
    items: byId(target.items, source.items, sharedItem, { keepOwn: true }),
  };
}

function sharedProduct(target: Json, source: Json): Json {
  return {
    ...copyKeys(target, source, [
      'category',
      'image',
      'price_minor',
      'vat_rate_bp',
      'max_per_order',
      'orderable',
    ]),
    option_groups: byId(target.option_groups, source.option_groups, (tg, sg) => ({
      ...tg,
      choices: byId(tg.choices, sg.choices, (tc, sc) => copyKeys(tc, sc, ['price_minor'])),
    })),
  };
}

function sharedShop(target: Json, source: Json): Json {
  return {
    ...copyKeys(target, source, ['currency', 'payment']),
    categories: byId(target.categories, source.categories, (t) => t, { keepOwn: true }),
    products: byId(target.products, source.products, sharedProduct, { keepOwn: true }),
  };
}

function sharedField(target: Json, source: Json): Json {
  const next = copyKeys(target, source, [
    'type',
    'required',
    'min',
    'max',
    'max_length',
    'default',
  ]);
  if ('options' in source) {
    next.options = byId(target.options, source.options, (t) => t, { key: 'value' });
  } else delete next.options;
  return next;
}

function sharedRequestForm(target: Json, source: Json): Json {
  const next = copyKeys(target, source, ['icon', 'start', 'cancellation_deadline_hours']);
  return { ...next, fields: byId(target.fields, source.fields, sharedField) };
}

/**
 * The target language's model with the source language's shared values.
 * Everything else of the target — its texts, and sections this rule does
 * not know — stays as it is.
 */
export function withSharedFields(target: Json, source: Json): Json {
  let next: Json = { ...target };
  next = section(next, source, 'branding', (t, s) =>
    copyKeys(t, s, ['favicon', 'color_scheme', 'color_scheme_secondary']),
  );
  if ('geolocation' in source) next.geolocation = source.geolocation;
  // The hotel's phone and e-mail; its website may have a page per language.
  next = section(next, source, 'contact', (t, s) => copyKeys(t, s, ['phone', 'email']));
  next = section(next, source, 'welcome', (t, s) =>
    copyKeys(
      section(t, s, 'top', (tt, st) => copyKeys(tt, st, ['logo', 'welcome_image'])),
      s,
      ['topics', 'gallery'],
    ),
  );
  next = section(next, source, 'discover', (t, s) => ({
    ...t,
    topics: byId(t.topics, s.topics, sharedTopic, { keepOwn: true }),
  }));
  next = section(next, source, 'shop', sharedShop);
  // The chatbot's pictures and colours (its words are each language's).
  next = section(next, source, 'chatbot', (t, s) => {
    const pictures = copyKeys(t, s, ['bot_profile_image', 'bot_profile_image_url', 'colors']);
    const start = section(pictures, s, 'start_screen', (tt, st) =>
      copyKeys(tt, st, ['top_image', 'top_image_url']),
    );
    return section(start, s, 'launcher', (tt, st) =>
      copyKeys(tt, st, ['launcher_img_url', 'position_bottom', 'position_right']),
    );
  });
  next = section(next, source, 'guest_services', (t, s) => ({
    ...t,
    forms: byId(t.forms, s.forms, sharedRequestForm, { keepOwn: true }),
  }));
  return next;
}
