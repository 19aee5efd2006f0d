// The two ways to send an edited form: publish it, or first look at it in
// the guest app (a preview of the draft; nothing is published).
import type { FormEvent } from 'react';
import type { ModelJson } from '../../lib/content-api.ts';

export type DraftIntent = 'publish' | 'preview';

/** How a section of the content page hands its changed model on: published, or previewed. */
export type SendModel = (model: ModelJson, intent: DraftIntent) => void;

/** Which of the two buttons sent the form (Enter in a field publishes). */
export function intentOf(event: FormEvent): DraftIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.value === 'preview'
    ? 'preview'
    : 'publish';
}

export function DraftActions({
  busy,
  publishLabel,
  previewLabel,
}: {
  busy: boolean;
  publishLabel: string;
  previewLabel: string;
}) {
  return (
    <div className="actions">
      <button
        type="submit"
        name="intent"
        value="publish"
        className="button button--primary"
        disabled={busy}
      >
        {publishLabel}
      </button>
      <button type="submit" name="intent" value="preview" className="button" disabled={busy}>
        {previewLabel}
      </button>
    </div>
  );
}
