import { DEFAULT_TIMEZONE, formatInstant } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import './kept-copy-note.css';

/**
 * Says that what a page shows is the answer kept on the device — offline,
 * or when refreshing it failed — and from when: "Offline — as of Sat,
 * 28 Nov 2026, 18:05".
 */
export function KeptCopyNote({ at }: { at: number }) {
  const { t } = useTranslation();
  const online = useOnline();
  const model = useProjectModel();
  const lang = useActiveLanguage((s) => s.lang);
  const time = formatInstant(at, lang, model._meta.timezone ?? DEFAULT_TIMEZONE, 'dateTime');
  return (
    <p className="kept-copy-note" role="status">
      {online ? t('offline.keptNotRefreshed', { time }) : t('offline.keptAsOf', { time })}
    </p>
  );
}
