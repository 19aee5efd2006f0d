// The published versions of a language's model: who published when, the
// changes of a version against the published one, and rollback (the old
// content is published again as the next version).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { fetchVersion, useRollback, useVersions, type ModelJson } from '../../lib/content-api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { jsonDiff, type JsonChange } from '../../lib/json-diff.ts';
import { isServerField } from '../../lib/model-merge.ts';
import { useAccount } from '../../lib/session.ts';

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

export function VersionsPanel({
  lang,
  current,
  currentVersion,
}: {
  lang: string;
  current: ModelJson;
  currentVersion: number;
}) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const versions = useVersions(lang);
  const rollback = useRollback(lang);
  const [diff, setDiff] = useState<{ version: number; changes: JsonChange[] } | null>(null);
  const [diffError, setDiffError] = useState<unknown>(null);

  const showDiff = async (version: number) => {
    try {
      const old = await fetchVersion(projectId, lang, version);
      setDiff({
        version,
        changes: jsonDiff(old.model, current).filter((c) => !isServerField(c.path)),
      });
      setDiffError(null);
    } catch (error) {
      setDiffError(error);
    }
  };

  return (
    <section className="card" aria-labelledby="versions">
      <h2 id="versions">{t('content.versions')}</h2>
      {rollback.data && rollback.variables !== undefined && (
        <Notice kind="success">
          {t('content.rolledBack', { from: rollback.variables, version: rollback.data.version })}
        </Notice>
      )}
      {rollback.error && <Notice kind="error">{errorText(rollback.error, t)}</Notice>}
      {!versions.data ? (
        <QueryState error={versions.error} onRetry={() => void versions.refetch()} />
      ) : (
        <ol className="versions">
          {versions.data.versions.map((v) => (
            <li key={v.version}>
              <strong>v{v.version}</strong>{' '}
              <span className="muted small">
                {t('content.by', { by: v.publishedBy, at: formatDateTime(v.publishedAt) })}
              </span>
              {v.version !== currentVersion && (
                <span className="actions">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => void showDiff(v.version)}
                  >
                    {t('content.showDiff', { version: v.version })}
                  </button>
                  <ConfirmAction
                    label={t('content.rollback', { version: v.version })}
                    yes={t('content.rollbackYes', { version: v.version })}
                    consequence={t('content.rollbackConsequence', { version: v.version })}
                    className="button button--small"
                    busy={rollback.isPending}
                    onConfirm={() => rollback.mutate(v.version)}
                  />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {diffError !== null && <Notice kind="error">{errorText(diffError, t)}</Notice>}
      {diff && (
        <div className="diff" aria-live="polite">
          <h3>
            {t('content.diff')} (v{diff.version})
          </h3>
          {diff.changes.length === 0 ? (
            <p className="muted">{t('content.noDiff')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">JSON</th>
                  <th scope="col">v{diff.version}</th>
                  <th scope="col">v{currentVersion}</th>
                </tr>
              </thead>
              <tbody>
                {diff.changes.slice(0, 200).map((c) => (
                  <tr key={c.path}>
                    <th scope="row">{c.path}</th>
                    <td className="diff__before">{show(c.before)}</td>
                    <td className="diff__after">{show(c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
