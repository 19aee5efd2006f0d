import { CheckoutResultSchema, type CheckoutInput } from '@hospes/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { guestKeys, useGuest } from '../../lib/guest/use-guest.ts';
import { apiRequest } from '@hospes/api-client';
import { integrationPath } from '../../lib/api/api-paths.ts';

/** spec §7 POST checkout; afterwards the reservations and invoices are fetched anew. */
export function useSubmitCheckout() {
  const projectId = useProjectId();
  const lang = useActiveLanguage((s) => s.lang);
  const { userId } = useGuest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checkoutInput: CheckoutInput) =>
      apiRequest(integrationPath(projectId, 'checkout'), {
        body: { lang, checkoutInput },
        schema: CheckoutResultSchema,
      }),
    retry: false,
    onSettled: () =>
      client.invalidateQueries({ queryKey: guestKeys.user(projectId, userId ?? '') }),
  });
}
