/// <reference lib="webworker" />
// The full check of a model (the domain's zod schema) off the main thread:
// a large model takes the schema a while, and the page stays responsive.
import { configureZodForBrowsers, parseProjectModel } from '@hospes/domain';
import type { ModelCheckAnswer } from './model-full-check.ts';

configureZodForBrowsers();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<unknown>) => {
  const parsed = parseProjectModel(event.data);
  const answer: ModelCheckAnswer = parsed.ok
    ? { ok: true }
    : { ok: false, path: parsed.path, message: parsed.message };
  scope.postMessage(answer);
};
