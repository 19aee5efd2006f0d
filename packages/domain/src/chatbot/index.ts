// The chatbot concierge (imported by its own chunk only: `@hospes/domain/chatbot`).
export * from './chatbot-concepts.ts';
export * from './chatbot-engine.ts';
export * from './chatbot-lexicon.ts';
export * from './chatbot-passages.ts';
export * from './chatbot-phrases.ts';
export * from './chatbot-quotes.ts';
export * from './chatbot-rephrasing.ts';
export * from './chatbot-text.ts';
