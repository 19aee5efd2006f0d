// "Scan document": the document's page with the machine-readable zone — in
// the live camera (read frame by frame) or a photo chosen from the gallery —
// read on the device; what it reads fills the form for the guest to check. A
// check digit that fails names the fields to check; filling in by hand stays
// one tap away. Announced to a screen reader (a live region).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import type { MrzReading, ScannedDocument } from './mrz-read.ts';
import { scanCamera, scanDocument, warmUp } from './ocr.ts';
import { canUseCamera, ScanCamera } from './scan-camera.tsx';

type State =
  | { step: 'choose' }
  /** ready: the picture is on and being read. */
  | { step: 'camera'; ready: boolean }
  | { step: 'no-camera' }
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

  // The camera's reading, stopped when the camera closes.
  const reading = useRef<AbortController | null>(null);
  useEffect(() => {
    void warmUp();
    return () => reading.current?.abort();
  }, []);

  const show = (result: MrzReading) => {
    if (result.ok)
      setState({
        step: 'done',
        fields: onRead(result.values),
        unsure: result.unsure.map(labelOf),
      });
    else if (result.reason === 'check')
      setState({ step: 'check', fields: result.fields.map(labelOf) });
    else setState({ step: 'unreadable' });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reading.current?.abort();
    setState({ step: 'reading' });
    try {
      show(await scanDocument(file));
    } catch {
      setState({ step: 'unreadable' });
    }
  };

  const onCamera = async (video: HTMLVideoElement) => {
    const controller = new AbortController();
    reading.current = controller;
    setState({ step: 'camera', ready: true });
    try {
      show(await scanCamera(video, controller.signal));
    } catch {
      if (!controller.signal.aborted) setState({ step: 'unreadable' });
    }
  };

  const openCamera = () => {
    if (canUseCamera()) setState({ step: 'camera', ready: false });
    else camera.current?.click();
  };

  const close = () => {
    reading.current?.abort();
    setState({ step: 'choose' });
    onClose();
  };
  const message =
    // Not while the browser asks for the camera: nothing is read yet.
    state.step === 'reading' || (state.step === 'camera' && state.ready)
      ? t('checkinForm.scan.reading')
      : state.step === 'no-camera'
        ? t('checkinForm.scan.noCamera')
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
      <p>{t(state.step === 'camera' ? 'checkinForm.scan.cameraHint' : 'checkinForm.scan.hint')}</p>
      {state.step === 'camera' && (
        <ScanCamera
          onReady={(video) => void onCamera(video)}
          onError={() => setState({ step: 'no-camera' })}
        />
      )}
      {state.step !== 'reading' && state.step !== 'done' && (
        <div className="scan-dialog__actions">
          {state.step !== 'camera' && (
            <button type="button" className="ui-button ui-button--primary" onClick={openCamera}>
              {t('checkinForm.scan.camera')}
            </button>
          )}
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => gallery.current?.click()}
          >
            {t('checkinForm.scan.gallery')}
          </button>
          {/* Without a camera in the page: the phone's own camera app (rear), or the gallery. */}
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
