/**
 * What the chatbot answers from: the project model of the guest's language
 * cut into passages — each content item (an A–Z entry links to the
 * directory, any other item to its page), each topic, the contact page and
 * the weather page. A passage keeps its text as sentences (answers quote
 * them word for word) and its facts as the model has them (price, phone,
 * e-mail, address, opening hours, event dates): nothing is made up.
 */
import type { Lang } from '../language-codes.ts';
import type { ContentItem } from '../model/content-item.ts';
import type { ProjectModel } from '../model/project-model.ts';
import { formatDate, formatDateRange } from '../format/dates.ts';
import { stripHtml } from '../format/plain-text.ts';
import { formatTimeRange, weekdayName } from '../format/time-of-day.ts';

/** spec §2 "Chatbot links to internal pages by type, id and title". */
export interface ChatbotLink {
  type: 'activity' | 'topic' | 'directory' | 'page';
  id: string;
  title: string;
  /** The app's hash route: `#/activity/{id}`, `#/topic/{id}`, `#/directory/{title}`, `#/weather`, `#/contact`. */
  href: string;
}

export interface ChatbotFacts {
  price?: string;
  phone?: string;
  email?: string;
  address?: string;
  /** The opening hours of a week, e.g. "Monday – Sunday: 07:00 – 20:00 h". */
  hours?: string;
  /** An event's dates and times. */
  dates?: string;
  temporarilyClosed?: boolean;
}

export interface ChatbotPassage {
  /** `type:id`, e.g. `directory:alp-dir-breakfast`. */
  key: string;
  link: ChatbotLink;
  title: string;
  /** Plain text, the title not included. */
  text: string;
  sentences: string[];
  facts: ChatbotFacts;
  /** Concepts the item's features name: AnyWeather → rainy, ChildFriendly → kids. */
  featureConcepts: string[];
  tags: string[];
  /** The content item's type (EVENT, POI …); absent for topics and pages. */
  itemType?: string;
}

/** The titles of the app's own pages in the guest's language (the app's labels). */
export interface ChatbotPageTitles {
  weather: string;
  contact: string;
}

const DIRECTORY_TOPIC_ID = 'directory';

/** Sentences of a plain text (a full stop, ! or ? followed by a space and more text). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Weekdays with the same slots grouped: "Monday – Friday: 07:00 – 20:00 h". */
export function weekSummary(hours: ContentItem['openingHours'], lang: Lang): string | undefined {
  if (!hours || hours.length === 0) return undefined;
  const week = [1, 2, 3, 4, 5, 6, 0];
  const slotsOf = (day: number) =>
    hours
      .filter((h) => h.day === day)
      .sort((a, b) => a.from.localeCompare(b.from))
      .map((h) => formatTimeRange(h.from, h.to, lang))
      .join(', ');
  const groups: { first: number; last: number; slots: string }[] = [];
  for (const day of week) {
    const slots = slotsOf(day);
    const previous = groups[groups.length - 1];
    if (previous && previous.slots === slots) previous.last = day;
    else groups.push({ first: day, last: day, slots });
  }
  return groups
    .filter((g) => g.slots !== '')
    .map((g) => {
      const days =
        g.first === g.last
          ? weekdayName(g.first, lang)
          : `${weekdayName(g.first, lang)} – ${weekdayName(g.last, lang)}`;
      return `${days}: ${g.slots}`;
    })
    .join('; ');
}

function eventDates(item: ContentItem, lang: Lang): string | undefined {
  if (!item.eventFrom) return undefined;
  const days =
    item.eventTo && item.eventTo !== item.eventFrom
      ? formatDateRange(item.eventFrom, item.eventTo, lang)
      : formatDate(item.eventFrom, lang);
  const times = formatTimeRange(item.eventFromTime, item.eventToTime, lang);
  return times ? `${days}, ${times}` : days;
}

function itemFacts(item: ContentItem, lang: Lang): ChatbotFacts {
  const address = [
    item.streetAddress,
    [item.postalCode, item.addressLocality].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const facts: ChatbotFacts = {};
  if (item.price) facts.price = item.price;
  if (item.contact?.phone) facts.phone = item.contact.phone;
  if (item.contact?.email) facts.email = item.contact.email;
  if (address) facts.address = address;
  const hours = weekSummary(item.openingHours, lang);
  if (hours) facts.hours = hours;
  const dates = eventDates(item, lang);
  if (dates) facts.dates = dates;
  if (item.temporarilyClosed) facts.temporarilyClosed = true;
  return facts;
}

const FEATURE_CONCEPTS: Partial<Record<string, string>> = {
  AnyWeather: 'rainy',
  ChildFriendly: 'kids',
};

function featureConcepts(item: ContentItem): string[] {
  return (item.features ?? []).flatMap((f) => FEATURE_CONCEPTS[f] ?? []);
}

function passage(
  link: ChatbotLink,
  text: string,
  facts: ChatbotFacts,
  extra: { featureConcepts?: string[]; tags?: string[]; itemType?: string } = {},
): ChatbotPassage {
  return {
    key: `${link.type}:${link.id}`,
    link,
    title: link.title,
    text,
    sentences: sentencesOf(text),
    facts,
    featureConcepts: extra.featureConcepts ?? [],
    tags: extra.tags ?? [],
    ...(extra.itemType ? { itemType: extra.itemType } : {}),
  };
}

/** The passages of a model in its language. */
export function chatbotPassages(model: ProjectModel, pages: ChatbotPageTitles): ChatbotPassage[] {
  const lang = model._meta.lang;
  const out: ChatbotPassage[] = [];
  const seen = new Set<string>();
  for (const topic of model.discover.topics) {
    const topicText = topic.description ? stripHtml(topic.description) : '';
    out.push(
      passage(
        {
          type: 'topic',
          id: topic.id,
          title: topic.title,
          href: `#/topic/${encodeURIComponent(topic.id)}`,
        },
        topicText,
        {},
      ),
    );
    const directory = topic.id === DIRECTORY_TOPIC_ID;
    for (const item of topic.items) {
      if (seen.has(item.id) || item.inactive) continue;
      seen.add(item.id);
      const link: ChatbotLink = directory
        ? {
            type: 'directory',
            id: item.id,
            title: item.title,
            href: `#/directory/${encodeURIComponent(item.title)}`,
          }
        : {
            type: 'activity',
            id: item.id,
            title: item.title,
            href: `#/activity/${encodeURIComponent(item.id)}`,
          };
      out.push(
        passage(link, item.description ? stripHtml(item.description) : '', itemFacts(item, lang), {
          featureConcepts: featureConcepts(item),
          itemType: item.type,
          tags: item.tags ?? [],
        }),
      );
    }
  }
  const contact = model.contact;
  const address = model.address;
  const contactAddress = [
    address?.streetAddress,
    [address?.postalCode, address?.addressLocality].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const contactFacts: ChatbotFacts = {};
  if (contact.phone) contactFacts.phone = contact.phone;
  if (contact.email) contactFacts.email = contact.email;
  if (contactAddress) contactFacts.address = contactAddress;
  out.push(
    passage(
      { type: 'page', id: 'contact', title: pages.contact, href: '#/contact' },
      [model.name, contact.company].filter(Boolean).join('. '),
      contactFacts,
    ),
  );
  out.push(
    passage({ type: 'page', id: 'weather', title: pages.weather, href: '#/weather' }, '', {}),
  );
  return out;
}
