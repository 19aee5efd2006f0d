// The search's word knowledge (imported by the search worker's chunk only:
// `@hospes/domain/search`): function words, and the chatbot's concepts as
// synonyms — data the first view does not need.
export * from './search-concepts.ts';
export * from './search-stop-words.ts';
export * from './sorted-words.ts';
export { stemWord } from '../chatbot/chatbot-text.ts';
