import {
  BookingReceiptSchema,
  RegistrationDetailSchema,
  SlotsAnswerSchema,
  type BookingBody,
  type BookingReceipt,
  type RegistrationDetail,
  type SlotsAnswer,
} from '@hospes/domain';
import { apiRequest } from '@hospes/api-client';
import { apiPath as path } from '../api/api-paths.ts';

/**
 * The bookable programme (docs/api.md "Bookings"): free places of an item's
 * slots (public, the same for every guest), booking and cancelling.
 */
export const slotKeys = {
  all: (projectId: string) => ['slots', projectId] as const,
  item: (projectId: string, activityId: string, lang: string, from?: string, to?: string) =>
    ['slots', projectId, activityId, lang, from ?? '', to ?? ''] as const,
};

export function fetchSlots(
  projectId: string,
  activityId: string,
  options: { lang: string; from?: string; to?: string; signal?: AbortSignal },
): Promise<SlotsAnswer> {
  const query = new URLSearchParams({ lang: options.lang });
  if (options.from) query.set('from', options.from);
  if (options.to) query.set('to', options.to);
  return apiRequest(`${path('/api/programme', projectId, activityId)}/slots?${query}`, {
    signal: options.signal,
    schema: SlotsAnswerSchema,
  });
}

export function bookSlot(
  projectId: string,
  userId: string,
  body: BookingBody,
): Promise<BookingReceipt> {
  return apiRequest(path('/api/bookings', projectId, userId), {
    body,
    schema: BookingReceiptSchema,
  });
}

export function cancelRegistration(
  projectId: string,
  userId: string,
  registrationId: string,
  lang: string,
): Promise<RegistrationDetail> {
  return apiRequest(`${path('/api/bookings', projectId, userId, registrationId)}/cancel`, {
    body: { lang },
    schema: RegistrationDetailSchema,
  });
}
