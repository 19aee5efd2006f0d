// The OpenAI-compatible client against a local fake: the request it sends,
// and every failure as an LlmUpstreamError (the route answers 502 for them).
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../../test/support/fake-http.ts';
import { LlmClient, LlmUpstreamError } from './llm-client.ts';

describe('the language model client', () => {
  let fake: FakeServer;
  let client: LlmClient;
  beforeAll(async () => {
    fake = await startFakeServer(() => {});
    client = new LlmClient({ url: `${fake.origin}/v1`, key: 'k-1', model: 'm-1' }, fetch, 200);
  });
  afterAll(() => fake.close());

  it('reads the first choice’s text', async () => {
    fake.handle((_req, res) =>
      sendJson(res, 200, { choices: [{ message: { role: 'assistant', content: 'Hello.' } }] }),
    );
    await expect(client.complete([{ role: 'user', content: 'x' }])).resolves.toBe('Hello.');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(fake.requests.at(-1)!.headers['content-type']).toBe('application/json');
  });

  it.each([
    ['no choice', (res: ServerResponse) => sendJson(res, 200, { choices: [] }), 'no answer text'],
    [
      'a refusal without text',
      (res: ServerResponse) => sendJson(res, 200, { choices: [{ message: { content: null } }] }),
      'no answer text',
    ],
    [
      'an error status',
      (res: ServerResponse) => sendJson(res, 401, { error: 'bad key' }),
      'status 401',
    ],
    ['no JSON', (res: ServerResponse) => res.end('<html>'), 'invalid JSON'],
  ])('turns %s into an upstream error', async (_name, answer, reason) => {
    fake.handle((_req, res) => answer(res));
    const failure = client.complete([{ role: 'user', content: 'x' }]);
    await expect(failure).rejects.toThrow(LlmUpstreamError);
    await expect(failure).rejects.toThrow(reason);
  });

  it('gives up after its timeout', async () => {
    fake.handle(() => {}); // never answers
    await expect(client.complete([{ role: 'user', content: 'x' }])).rejects.toThrow('timed out');
  });
});
