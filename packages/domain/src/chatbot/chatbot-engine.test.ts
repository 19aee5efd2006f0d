// The chatbot's answers on the demo hotel's English model: facts quoted
// exactly as the model has them (20 facts), honest refusals, people for
// complaints and for "speak to someone", questions in another language,
// follow-up questions, the guest's own stay, and bad input.
import { describe, expect, it } from 'vitest';
import alpenroseEn from '../../../../projects/alpenrose/model.en.json';
import { parseProjectModel, type ProjectModel } from '../model/project-model.ts';
import type { ContentItem } from '../model/content-item.ts';
import { Chatbot, type ChatbotReply } from './chatbot-engine.ts';
import { findConcepts, languagesFrom } from './chatbot-lexicon.ts';
import { chatbotPassages } from './chatbot-passages.ts';
import { chatbotWords, foldText, stemWord } from './chatbot-text.ts';

function demoModel(json: unknown): ProjectModel {
  const parsed = parseProjectModel(json);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.model;
}

const model = demoModel(alpenroseEn);
const bot = new Chatbot(
  chatbotPassages(model, { weather: 'Weather', contact: 'Contact' }),
  'en',
  model.chatbot?.matching ?? [],
  model.chatbot?.title,
);
const items = new Map<string, ContentItem>(
  model.discover.topics.flatMap((t) => t.items.map((i) => [i.id, i] as const)),
);

function answer(question: string, context = {}): Extract<ChatbotReply, { kind: 'answer' }> {
  const reply = bot.answer(question, context);
  if (reply.kind !== 'answer') throw new Error(`"${question}" got ${reply.kind}`);
  return reply;
}

/** Everything an answer shows as text: its quotes and its facts. */
const shown = (reply: Extract<ChatbotReply, { kind: 'answer' }>) =>
  [...reply.quotes, ...reply.facts.map((f) => f.text)].join('\n');

describe('the chatbot quotes facts exactly as the model has them', () => {
  const prices: [string, string][] = [
    ['How much is the cable car?', 'alp-cablecar'],
    ['What does the museum cost?', 'alp-museum'],
    ['Price of the leisure pool?', 'alp-pool'],
    ['How much does the cooking class cost?', 'alp-prog-cooking'],
    ['How much is the wine tasting?', 'alp-prog-wine'],
    ['What does a massage cost?', 'alp-massage'],
    ['How much is a ski course for children?', 'alp-ski-school'],
    ['What does it cost to rent skis?', 'alp-ski-rental'],
  ];
  it.each(prices)('%s → the price of %s, word for word', (question, id) => {
    const reply = answer(question);
    expect(reply.sources[0]!.id).toBe(id);
    expect(reply.facts).toContainEqual({ kind: 'price', text: items.get(id)!.price });
  });

  const phones: [string, string][] = [
    ['Phone number of the pharmacy?', 'alp-dir-pharmacy'],
    ["What's the doctor's phone number?", 'alp-dir-doctor'],
    ['How do I call a taxi?', 'alp-dir-taxi'],
    ['Phone number of the pizzeria', 'alp-pizzeria'],
    ['telephone number of the ski school', 'alp-ski-school'],
    ['Can I call the toboggan run?', 'alp-toboggan'],
  ];
  it.each(phones)('%s → the phone number of %s, as written', (question, id) => {
    const reply = answer(question);
    expect(reply.sources[0]!.id).toBe(id);
    expect(reply.facts).toContainEqual({ kind: 'phone', text: items.get(id)!.contact!.phone });
  });

  const hours: [string, string][] = [
    ['When is the spa open?', 'alp-spa'],
    ['Opening hours of the fireplace bar?', 'alp-bar'],
    ['When does the reception open?', 'alp-dir-reception'],
    ['What time is breakfast?', 'alp-dir-breakfast'],
  ];
  it.each(hours)('%s → every opening time of %s', (question, id) => {
    const reply = answer(question);
    expect(reply.sources[0]!.id).toBe(id);
    const text = reply.facts.find((f) => f.kind === 'hours')!.text;
    for (const slot of items.get(id)!.openingHours!) {
      expect(text).toContain(slot.from);
      expect(text).toContain(slot.to);
    }
  });

  it('quotes the sentences with the numbers word for word (late check-out, garage)', () => {
    expect(shown(answer('How much is a late check-out?'))).toContain(
      'A late check-out until 2 pm costs €30 – please ask the day before.',
    );
    expect(shown(answer('How much is the underground garage?'))).toContain(
      'The heated underground garage costs €12 per day; your room card opens the gate.',
    );
  });
});

