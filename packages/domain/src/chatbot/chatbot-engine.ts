/**
 * The chatbot concierge's answers, on the device and from the project's own
 * content only (nothing the guest types leaves the device here). A question
 * is read in any of the seven languages: its words are mapped to the
 * concepts hotel guests ask about (chatbot-concepts.ts) and to the
 * passages' own words — exactly, by their start, or with a typo or two —
 * and the passages are ranked like a search engine would (rare words weigh
 * more, a title more than a text, the model's `chatbot.matching` a little
 * more). A question that matches nothing with enough evidence gets an
 * honest "I don't know", never a page that only looks like an answer.
 * Complaints and billing disputes, and "I want to speak to someone", go to
 * a person.
 */
import type { Lang } from '../language-codes.ts';
import {
  asksForPerson,
  findAspects,
  findConcepts,
  findSmallTalk,
  isComplaint,
  isStopWord,
  languagesFrom,
} from './chatbot-lexicon.ts';
import type { ChatbotAspect } from './chatbot-phrases.ts';
import type { ChatbotLink, ChatbotPassage } from './chatbot-passages.ts';
import { ASPECT_FACTS, bestSentences, factsFor } from './chatbot-quotes.ts';
import { chatbotWords, stemWord } from './chatbot-text.ts';
import { Vocabulary } from './chatbot-vocabulary.ts';
import type { ChatbotBoost, ChatbotContext, ChatbotReply } from './chatbot-reply.ts';
import {
  MAX_WORDS,
  MIN_SCORE,
  SECOND_SOURCE_SHARE,
  MAX_SOURCES,
  TITLE_WEIGHT,
  CONCEPT_IN_TITLE,
  CONCEPT_IN_TEXT,
  CONCEPT_IDF_REFERENCE,
  MIN_CONCEPT_WEIGHT,
  MAX_CONCEPT_WEIGHT,
  MENTION,
  MAX_MENTIONS,
  CONCEPT_BY_FEATURE,
  RARE_IDF,
  RARE_TITLE,
  BOOST,
  CONTACT,
  EVENT_DAMPING,
  TOPIC_DAMPING,
  ASPECT_BONUS,
} from './chatbot-weights.ts';

export type { ChatbotBoost, ChatbotContext, ChatbotReply } from './chatbot-reply.ts';

type Field = 'title' | 'text';

interface IndexedPassage {
  passage: ChatbotPassage;
  /** Concept → how many of the title's words name it. */
  titleConcepts: Map<string, number>;
  /** Concept → how many words of the text name it. */
  textConcepts: Map<string, number>;
  featureConcepts: Set<string>;
  boosted: boolean;
}

export class Chatbot {
  readonly #lang: Lang;
  readonly #passages: IndexedPassage[];
  /** stem → passage index → fields it occurs in. */
  readonly #postings = new Map<string, Map<number, Set<Field>>>();
  readonly #vocabulary: Vocabulary;
  readonly #conceptWeights = new Map<string, number>();
  /** The bot's own name's words: "Hi Rosi, …" asks nothing about Rosi. */
  readonly #ownName: ReadonlySet<string>;

