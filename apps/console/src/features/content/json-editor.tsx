// The whole model as JSON, for everything the forms do not cover. It is
// checked against the domain's model schema (the same the server uses)
// before it is sent; the server checks again and refuses it whole.
import { parseProjectModel } from '@hospes/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import type { ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type DraftIntent } from './draft-actions.tsx';

export function JsonEditor({
  model,
  busy,
  schemaUrl,
  onSend,
}: {
  model: ModelJson;
  busy: boolean;
  schemaUrl: string;
  onSend: (model: ModelJson, intent: DraftIntent) => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState(() => JSON.stringify(model, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let json: unknown;
    try {
      json = JSON.parse(source);
    } catch (error) {
      setProblem(t('content.jsonInvalid', { message: (error as Error).message }));
      return;
    }
    // `_meta.version` is the server's to set: the edit is checked as the next version.
    const checked = parseProjectModel(json, { toPublish: true });
    if (!checked.ok) {
      setProblem(
        t('content.modelInvalid', { path: checked.path || '(root)', message: checked.message }),
      );
      return;
    }
    setProblem(null);
    onSend(json as ModelJson, intentOf(event));
  };
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="json-editor">
      <h2 id="json-editor">{t('content.json')}</h2>
      <p className="muted">
        {t('content.jsonHelp')}{' '}
        <a href={schemaUrl} target="_blank" rel="noopener">
          {t('content.jsonSchema')}
        </a>
      </p>
      <label className="visually-hidden" htmlFor="model-json">
        {t('content.json')}
      </label>
      <textarea
        id="model-json"
        className="code"
        rows={18}
        spellCheck={false}
        value={source}
        onChange={(e) => setSource(e.target.value)}
        aria-invalid={problem ? true : undefined}
      />
      {problem && <Notice kind="error">{problem}</Notice>}
      <DraftActions
        busy={busy}
        publishLabel={t('content.apply')}
        previewLabel={t('content.applyPreview')}
      />
    </form>
  );
}
