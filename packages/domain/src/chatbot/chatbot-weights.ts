// How the chatbot ranks passages: the weights of a title, a concept, a rare
// word, a boost, and the evidence an answer needs (chatbot-engine.ts). Tuned
// on the engine's test questions in seven languages (chatbot-engine.test.ts,
// scripts/chatbot-benchmark.ts).
/** Questions longer than this are read only up to here (a pasted essay). */
export const MAX_WORDS = 80;
/** A score below this is no answer, whatever matched. */
export const MIN_SCORE = 2.2;
/** Other sources must score at least this share of the best one. */
export const SECOND_SOURCE_SHARE = 0.6;
export const MAX_SOURCES = 3;
export const TITLE_WEIGHT = 3;
export const CONCEPT_IN_TITLE = 6;
export const CONCEPT_IN_TEXT = 2;
/** A concept in about one passage of ten weighs 1; rarer ones more, common ones less. */
export const CONCEPT_IDF_REFERENCE = 2.4;
export const MIN_CONCEPT_WEIGHT = 0.6;
export const MAX_CONCEPT_WEIGHT = 1.4;
/** Each further word of a text naming the concept, up to a limit. */
export const MENTION = 0.5;
export const MAX_MENTIONS = 1.5;
/** A feature of the item (AnyWeather → rainy day) says more than a word in its text. */
export const CONCEPT_BY_FEATURE = 4;
/** A title word this rare (in about four passages or fewer) names the passage. */
export const RARE_IDF = 3;
/** A rare word of the question in a title names the place ("pizza" → the pizzeria). */
export const RARE_TITLE = 1.5;
export const BOOST = 1.2;
export const CONTACT = 'contact';
export const EVENT_DAMPING = 0.85;
export const TOPIC_DAMPING = 0.9;
export const ASPECT_BONUS = 1.5;
