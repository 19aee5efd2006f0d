import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import '../../components/ui/button.css';
import { AfterInitialConsent } from '../../lib/consent/after-initial-consent.tsx';
import { LocateOnStart } from '../../lib/location/locate-on-start.tsx';
import { TopicIndex } from './topic-index.tsx';
import { TopicPage } from './topic-page.tsx';
import './topics.css';

/**
 * The route `/topic/:topicId?` (spec §2): the list of topics, one topic, or
 * the not-found text for an id the model does not have. Locating on start
 * (spec §4) is mounted here too, once the initial cookie consent is answered;
 * it runs once per app start wherever it sits.
 */
export function TopicsPage() {
  const { topicId } = useParams();
  const model = useProjectModel();
  const topic = model.discover.topics.find((t) => t.id === topicId);
  let page;
  if (topicId === undefined) page = <TopicIndex />;
  else if (topic) page = <TopicPage key={topic.id} topic={topic} />;
  else page = <TopicNotFound />;
  return (
    <>
      {/* spec §4: app initialisation (locating included) waits for the initial consent. */}
      <AfterInitialConsent>
        <LocateOnStart />
      </AfterInitialConsent>
      {page}
    </>
  );
}

function TopicNotFound() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="not-found__text">{t('errors.notFound')}</h1>
      <Link to="/topic">{t('topics.allTopics')}</Link>
    </section>
  );
}
