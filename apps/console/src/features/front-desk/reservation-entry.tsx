// Entering reservations in the built-in PMS: one by form (asking before an
// existing number is changed), many from a CSV file after a preview.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { CsvImport } from './csv-import.tsx';
import { ReservationForm } from './reservation-form.tsx';

export function ReservationEntry() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const refresh = () =>
    void client.invalidateQueries({ queryKey: staffKeys.frontDesk.project(projectId) });
  return (
    <section className="card" aria-labelledby="entry">
      <h2 id="entry">{t('entry.title')}</h2>
      <details>
        <summary>{t('entry.new')}</summary>
        <ReservationForm onSaved={refresh} />
      </details>
      <CsvImport onImported={refresh} />
    </section>
  );
}
