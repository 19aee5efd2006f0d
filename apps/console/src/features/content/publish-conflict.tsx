// Someone else published while this staff member was typing: the server
// refused to overwrite (409). The typing is kept; the console lays it onto
// the newer version, says in words what the colleague and what this staff
// member changed — and where both changed the same field — and lets them
// publish theirs on top or discard it.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import type { ModelJson } from '../../lib/content-api.ts';
import { mineWinning, type Merge } from '../../lib/model-merge.ts';
import { changeWords, changesInWords } from './change-words.ts';

export interface Conflict {
  merge: Merge;
  /** The newer version and its model. */
  version: number;
  theirs: ModelJson;
  mine: ModelJson;
}

const shown = (value: unknown, t: TFunction) =>
  value === undefined || value === null || value === ''
    ? t('merge.empty')
    : typeof value === 'string'
      ? value.length > 80
        ? `${value.slice(0, 79)}…`
        : value
      : JSON.stringify(value).slice(0, 80);

export function PublishConflict({
  conflict,
  busy,
  onPublish,
  onDiscard,
}: {
  conflict: Conflict;
  busy: boolean;
  onPublish: (model: ModelJson, baseVersion: number) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const { merge, version, theirs, mine } = conflict;
  const conflicted = new Set(merge.conflicts.map((c) => c.path));
  return (
    <div className="confirm confirm--question" role="group" aria-label={t('content.stale')}>
      <p>{t('merge.kept')}</p>
      {merge.theirChanges.length > 0 && (
        <p>
          {t('merge.theirs', {
            fields: changesInWords(
              merge.theirChanges.map((c) => c.path),
              theirs,
              t,
            ),
          })}
        </p>
      )}
      {merge.myChanges.length > 0 && (
        <p>
          {t('merge.mine', {
            fields:
              changesInWords(
                merge.myChanges.filter((c) => !conflicted.has(c.path)).map((c) => c.path),
                mine,
                t,
              ) || t('merge.empty'),
          })}
        </p>
      )}
      {merge.conflicts.length > 0 && (
        <>
          <p>{t('merge.both')}</p>
          <ul>
            {merge.conflicts.map((c) => (
              <li key={c.path}>
                {t('merge.bothItem', {
                  field: changeWords(c.path, mine, t),
                  theirs: shown(c.theirs, t),
                  mine: shown(c.mine, t),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onPublish(mineWinning(merge) as ModelJson, version)}
        >
          {t('merge.publishMine', { version })}
        </button>
        {merge.conflicts.length > 0 && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onPublish(merge.merged as ModelJson, version)}
          >
            {t('merge.publishKeepTheirs')}
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={onDiscard}>
          {t('merge.discardMine', { version })}
        </button>
      </div>
      {busy && <Notice kind="info">{t('app.loading')}</Notice>}
    </div>
  );
}