describe('what the chatbot does not answer itself', () => {
  it.each([
    'Who won the football yesterday?',
    'What is the capital of France?',
    'Can I pay with bitcoin?',
    'How do I fix my car’s engine?',
  ])('"%s" is not answered with a page', (question) => {
    expect(bot.answer(question).kind).toBe('unknown');
  });

  it('hands complaints and billing disputes to a person, in any language', () => {
    for (const q of ['My bill is wrong', 'I want to complain', 'Die Rechnung ist falsch']) {
      expect(bot.answer(q)).toEqual({ kind: 'handoff', reason: 'complaint' });
    }
  });

  it('hands "I want to speak to someone" to the team', () => {
    for (const q of ['I want to speak to someone', 'Kann ich mit einem Menschen sprechen?']) {
      expect(bot.answer(q)).toEqual({ kind: 'handoff', reason: 'asked' });
    }
  });

  it('answers small talk and "what can you do"', () => {
    expect(bot.answer('Hello!')).toEqual({ kind: 'smalltalk', topic: 'greeting' });
    expect(bot.answer('Thank you')).toEqual({ kind: 'smalltalk', topic: 'thanks' });
    expect(bot.answer('What can you do?')).toEqual({ kind: 'smalltalk', topic: 'capabilities' });
  });
});

describe('understanding', () => {
  it('answers a question in another of the seven languages from the app’s content', () => {
    expect(answer('petit déjeuner ?').sources[0]!.id).toBe('alp-dir-breakfast');
    expect(answer('Wo kann ich parken?').sources[0]!.id).toBe('alp-dir-parking');
  });

  it('reads past a greeting, its own name and the time of day', () => {
    expect(model.chatbot?.title).toMatch(/^Rosi\b/);
    expect(answer('Hi Rosi, what time is breakfast tomorrow morning?').sources[0]!.id).toBe(
      'alp-dir-breakfast',
    );
    expect(answer('Rosi, is the sauna open late?').sources[0]!.id).toBe('alp-spa');
    // Without the bot's name, "Rosi" is a word of the question and tips it elsewhere.
    const nameless = new Chatbot(
      chatbotPassages(model, { weather: 'Weather', contact: 'Contact' }),
      'en',
      model.chatbot?.matching ?? [],
    );
    const reply = nameless.answer('Rosi, is the sauna open late?');
    expect(reply.kind === 'answer' && reply.sources[0]!.id).not.toBe('alp-spa');
  });

  it('forgives a typo', () => {
    expect(answer('brekfast').sources[0]!.id).toBe('alp-dir-breakfast');
  });

  it('links its sources by type, id, title and the app route', () => {
    expect(answer('Where can I charge my electric car?').sources[0]).toEqual({
      type: 'directory',
      id: 'alp-dir-charging',
      title: 'EV charging',
      href: '#/directory/EV%20charging',
    });
    expect(answer('Is there a museum?').sources[0]!.href).toBe('#/activity/alp-museum');
    expect(answer('weather tomorrow').sources[0]!.href).toBe('#/weather');
  });

  it('answers a follow-up about the page of the previous answer', () => {
    const first = answer('Tell me about the spa');
    const follow = answer('When does it close?', { previousKey: first.key });
    expect(follow.sources[0]!.id).toBe('alp-spa');
    expect(follow.facts[0]!.kind).toBe('hours');
  });

  it('tells a logged-in guest their own departure when asked about check-out', () => {
    const reply = answer('When do I have to check out?', {
      stay: { arrival: '2026-11-27T15:00', departure: '2026-11-30T11:00' },
    });
    expect(reply.stay).toEqual({ kind: 'departure', at: '2026-11-30T11:00' });
    expect(reply.sources[0]!.id).toBe('alp-dir-checkout');
  });

  it('gives a longer phrase its words: "cable car" is not parking', () => {
    const concepts = findConcepts(chatbotWords('the cable car'), languagesFrom('en'));
    expect(concepts.map((c) => c.id)).toEqual(['cablecar']);
  });

  it('folds and stems words the same way for content and question', () => {
    expect(foldText('Frühstück Ёлка')).toBe('fruhstuck елка');
    expect(stemWord('towels', 'en')).toBe('towel');
    expect(stemWord('handtucher', 'de')).toBe('handtuch');
    expect(stemWord('112', 'de')).toBe('112');
  });
});

describe('bad input', () => {
  it('answers empty, blank and emoji-only messages as empty', () => {
    for (const q of ['', '   ', '😀😀😀']) expect(bot.answer(q)).toEqual({ kind: 'empty' });
  });

  it('reads HTML as words and never returns markup', () => {
    const reply = bot.answer('<script>alert("wifi")</script><b>password</b>');
    expect(reply.kind).toBe('answer');
    if (reply.kind === 'answer') expect(shown(reply)).not.toMatch(/<[a-z/]/i);
  });

  it('handles a 5,000-character message quickly', () => {
    const long = `${'Where is breakfast served '.repeat(200)}`.slice(0, 5000);
    const start = performance.now();
    const reply = bot.answer(long);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(reply.kind).toBe('answer');
  });
});
