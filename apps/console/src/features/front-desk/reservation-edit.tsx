// Editing a reservation of the built-in PMS on its page: the form opens
// with everything saved (phone and language too) and saves over it. A
// reservation from a real PMS is edited there: the server refuses the form
// (409) and the page does not offer it.
import { StaffReservationEntrySchema } from '@hospes/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/query-state.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount } from '../../lib/session.ts';
import { entryValues, ReservationForm } from './reservation-form.tsx';

export function ReservationEdit({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const entry = useQuery({
    queryKey: staffKeys.reservationEntry(projectId, reservationId),
    queryFn: () =>
      api(
        `/staff/${projectId}/reservations/${encodeURIComponent(reservationId)}/entry`,
        StaffReservationEntrySchema,
      ),
    // What the form starts from is read fresh each time it opens.
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  if (entry.error instanceof ApiError && entry.error.status === 409) return null;
  return (
    <section className="card" aria-label={t('entry.edit')}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('entry.edit')}</summary>
        {open &&
          (entry.data ? (
            <ReservationForm
              editing
              initial={entryValues(entry.data)}
              onSaved={() => {
                void client.invalidateQueries({
                  queryKey: ['reservation', projectId, reservationId],
                });
                void client.invalidateQueries({ queryKey: staffKeys.frontDesk.project(projectId) });
              }}
            />
          ) : (
            <QueryState error={entry.error} onRetry={() => void entry.refetch()} />
          ))}
      </details>
    </section>
  );
}
