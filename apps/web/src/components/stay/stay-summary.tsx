import { formatWallTime } from '@hospes/domain';
import type { Stay } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import './stay.css';

/** A stay for reading (a locked stay, spec §3): arrival, departure and the room. */
export function StaySummary({ stay }: { stay: Stay }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const doa = formatWallTime(stay.doa, lang);
  const dod = formatWallTime(stay.dod, lang);
  if (!doa && !dod && !stay.roomNumber) return <p className="stay-summary">{t('stay.notGiven')}</p>;
  return (
    <dl className="stay-summary">
      <div className="stay-summary__entry">
        <dt>{t('stay.doa')}</dt>
        <dd>{doa ?? t('profile.notGiven')}</dd>
      </div>
      <div className="stay-summary__entry">
        <dt>{t('stay.dod')}</dt>
        <dd>{dod ?? t('profile.notGiven')}</dd>
      </div>
      {stay.roomNumber && (
        <div className="stay-summary__entry">
          <dt>{t('stay.roomNumber')}</dt>
          <dd>{stay.roomNumber}</dd>
        </div>
      )}
    </dl>
  );
}
