import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useChatbotAvailability } from '../../lib/chatbot/chatbot-availability.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ChatWindow } from './chat-window.tsx';
import './chatbot.css';

/** spec §2: inline, the chatbot takes the window's height minus 68 px, set after 300 ms. */
const INLINE_OFFSET_PX = 68;
const INLINE_DELAY_MS = 300;

function useInlineHeight(): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const measure = () => setHeight(window.innerHeight - INLINE_OFFSET_PX);
    const timer = setTimeout(measure, INLINE_DELAY_MS);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return height;
}

/** spec §2 /chatbot: the concierge inline, when this app and this guest have it. */
export function ChatbotPage() {
  const { t } = useTranslation();
  const availability = useChatbotAvailability();
  const height = useInlineHeight();
  // `?ask=`: the words of a search that found nothing, ready to send.
  const [params] = useSearchParams();
  if (availability === 'pending') return <Spinner />;
  if (availability !== 'available') {
    return (
      <section className="page chatbot-page">
        <h1>{t('chatbot.title')}</h1>
        <p>{availability === 'consent' ? t('chatbot.consentNeeded') : t('chatbot.unavailable')}</p>
        <p>
          <Link to="/">{t('menu.welcome')}</Link>
        </p>
      </section>
    );
  }
  return (
    // The window height − 68 as the spec says; the bottom tabs (which the
    // spec's layout did not have) are taken off in CSS.
    <div
      className={height ? 'chatbot-page chatbot-page--sized' : 'chatbot-page'}
      style={height ? ({ '--chat-height': `${height}px` } as CSSProperties) : undefined}
    >
      <ChatWindow variant="inline" initialQuestion={params.get('ask') ?? undefined} />
    </div>
  );
}
