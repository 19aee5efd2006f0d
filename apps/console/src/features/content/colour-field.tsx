// A colour as a text field (hex) with a picker and a swatch, and the live
// contrast of white text on it — the brand's and the chat's colours alike.
import { contrastRatio, isHexColour, MIN_TEXT_CONTRAST } from '@hospes/domain';
import { type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function ColourField({
  label,
  value,
  registration,
  error,
  onPick,
}: {
  label: string;
  value: string;
  /** The text input's binding to the form. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** A colour chosen in the picker. */
  onPick: (v: string) => void;
}) {
  const { t } = useTranslation();
  const valid = isHexColour(value);
  const ratio = valid ? contrastRatio(value, '#ffffff') : undefined;
  const id = label.replace(/\W+/g, '-').toLowerCase();
  return (
    <div className="field colour-field">
      <label htmlFor={id}>{label}</label>
      <div className="colour-field__row">
        <input
          id={id}
          {...registration}
          placeholder="#1f2d41"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-contrast` : `${id}-contrast`}
        />
        <input
          type="color"
          aria-label={label}
          value={valid && value.length === 7 ? value : '#000000'}
          onChange={(e) => onPick(e.target.value)}
        />
        <span
          className="swatch"
          style={{ background: valid ? value : 'transparent' }}
          aria-hidden="true"
        />
      </div>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
      <span
        id={`${id}-contrast`}
        className={`field__hint ${ratio !== undefined && ratio < MIN_TEXT_CONTRAST ? 'field__hint--warn' : ''}`}
        aria-live="polite"
      >
        {ratio !== undefined &&
          `${t('content.contrast', { ratio: ratio.toFixed(1) })} ${ratio < MIN_TEXT_CONTRAST ? t('content.contrastLow') : t('content.contrastOk')}`}
      </span>
    </div>
  );
}
