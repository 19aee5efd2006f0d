import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import {
  drawTypedName,
  fitCanvas,
  SIGNATURE_BACKGROUND,
  SIGNATURE_PEN_COLOR,
} from './signature-canvas.ts';
import './signature.css';

export interface SignatureFieldProps {
  /** Id of the field (the error summary moves the focus to it). */
  id: string;
  label: string;
  /** The signature as a PNG data URL; '' when not signed. */
  value: string;
  onChange: (value: string) => void;
  /** The message under the pad, e.g. spec §5 "Please sign the form with your finger / cursor." */
  error?: string;
  required?: boolean;
}

/**
 * The signature of the check-in form (spec §5), drawn with `signature_pad`
 * by finger, pen or mouse. For keyboard and screen-reader users the pad has
 * a clear name, a spoken state (signed / not signed), a clear button and a
 * text field to sign by typing the name instead.
 */
export function SignatureField({
  id,
  label,
  value,
  onChange,
  error,
  required,
}: SignatureFieldProps) {
  const { t } = useTranslation();
  const uid = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [typing, setTyping] = useState(false);
  const [typedName, setTypedName] = useState('');
  // The pad lives outside React; it reads the latest values through refs.
  const latest = useRef({ value, typedName, onChange });
  useEffect(() => {
    latest.current = { value, typedName, onChange };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      backgroundColor: SIGNATURE_BACKGROUND,
      penColor: SIGNATURE_PEN_COLOR,
      minWidth: 0.8,
      maxWidth: 2.8,
    });
    padRef.current = pad;
    const fit = () =>
      fitCanvas(pad, canvas, {
        dataUrl: latest.current.value,
        typedName: latest.current.typedName,
      });
    fit();
    const onEnd = () => latest.current.onChange(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', onEnd);
    // Phones rotate and pages reflow: keep the buffer as large as the pad on screen.
    let lastWidth = canvas.offsetWidth;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (canvas.offsetWidth === lastWidth) return;
            lastWidth = canvas.offsetWidth;
            fit();
          });
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setTypedName('');
    onChange('');
    canvasRef.current?.focus();
  };

  const type = (name: string) => {
    setTypedName(name);
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    drawTypedName(pad, canvas, name);
    // The pad's PNG is the canvas, so it holds the written name.
    onChange(name.trim() === '' ? '' : pad.toDataURL('image/png'));
  };

  const labelId = `${uid}-label`;
  const hintId = `${uid}-hint`;
  const stateId = `${uid}-state`;
  const errorId = `${id}-error`;
  const signed = value !== '';
  return (
    <div
      className={error ? 'signature-field signature-field--invalid' : 'signature-field'}
      role="group"
      aria-labelledby={labelId}
    >
      <p id={labelId} className="signature-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </p>
      <p id={hintId} className="signature-field__hint">
        {t('signature.hint')}
      </p>
      <div className="signature-field__paper">
        <canvas
          ref={canvasRef}
          id={id}
          className="signature-field__canvas"
          role="img"
          tabIndex={-1}
          aria-label={t('signature.padLabel')}
          aria-describedby={[hintId, stateId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
        />
        <span className="signature-field__baseline" aria-hidden="true">
          ×
        </span>
      </div>
      <div className="signature-field__bar">
        <p id={stateId} className="signature-field__state" aria-live="polite">
          {signed ? t('signature.signed') : t('signature.notSigned')}
        </p>
        <button
          type="button"
          className="ui-button ui-button--secondary signature-field__clear"
          onClick={clear}
          disabled={!signed}
        >
          {t('signature.clear')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="signature-field__error">
          {error}
        </p>
      )}
      <button
        type="button"
        className="signature-field__toggle"
        aria-expanded={typing}
        aria-controls={`${uid}-typed`}
        onClick={() => setTyping((open) => !open)}
      >
        {t('signature.typeInstead')}
      </button>
      <div id={`${uid}-typed`} hidden={!typing} className="signature-field__typed">
        <label htmlFor={`${uid}-name`}>{t('signature.typedLabel')}</label>
        <input
          id={`${uid}-name`}
          type="text"
          autoComplete="name"
          value={typedName}
          onChange={(event) => type(event.target.value)}
        />
      </div>
    </div>
  );
}
