import {
  InvoicesResponseSchema,
  PaymentProcessingResponseSchema,
  type Invoice,
  type ReservationView,
} from '@hospes/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { apiRequest, apiRequestBlob } from '@hospes/api-client';
import { integrationPath } from '../../lib/api/api-paths.ts';
import { guestKeys, useGuest } from '../../lib/guest/use-guest.ts';

export const invoiceKeys = {
  all: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'invoices'] as const,
};

/** spec §7 getinvoices: the logged-in guest's invoices and whether they block check-in/out. */
export function useInvoices(enabled = true) {
  const projectId = useProjectId();
  const lang = useActiveLanguage((s) => s.lang);
  const { userId, loggedIn, ready } = useGuest();
  return useQuery({
    queryKey: invoiceKeys.all(projectId, userId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(integrationPath(projectId, 'getinvoices'), {
        body: { lang },
        signal,
        schema: InvoicesResponseSchema,
      }),
    enabled: enabled && ready && loggedIn && userId !== null,
  });
}

/** The invoices of one reservation: those of its room stays and those of the whole reservation. */
export function invoicesOf(invoices: readonly Invoice[], reservation: ReservationView): Invoice[] {
  const stays = new Set(reservation.room_stays.map((s) => s.id));
  return invoices.filter((i) => i.room_stay_id === null || stays.has(i.room_stay_id));
}

/**
 * spec §7 getinvoicepdf: fetches the PDF of an invoice with the guest's
 * session cookie (a POST, so no plain link can open it) as a Blob.
 */
export async function fetchInvoicePdf(
  projectId: string,
  invoiceId: string,
  lang: string,
): Promise<Blob> {
  const blob = await apiRequestBlob(integrationPath(projectId, 'getinvoicepdf'), {
    body: { lang, invoicesInput: { invoice_id: invoiceId } },
  });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/**
 * Opens an invoice's PDF in a new tab (spec §7 "opened in a new tab"). The
 * tab is opened at once, while the click still counts as the guest's (popup
 * blockers), and shown the PDF when it has arrived; without a tab the PDF
 * opens through a link.
 */
export async function openInvoicePdf(
  projectId: string,
  invoiceId: string,
  lang: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchInvoicePdf(projectId, invoiceId, lang));
    if (tab) tab.location.href = url;
    else {
      const link = document.createElement('a');
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener';
      link.click();
    }
    // The tab has loaded the document by then; the memory goes back.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** spec §7 paymentprocessing: where the guest pays the amount (the provider's hosted page). */
export function useStartPayment() {
  const projectId = useProjectId();
  const lang = useActiveLanguage((s) => s.lang);
  return useMutation({
    mutationFn: (input: { invoice_id: string; amount_minor: number }) =>
      apiRequest(integrationPath(projectId, 'paymentprocessing'), {
        body: { lang, input },
        schema: PaymentProcessingResponseSchema,
      }),
    retry: false,
  });
}
