import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden.tsx';
import './spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'normal';
}

/**
 * Loading indicator. spec §2: its label is hidden on screen and read by
 * screen readers ("Laden..." in German, key `common.loading`).
 */
export function Spinner({ size = 'normal' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={size === 'small' ? 'spinner spinner--small' : 'spinner'}>
      <span className="spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </span>
  );
}
