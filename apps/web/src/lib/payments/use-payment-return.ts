import { PAYMENT_RETURN_OUTCOMES, type PaymentReturnOutcome } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProjectId } from '../model/model-context.tsx';
import { guestKeys, useGuest } from '../guest/use-guest.ts';

const isOutcome = (value: string | null): value is PaymentReturnOutcome =>
  (PAYMENT_RETURN_OUTCOMES as readonly string[]).includes(value ?? '');

/**
 * The guest is back from the hosted payment page
 * (`#/invoices/{reservationId}?payment=…`, `#/registrations?payment=…`,
 * `#/order/{id}?payment=…`): the
 * outcome, read once; the query parameter is dropped (a reload does not
 * repeat the message) and the invoices and reservations are fetched anew.
 */
export function usePaymentReturn(): [PaymentReturnOutcome | null, () => void] {
  const [params, setParams] = useSearchParams();
  const projectId = useProjectId();
  const { userId } = useGuest();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<PaymentReturnOutcome | null>(() => {
    const value = params.get('payment');
    return isOutcome(value) ? value : null;
  });
  const hasParam = params.has('payment');

  useEffect(() => {
    if (!hasParam) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    void client.invalidateQueries({ queryKey: guestKeys.user(projectId, userId ?? '') });
  }, [hasParam, setParams, client, projectId, userId]);

  return [outcome, () => setOutcome(null)];
}
