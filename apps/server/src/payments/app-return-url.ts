// Where the guest lands after paying: the invoices screen of the web app
// (hash route `/invoices/:reservationId`) with the outcome as `payment=`.
import type { PaymentReturnOutcome } from '@hospes/domain';
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
