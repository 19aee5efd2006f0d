import type { ParseProjectModelResult, ProjectModel } from '@hospes/domain';

/** What the model check worker answers (the model itself is not sent back). */
export type ModelCheckAnswer = { ok: true } | { ok: false; path: string; message: string };

/** Asks a worker; null where there are no workers or the worker failed. */
function checkInWorker(json: unknown): Promise<ModelCheckAnswer | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./model-check.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      console.warn('The model check worker could not start; checking in the page', error);
      resolve(null);
      return;
    }
    worker.onmessage = (event: MessageEvent<ModelCheckAnswer>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.warn('The model check worker failed; checking in the page', event.message);
      worker.terminate();
      resolve(null);
    };
    worker.postMessage(json);
  });
}

/**
 * The full check of a model with the domain's schema (`parseProjectModel`):
 * in a worker where the browser has them, else in the page. zod loads only
 * here, on demand, so that it stays out of the first route
 * (docs/performance.md). Models have no defaults or transforms, so a model
 * that passes is used as it is.
 */
export async function checkModelInFull(json: unknown): Promise<ParseProjectModelResult> {
  const answer = await checkInWorker(json);
  if (answer) return answer.ok ? { ok: true, model: json as ProjectModel } : answer;
  const { parseProjectModel } = await import('./model-schema-check.ts');
  return parseProjectModel(json);
}
