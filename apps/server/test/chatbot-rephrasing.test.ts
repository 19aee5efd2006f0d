// The chatbot's optional rewording (docs/api.md "Chatbot"): off by default;
// with HOSPES_LLM_URL/KEY set, an answer of the demo hotel is reworded by a
// local fake of an OpenAI-compatible endpoint — only from its page, with
// the quotes checked against the published model, and the model's text
// refused when it invents a number or adds a link.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { sendJson, startFakeServer, type FakeServer } from './support/fake-http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS = path.join(REPO_ROOT, 'projects');
const KEY = 'sk-test-hospes';
const BREAKFAST = {
  lang: 'en',
  key: 'directory:alp-dir-breakfast',
  quotes: [
    'The breakfast buffet in the Zirbenstube is open from 7:30 to 10:30 am – with eggs cooked to order, mountain cheese from the show dairy and gluten-free bread.',
    'If you want to hit the slopes early, a small breakfast is available from 6:30 am.',
  ],
  facts: ['hours'],
};

interface Completion {
  model: string;
  messages: { role: string; content: string }[];
  [field: string]: unknown;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

describe('chatbot rewording', () => {
  let fake: FakeServer;
  let on: TestApp;
  let off: TestApp;
  let bodies: Completion[];
  /** What the fake model writes next. */
  let writes: string;

  beforeAll(async () => {
    fake = await startFakeServer(() => {});
    on = await startTestApp('sqlite', {
      projectsDir: PROJECTS,
      llm: { url: `${fake.origin}/v1`, key: KEY, model: 'test-model' },
    });
    off = await startTestApp('sqlite', { projectsDir: PROJECTS });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
    await fake?.close();
  });
  beforeEach(() => {
    bodies = [];
    fake.requests.length = 0;
    writes = 'Breakfast is served in the Zirbenstube from 7:30 to 10:30 am.';
    fake.handle((request, response) => {
      void readBody(request).then((text) => {
        bodies.push(JSON.parse(text) as Completion);
        sendJson(response, 200, {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: writes } }],
        });
      });
    });
  });

  const rephrase = (t: TestApp, payload: unknown, ip = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/chatbot/alpenrose/rephrasings',
      headers: { 'x-forwarded-for': ip },
      payload: payload as object,
    });

  it('is off by default: the settings say so and nothing is sent anywhere', async () => {
    const settings = await off.app.inject({ url: '/api/chatbot/alpenrose' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ rephrasing: false });
    const res = await rephrase(off, BREAKFAST);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Rewording answers is not set up on this server.');
    expect((await off.app.inject({ url: '/api/chatbot/nowhere' })).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('rewords an answer from its page only, with the facts as the model has them', async () => {
    expect((await on.app.inject({ url: '/api/chatbot/alpenrose' })).json()).toEqual({
      rephrasing: true,
    });
    writes = '**Breakfast** is served in the Zirbenstube from 7:30 to 10:30 am.\n\n';
    const res = await rephrase(on, { ...BREAKFAST, key: BREAKFAST.key });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      text: 'Breakfast is served in the Zirbenstube from 7:30 to 10:30 am.',
    });

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    const [sent] = bodies;
    expect(Object.keys(sent!).sort()).toEqual([
      'max_tokens',
      'messages',
      'model',
      'stream',
      'temperature',
    ]);
    expect(sent!.model).toBe('test-model');
    const [system, user] = sent!.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('concierge of Hotel Alpenrose');
    expect(system!.content).toContain('in English');
    expect(system!.content).toContain('Use only this information');
    expect(user!.content).toBe(
      [
        'Page: Breakfast',
        '',
        ...BREAKFAST.quotes,
        '',
        'Opening hours: Monday – Sunday: 07:30 – 10:30 h',
      ].join('\n'),
    );
  });

  it('asks once for the same answer and in the answer’s language', async () => {
    const first = await rephrase(on, { ...BREAKFAST, facts: [] });
    const again = await rephrase(on, { ...BREAKFAST, facts: [] });
    expect(again.json()).toEqual(first.json());
    expect(fake.requests).toHaveLength(1);

    writes = 'Das Frühstück gibt es von 7:30 bis 10:30 Uhr.';
    const german = await rephrase(on, {
      lang: 'de',
      key: 'directory:alp-dir-breakfast',
      quotes: [],
      facts: ['hours'],
    });
    expect(german.statusCode).toBe(200);
    expect(bodies.at(-1)!.messages[0]!.content).toContain('in German');
    expect(bodies.at(-1)!.messages[1]!.content).toContain('Page: Frühstück');
  });

  it.each([
    [
      'a quote the page does not have',
      { quotes: ['Breakfast is free all day.'] },
      /not a sentence/,
    ],
    ['a page the model does not have', { key: 'activity:nowhere' }, /no page "activity:nowhere"/],
    ['neither quotes nor facts', { quotes: [], facts: [] }, /at least one quote or fact/],
    ['an unknown kind of fact', { facts: ['wifi'] }, /facts/],
    ['a language Hospes does not speak', { lang: 'pt' }, /lang/],
    ['too many quotes', { quotes: Array(5).fill('x') }, /quotes/],
  ])('refuses %s with 400 and asks no model', async (_name, patch, message) => {
    const res = await rephrase(on, { ...BREAKFAST, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['invents a time', 'Breakfast is served from 7 to 11 am.'],
    ['adds a link', 'See https://example.com for breakfast from 7:30.'],
    ['writes markup', 'Breakfast <b>from 7:30</b>.'],
    ['answers nothing', '  '],
  ])('answers 502 when the model %s (and asks again next time)', async (_name, text) => {
    writes = text;
    const payload = { ...BREAKFAST, quotes: [BREAKFAST.quotes[1]] };
    const res = await rephrase(on, payload);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The answer could not be reworded; the bot’s own answer stands.',
    );
    await rephrase(on, payload);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 502, never 500, when the model’s service fails', async () => {
    fake.handle((_request, response) => sendJson(response, 500, { error: 'overloaded' }));
    // (A rewording not asked for before: a cached one would be answered.)
    const res = await rephrase(on, { ...BREAKFAST, quotes: [BREAKFAST.quotes[0]], facts: [] });
    expect(res.statusCode).toBe(502);
    expect(
      on.logs.some((l) => l.msg === 'Chatbot rewording failed' && l.reason === 'status 500'),
    ).toBe(true);
    expect(JSON.stringify(on.logs)).not.toContain(KEY);
  });

  it('limits a client to 30 rewordings a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await rephrase(on, BREAKFAST, '203.0.113.99')).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await rephrase(on, BREAKFAST, '203.0.113.100')).statusCode).toBe(200);
  });
});
