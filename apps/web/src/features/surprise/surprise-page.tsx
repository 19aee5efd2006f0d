import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { allItems } from '../../lib/content/find-item.ts';
import { projectTimeZone } from '../../lib/content/item-facts.ts';
import { useWeather } from '../../lib/weather/use-weather.ts';
import { loadLastPick, saveLastPick } from './last-pick.ts';
import { SurpriseCard } from './surprise-card.tsx';
import {
  isDarkAt,
  isRainLikely,
  pickSurprise,
  surpriseCandidates,
  type RandomSource,
  type SurpriseCandidate,
} from './surprise-rules.ts';
import '../../components/ui/button.css';
import './surprise.css';

/** One draw: the suggestion (null when nothing fits) and what it was drawn from. */
interface Draw {
  pick: SurpriseCandidate | null;
  candidates: number;
  rainLikely: boolean;
}

export interface SurprisePageProps {
  /** The random source of the draws (tests pass a seeded one). */
  random?: RandomSource;
}

/**
 * spec §1/§2 `/surpriseme`: suggests an activity or place that is
 * open now, suits the time of day (no walk in the dark) and the weather — only AnyWeather items when rain is likely
 * (the weather is left out when it is unavailable) — never the same twice in
 * a row (the last suggestion is kept for the session), with "Show me another
 * one" and an empty state when nothing fits.
 */
export function SurprisePage({ random = Math.random }: SurprisePageProps) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const projectId = useProjectId();
  const weather = useWeather();
  const items = useMemo(() => allItems(model).map((found) => found.item), [model]);
  const timeZone = projectTimeZone(model);
  const forecast = weather.status === 'ready' ? weather.answer : null;
  const weatherSettled = weather.status !== 'loading';
  const [draw, setDraw] = useState<Draw | null>(null);

  const drawOne = useCallback(
    (lastId: string | null) => {
      const now = Date.now();
      const rainLikely = isRainLikely(forecast, now);
      const dark = isDarkAt(now, timeZone, model.geolocation);
      const candidates = surpriseCandidates(items, { now, timeZone, rainLikely, dark });
      const pick = pickSurprise(candidates, lastId, random);
      if (pick) saveLastPick(projectId, pick.item.id);
      setDraw({ pick, candidates: candidates.length, rainLikely });
    },
    [forecast, items, timeZone, random, projectId, model.geolocation],
  );

  // The first suggestion waits for the weather (or its absence) and avoids the
  // session's last one; the ref keeps a second effect run from drawing again.
  const drawn = useRef(false);
  useEffect(() => {
    if (!weatherSettled || drawn.current) return;
    drawn.current = true;
    drawOne(loadLastPick(projectId));
  }, [weatherSettled, drawOne, projectId]);

  return (
    <section className="page surprise-page">
      <h1>{t('menu.surpriseme')}</h1>
      <p className="surprise-page__intro">{t('surprise.intro')}</p>
      {draw === null ? (
        <Spinner />
      ) : draw.pick === null ? (
        <div className="surprise-empty">
          <h2>{t('surprise.emptyTitle')}</h2>
          <p>{t('surprise.emptyText')}</p>
          <Link className="ui-button ui-button--primary" to="/topic">
            {t('surprise.discover')}
          </Link>
        </div>
      ) : (
        <>
          {draw.rainLikely && (
            <p className="surprise-page__weather">
              <Icon name="info" />
              {t('surprise.rainLikely')}
            </p>
          )}
          <VisuallyHidden>
            <span aria-live="polite">{draw.pick.item.title}</span>
          </VisuallyHidden>
          <SurpriseCard key={draw.pick.item.id} candidate={draw.pick} />
          {draw.candidates > 1 ? (
            <button
              type="button"
              className="ui-button ui-button--primary surprise-page__another"
              onClick={() => drawOne(draw.pick?.item.id ?? null)}
            >
              {t('surprise.another')}
            </button>
          ) : (
            <p className="surprise-page__only">{t('surprise.onlyOne')}</p>
          )}
        </>
      )}
    </section>
  );
}
