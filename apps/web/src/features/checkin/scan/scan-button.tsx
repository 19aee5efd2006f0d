// "Scan document" above the main guest's document and each companion's
// section. The scan's code (OCR, MRZ) is a chunk of its own, loaded on the
// first tap: the check-in form without scanning downloads none of it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannedDocument } from './mrz-read.ts';
import '../../../components/ui/button.css';
import './scan.css';

const ScanDialog = lazy(() => import('./scan-dialog.tsx').then((m) => ({ default: m.ScanDialog })));

export function ScanButton({
  onRead,
  labelOf,
}: {
  onRead: (values: ScannedDocument) => string[];
  labelOf: (field: keyof ScannedDocument) => string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="checkin-scan">
      <button
        type="button"
        className="ui-button ui-button--secondary checkin-scan__button"
        onClick={() => setOpen(true)}
      >
        {t('checkinForm.scan.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog
            open={open}
            onClose={() => setOpen(false)}
            onRead={onRead}
            labelOf={labelOf}
          />
        </Suspense>
      )}
    </div>
  );
}
