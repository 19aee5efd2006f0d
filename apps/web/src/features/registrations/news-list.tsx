import { DEFAULT_TIMEZONE, formatInstant, type InappNotification } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { NotificationLink } from '../../lib/inbox/notification-link.tsx';

/** The hotel's in-app notifications ("news", spec §2 inbox), newest first. */
export function NewsList({ news }: { news: readonly InappNotification[] }) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((state) => state.lang);
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  if (news.length === 0) return <p className="inbox-empty">{t('inbox.empty.news')}</p>;
  return (
    <ul className="inbox-list">
      {news.map((item) => (
        <li key={item.rId} className="inbox-card">
          <h3 className="inbox-card__title">{item.data.title}</h3>
          <p className="inbox-card__meta">
            {formatInstant(Date.parse(item.createdAt), lang, timeZone, 'dateTime')}
          </p>
          {item.data.body && <p className="inbox-card__body">{item.data.body}</p>}
          <NotificationLink payload={item} />
        </li>
      ))}
    </ul>
  );
}
