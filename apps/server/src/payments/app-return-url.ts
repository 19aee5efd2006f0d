// Where the guest lands after paying: the invoices screen of the web app
// (hash route `/invoices/:reservationId`) with the outcome as `payment=`.
import type { PaymentReturnOutcome } from '@hospes/domain';
import type { PaymentRecord } from './payment.repository.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestHostName } from '../web/public-url.ts';

/** `/{projectId}/`, or `/` when the request came to the project's own domain (HOSPES_DOMAINS). */
export function appBasePath(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
): string {
  const onDomain = app.config.domains.get(requestHostName(request));
  return onDomain === projectId ? '/' : `/${encodeURIComponent(projectId)}/`;
}

/** `/{projectId}/#/invoices/{reservationId}?payment={outcome}` (no `payment=` without an outcome). */
export function invoicesUrl(
  basePath: string,
  reservationId: string,
  outcome?: PaymentReturnOutcome,
): string {
  const query = outcome ? `?payment=${outcome}` : '';
  return `${basePath}#/invoices/${encodeURIComponent(reservationId)}${query}`;
}

/**
 * Where a payment returns to: an invoice's payment to the invoices screen,
 * a registration's to the inbox, an order's to its status page.
 */
export function paymentReturnUrl(
  basePath: string,
  payment: Pick<PaymentRecord, 'purpose' | 'reservationId' | 'invoiceId'>,
  outcome?: PaymentReturnOutcome,
): string {
  const query = outcome ? `?payment=${outcome}` : '';
  switch (payment.purpose) {
    case 'registration':
      return `${basePath}#/registrations${query}`;
    case 'order':
      return `${basePath}#/order/${encodeURIComponent(payment.invoiceId)}${query}`;
    default:
      return invoicesUrl(basePath, payment.reservationId, outcome);
  }
}
