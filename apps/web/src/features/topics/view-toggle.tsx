import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';

export interface ViewToggleProps {
  mode: 'list' | 'map';
  onChange(mode: 'list' | 'map'): void;
}

/** List or map (spec §2 "map view"): two toggle buttons, the active one pressed. */
export function ViewToggle({ mode, onChange }: ViewToggleProps) {
  const { t } = useTranslation();
  return (
    <div className="view-toggle" role="group" aria-label={t('topics.view')}>
      <button
        type="button"
        className="view-toggle__button"
        aria-pressed={mode === 'list'}
        onClick={() => onChange('list')}
      >
        <Icon name="list" />
        {t('topics.list')}
      </button>
      <button
        type="button"
        className="view-toggle__button"
        aria-pressed={mode === 'map'}
        onClick={() => onChange('map')}
      >
        <Icon name="map" />
        {t('topics.mapView')}
      </button>
    </div>
  );
}