  constructor(
    passages: readonly ChatbotPassage[],
    lang: Lang,
    boosts: readonly ChatbotBoost[] = [],
    /** The bot's title (`chatbot.title`), e.g. "Rosi, your digital concierge". */
    botTitle = '',
  ) {
    this.#lang = lang;
    this.#ownName = new Set(chatbotWords(botTitle));
    const langs = [lang];
    const boosted = new Set(boosts.map((b) => `${b.type}:${b.id}`));
    this.#passages = passages.map((passage, index) => {
      const titleWords = chatbotWords(passage.title);
      const textWords = chatbotWords(`${passage.text} ${passage.tags.join(' ')}`);
      this.#post(titleWords, index, 'title');
      this.#post(textWords, index, 'text');
      return {
        passage,
        titleConcepts: new Map(
          findConcepts(titleWords, langs).map((m) => [m.id, m.positions.length] as const),
        ),
        textConcepts: new Map(
          findConcepts(textWords, langs).map((m) => [m.id, m.positions.length] as const),
        ),
        featureConcepts: new Set(passage.featureConcepts),
        boosted:
          boosted.has(passage.key) ||
          // spec §2: a matching entry names a page by type and id; an A–Z entry is an item too.
          (passage.link.type === 'directory' && boosted.has(`activity:${passage.link.id}`)),
      };
    });
    this.#vocabulary = new Vocabulary(this.#postings.keys(), lang);
  }

  #post(words: readonly string[], index: number, field: Field): void {
    for (const word of words) {
      const stem = stemWord(word, this.#lang);
      let byPassage = this.#postings.get(stem);
      if (!byPassage) this.#postings.set(stem, (byPassage = new Map()));
      let fields = byPassage.get(index);
      if (!fields) byPassage.set(index, (fields = new Set()));
      fields.add(field);
    }
  }

  /**
   * How much a concept says: "christmas" (one or two passages) more than
   * "lake" in a lake district, where every passage has it.
   */
  #conceptWeight(id: string): number {
    const known = this.#conceptWeights.get(id);
    if (known !== undefined) return known;
    let n = 0;
    for (const p of this.#passages) {
      if (p.titleConcepts.has(id) || p.textConcepts.has(id) || p.featureConcepts.has(id)) n += 1;
    }
    const idf = Math.log(1 + (this.#passages.length - n + 0.5) / (n + 0.5));
    const weight = Math.min(
      MAX_CONCEPT_WEIGHT,
      Math.max(MIN_CONCEPT_WEIGHT, idf / CONCEPT_IDF_REFERENCE),
    );
    this.#conceptWeights.set(id, weight);
    return weight;
  }

  /** How rare a stem is among the passages (a word in every passage weighs nothing). */
  #idf(stem: string): number {
    const n = this.#postings.get(stem)?.size ?? 0;
    return Math.log(1 + (this.#passages.length - n + 0.5) / (n + 0.5));
  }

  answer(question: string, context: ChatbotContext = {}): ChatbotReply {
    const words = chatbotWords(question).slice(0, MAX_WORDS);
    if (words.length === 0) return { kind: 'empty' };
    const langs = languagesFrom(this.#lang);
    if (isComplaint(words, langs)) return { kind: 'handoff', reason: 'complaint' };
    if (asksForPerson(words, langs)) return { kind: 'handoff', reason: 'asked' };

    const found = findConcepts(words, langs);
    // "The pharmacy's phone number": the phone is what is asked about the
    // pharmacy; the contact page answers only when nothing else is named.
    const concepts = found.some((c) => c.id !== CONTACT)
      ? found.filter((c) => c.id !== CONTACT)
      : found;
    const aspects = findAspects(words, langs);
    const smallTalk = findSmallTalk(words, langs);
    // A word counts once: as a concept, an aspect or small talk, else as a search term.
    const consumed = new Set([...concepts, ...aspects, ...smallTalk].flatMap((m) => m.positions));
    const terms = [
      ...new Set(
        words
          .filter(
            (w, i) =>
              !consumed.has(i) &&
              !isStopWord(w, langs) &&
              !this.#ownName.has(w) &&
              Array.from(w).length >= 2,
          )
          .map((w) => stemWord(w, this.#lang)),
      ),
    ];
    const conceptIds = concepts.map((m) => m.id);
    const aspectIds = aspects.map((m) => m.id);

    if (conceptIds.length === 0 && terms.length === 0) {
      const previous = context.previousKey && this.#find(context.previousKey);
      if (aspectIds.length > 0 && previous)
        return this.#reply(previous, [], aspectIds, [], context);
      const first = smallTalk[0];
      return first ? { kind: 'smalltalk', topic: first.id } : { kind: 'unknown' };
    }

    const ranked = this.#rank(terms, concepts, aspectIds);
    // The best passage that is evidence enough (a better-scoring one may only share words).
    const best = ranked.find((r) => r.evidence);
    if (!best || best.score < MIN_SCORE) {
      const first = smallTalk[0];
      return first && conceptIds.length === 0
        ? { kind: 'smalltalk', topic: first.id }
        : { kind: 'unknown' };
    }
    const others = ranked
      .filter((r) => r !== best && r.evidence && r.score >= best.score * SECOND_SOURCE_SHARE)
      .slice(0, MAX_SOURCES - 1);
    return this.#reply(
      best.entry,
      others.map((o) => o.entry.passage.link),
      aspectIds,
      [
        ...terms,
        ...concepts.flatMap((m) => m.positions.map((p) => stemWord(words[p]!, this.#lang))),
      ],
      context,
      conceptIds,
    );
  }

  #find(key: string): IndexedPassage | undefined {
    return this.#passages.find((p) => p.passage.key === key);
  }

  /**
   * Passages by score, each with whether it is evidence enough for an
   * answer: something solid (a concept of the question, a rare word of its
   * title, or two of its words) and at least half of the question's
   * content words — "who won the football yesterday" is not answered by the
   * games room's table football, nor "can I pay by credit card" by the
   * guest card, nor "how do I fix my car's engine" by the car park.
   */
  #rank(
    terms: readonly string[],
    concepts: readonly { id: string; positions: readonly number[] }[],
    aspects: readonly ChatbotAspect[],
  ) {
    interface Tally {
      score: number;
      /** Words of the question whose concept the passage has. */
      conceptWords: number;
      matched: Set<string>;
      rareInTitle: boolean;
      /** A concept of the question in the title: the passage is about it. */
      titleConcept: boolean;
    }
    const tallies = new Map<number, Tally>();
    const tally = (index: number): Tally => {
      let t = tallies.get(index);
      if (!t) {
        t = {
          score: 0,
          conceptWords: 0,
          matched: new Set(),
          rareInTitle: false,
          titleConcept: false,
        };
        tallies.set(index, t);
      }
      return t;
    };
    this.#passages.forEach((p, index) => {
      for (const { id, positions } of concepts) {
        const inTitle = p.titleConcepts.get(id) ?? 0;
        const inText = p.textConcepts.get(id) ?? 0;
        const byFeature = p.featureConcepts.has(id);
        if (!inTitle && !inText && !byFeature) continue;
        // The text naming it again and again ("skis, snowboards, cross-country
        // skis") says the place is about it, more than a passing mention.
        const repeated = Math.min(MENTION * inText, MAX_MENTIONS);
        const points = inTitle
          ? CONCEPT_IN_TITLE + Math.min(inTitle - 1, 2) + repeated
          : byFeature
            ? CONCEPT_BY_FEATURE + repeated
            : CONCEPT_IN_TEXT + repeated - MENTION;
        const t = tally(index);
        t.score += points * this.#conceptWeight(id);
        // A concept only mentioned in the text is half an answer to it.
        t.conceptWords += !inTitle && !byFeature ? positions.length / 2 : positions.length;
        if (inTitle) t.titleConcept = true;
      }
    });
    for (const term of terms) {
      // Per passage, the best way this term matched it.
      const best = new Map<
        number,
        { points: number; inTitle: boolean; solid: boolean; idf: number }
      >();
      for (const [stem, match] of this.#vocabulary.matches(term)) {
        const idf = this.#idf(stem);
        for (const [index, fields] of this.#postings.get(stem) ?? []) {
          const inTitle = fields.has('title');
          const points =
            idf * match.quality * (inTitle ? TITLE_WEIGHT * (idf >= RARE_IDF ? RARE_TITLE : 1) : 1);
          const previous = best.get(index);
          if (!previous || points > previous.points) {
            best.set(index, { points, inTitle, solid: match.solid, idf });
          }
        }
      }
      const letters = Array.from(term).length;
      for (const [index, { points, inTitle, solid, idf }] of best) {
        const t = tally(index);
        t.score += points;
        // A word with a typo counts as found only in a title, and when it is longer.
        if (solid || (inTitle && letters >= 6)) t.matched.add(term);
        if (inTitle && ((solid && (letters >= 5 || idf >= RARE_IDF)) || letters >= 6)) {
          t.rareInTitle = true;
        }
      }
    }
    // A passage that has what the question asks for (its hours, its price …) goes first.
    for (const [index, t] of tallies) {
      const facts = this.#passages[index]!.passage.facts;
      if (aspects.some((aspect) => ASPECT_FACTS[aspect].some((kind) => facts[kind]))) {
        t.score += ASPECT_BONUS;
      }
    }
    // A topic is an overview: a place or an entry that has the concept answers better.
    for (const [index, t] of tallies) {
      if (this.#passages[index]!.passage.link.type === 'topic') t.score *= TOPIC_DAMPING;
    }
    // An event is one date: it goes first only when the question asks for
    // events or for when; "a boat trip" is the cruise, not the boat parade.
    if (!concepts.some((c) => c.id === 'events') && !aspects.includes('hours')) {
      for (const [index, t] of tallies) {
        if (this.#passages[index]!.passage.itemType === 'EVENT') t.score *= EVENT_DAMPING;
      }
    }
    const contentWords =
      terms.filter((t) => Array.from(t).length >= 3).length +
      concepts.reduce((n, c) => n + c.positions.length, 0);
    return [...tallies]
      .map(([index, t]) => {
        const entry = this.#passages[index]!;
        const found = t.conceptWords + t.matched.size + (t.rareInTitle ? 1 : 0);
        // Solid: a concept, a rare title word, or two words.
        const solid = t.conceptWords > 0 || t.rareInTitle || t.matched.size >= 2;
        return {
          entry,
          score: entry.boosted ? t.score * BOOST : t.score,
          // About what it is asked (a title concept), a third of the words is enough.
          evidence:
            solid &&
            contentWords > 0 &&
            (found / contentWords >= 0.5 || (t.titleConcept && found / contentWords > 1 / 3)),
        };
      })
      .sort((a, b) => b.score - a.score);
  }

  #reply(
    entry: IndexedPassage,
    more: ChatbotLink[],
    aspects: readonly ChatbotAspect[],
    stems: readonly string[],
    context: ChatbotContext,
    conceptIds: readonly string[] = [],
  ): ChatbotReply {
    const { passage } = entry;
    const facts = factsFor(passage.facts, aspects);
    let stay: { kind: 'arrival' | 'departure'; at: string } | undefined;
    if (context.stay) {
      if (conceptIds.includes('checkout')) stay = { kind: 'departure', at: context.stay.departure };
      else if (conceptIds.includes('checkin')) stay = { kind: 'arrival', at: context.stay.arrival };
    }
    return {
      kind: 'answer',
      sources: [passage.link, ...more],
      key: passage.key,
      quotes: bestSentences(passage.sentences, stems, aspects, this.#lang),
      facts,
      temporarilyClosed: passage.facts.temporarilyClosed === true,
      ...(stay ? { stay } : {}),
    };
  }
}
