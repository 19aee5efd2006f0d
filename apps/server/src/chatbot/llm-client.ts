// An OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI's
// compatible API, Mistral, vLLM, llama.cpp, Ollama …): one request, one
// answer, no streaming. Only the text of the first choice is read.
import { z } from 'zod';
import type { LlmConfig } from '../config.ts';

/** The answer of a language model that keeps a guest waiting longer is dropped. */
export const LLM_TIMEOUT_MS = 8_000;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class LlmUpstreamError extends Error {
  override name = 'LlmUpstreamError';
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class LlmClient {
  constructor(
    private readonly config: LlmConfig,
    private readonly doFetch: typeof fetch = fetch,
    private readonly timeoutMs = LLM_TIMEOUT_MS,
  ) {}

  get model(): string {
    return this.config.model;
  }

  /** The model's answer to the messages; throws {@link LlmUpstreamError} for any failure. */
  async complete(messages: readonly ChatMessage[]): Promise<string> {
    let response: Response;
    try {
      response = await this.doFetch(`${this.config.url}/chat/completions`, {
        method: 'POST',
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${this.config.key}`,
        },
        body: JSON.stringify({
          model: this.config.model,
          messages,
          // Rewording, not invention: little randomness, a short answer.
          temperature: 0.2,
          max_tokens: 300,
          stream: false,
        }),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new LlmUpstreamError(timedOut ? 'timed out' : 'unreachable', { cause: err });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LlmUpstreamError(`status ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      throw new LlmUpstreamError('invalid JSON', { cause: err });
    }
    const parsed = CompletionSchema.safeParse(body);
    const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
    if (!content) throw new LlmUpstreamError('no answer text');
    return content;
  }
}
