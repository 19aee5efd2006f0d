import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChatbotAvailability } from '../../lib/chatbot/chatbot-availability.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';

/**
 * A search that found nothing still leads on: to the chatbot with the
 * guest's words (where the project offers it), and to the reception — its
 * phone at once, and every way to reach it.
 */
export function SearchNoResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const chatbot = useChatbotAvailability();
  const phone = model.contact.phone;
  return (
    <div className="search-page__empty">
      <p>
        <strong>{t('search.noResults', { query })}</strong>
      </p>
      <p>{t('search.noResultsHint')}</p>
      <ul className="search-page__ways">
        {chatbot === 'available' && (
          <li>
            <Link
              className="ui-button ui-button--primary"
              to={`/chatbot?ask=${encodeURIComponent(query)}`}
            >
              {model.chatbot?.title?.trim()
                ? t('search.askChatbot', { name: model.chatbot.title.trim() })
                : t('search.askConcierge')}
            </Link>
          </li>
        )}
        {phone && (
          <li>
            {t('search.callReception')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        )}
        <li>
          <Link to="/contact">{t('search.allContacts')}</Link>
        </li>
      </ul>
    </div>
  );
}
