import { DEFAULT_TIMEZONE, type Topic } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { CustomContent } from './custom-content.tsx';
import { visibleItems } from './topic-items.ts';
import { useNow } from '../../hooks/use-now.ts';

/**
 * spec §2 /topic without an id: every topic of the project as a tile, under
 * the project's own content (spec §1 custom discover content, app variants).
 */
export function TopicIndex() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const now = useNow();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const topics = model.discover.topics;
  return (
    <section className="page topic-index">
      <h1>{t('topics.title')}</h1>
      <CustomContent />
      {topics.length === 0 ? (
        <p>{t('topics.none')}</p>
      ) : (
        <ul className="topic-index__tiles">
          {topics.map((topic) => (
            <TopicTile
              key={topic.id}
              topic={topic}
              count={visibleItems(topic, now, timeZone).length}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface TopicTileProps {
  topic: Topic;
  /** Items a guest can see now (expired events do not count). */
  count: number;
}

function TopicTile({ topic, count }: TopicTileProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <li className="topic-index__tile">
      <Link className="topic-index__link" to={`/topic/${encodeURIComponent(topic.id)}`}>
        {topic.image && !broken ? (
          <ModelImage
            className="topic-index__image"
            src={topic.image}
            alt=""
            loading="lazy"
            sizes="(min-width: 992px) 320px, (min-width: 576px) 50vw, 100vw"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="topic-index__image topic-index__image--none" />
        )}
        <span className="topic-index__title">{topic.title}</span>
        <span className="topic-index__count">{t('topics.itemCount', { count })}</span>
      </Link>
    </li>
  );
}
