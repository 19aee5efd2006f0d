import type { ProjectModel } from '@hospes/domain';
import { useEffect, useState } from 'react';
import { afterFirstPage } from './first-page.ts';
import { checkModelInFull } from '../lib/model/model-full-check.ts';
import { ModelLoadError } from '../lib/model/model-query.ts';

/** Results of the full checks so far, per model object (each is checked once). */
const results = new WeakMap<ProjectModel, ModelLoadError | null>();

/**
 * The full check of a model that is already on screen (the model query
 * checks only its outline, see model-query.ts): runs once per model, once
 * the first page is shown and the browser is idle. Returns the error when the
 * model failed it — then it counts as no model (spec §4/§8) — else null.
 */
export function useFullModelCheck(model: ProjectModel | undefined): ModelLoadError | null {
  const [, setDone] = useState(0);
  useEffect(() => {
    if (!model || results.has(model)) return;
    let live = true;
    const cancel = afterFirstPage(() => {
      void checkModelInFull(model).then(
        (parsed) => {
          if (parsed.ok) {
            // Nothing changes on screen: no render.
            results.set(model, null);
            return;
          }
          results.set(
            model,
            new ModelLoadError(`Invalid model at "${parsed.path}": ${parsed.message}`),
          );
          if (live) setDone((n) => n + 1);
        },
        // The check could not run (its chunk did not load, offline): the outline passed.
        (error: unknown) => console.warn('The full model check did not run', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [model]);
  return (model && results.get(model)) ?? null;
}
