// "Scan document": a photo of the document's page with the machine-readable
// zone — taken with the phone's camera or chosen from the gallery — read on
// the device; what it reads fills the form for the guest to check. A check
// digit that fails names the fields to check; filling in by hand stays one
// tap away. Announced to a screen reader (a live region).
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import type { ScannedDocument } from './mrz-read.ts';
import { scanDocument } from './ocr.ts';

type State =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'done'; fields: string[]; unsure: string[] }
  | { step: 'check'; fields: string[] }
  | { step: 'unreadable' };

export interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Fills the form; answers the labels of the fields it filled. */
  onRead: (values: ScannedDocument) => string[];
  /** The labels of the form's fields, by the document's field names. */
  labelOf: (field: keyof ScannedDocument) => string;
}

export function ScanDialog({ open, onClose, onRead, labelOf }: ScanDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'choose' });
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ step: 'reading' });
    try {
      const reading = await scanDocument(file);
      if (reading.ok)
        setState({
          step: 'done',
          fields: onRead(reading.values),
          unsure: reading.unsure.map(labelOf),
        });
      else if (reading.reason === 'check')
        setState({ step: 'check', fields: reading.fields.map(labelOf) });
      else setState({ step: 'unreadable' });
    } catch {
      setState({ step: 'unreadable' });
    }
  };

  const close = () => {
    setState({ step: 'choose' });
    onClose();
  };
  const message =
    state.step === 'reading'
      ? t('checkinForm.scan.reading')
      : state.step === 'done'
        ? [
            t('checkinForm.scan.filled', { fields: state.fields.join(', ') }),
            ...(state.unsure.length > 0
              ? [t('checkinForm.scan.unsure', { fields: state.unsure.join(', ') })]
              : []),
          ].join(' ')
        : state.step === 'check'
          ? t('checkinForm.scan.check', { fields: state.fields.join(', ') })
          : state.step === 'unreadable'
            ? t('checkinForm.scan.unreadable')
            : '';

  return (
    <Modal
      open={open}
      title={t('checkinForm.scan.title')}
      onClose={close}
      footer={
        <button type="button" className="ui-button ui-button--secondary" onClick={close}>
          {state.step === 'done' ? t('checkinForm.scan.close') : t('checkinForm.scan.manual')}
        </button>
      }
    >
      <p>{t('checkinForm.scan.hint')}</p>
      {state.step !== 'reading' && state.step !== 'done' && (
        <div className="scan-dialog__actions">
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => camera.current?.click()}
          >
            {t('checkinForm.scan.camera')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => gallery.current?.click()}
          >
            {t('checkinForm.scan.gallery')}
          </button>
          {/* The phone's camera (rear) or its gallery; on a computer both choose a file. */}
          <input
            ref={camera}
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => void onFile(event)}
          />
          <input
            ref={gallery}
            hidden
            type="file"
            accept="image/*"
            onChange={(event) => void onFile(event)}
          />
        </div>
      )}
      <p className="scan-dialog__status" role="status" aria-live="polite">
        {message}
      </p>
    </Modal>
  );
}
