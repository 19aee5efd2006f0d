import type { Topic } from '@hospes/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ModelImage } from '../../components/ui/model-image.tsx';

export interface TopicTilesProps {
  topics: readonly Topic[];
}

/** The project's topics as tiles that open the topic page. */
export function TopicTiles({ topics }: TopicTilesProps) {
  return (
    <ul className="topic-tiles">
      {topics.map((topic) => (
        <li key={topic.id} className="topic-tiles__item">
          <Link className="topic-tile" to={`/topic/${encodeURIComponent(topic.id)}`}>
            {topic.image && <TileImage src={topic.image} />}
            <span className="topic-tile__title">{topic.title}</span>
            {topic.description && (
              <span className="topic-tile__description">{topic.description}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** spec §8: a broken image is hidden. */
function TileImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <ModelImage
      className="topic-tile__image"
      src={src}
      alt=""
      sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}
