import { FeedbackInfoSchema, type FeedbackInfo } from '@hospes/domain';
import { apiRequest } from '@hospes/api-client';
import { integrationPath } from '../../lib/api/api-paths.ts';
import { guestKeys } from '../../lib/guest/use-guest.ts';

export const feedbackKeys = {
  of: (projectId: string, userId: string, reservationId: string) =>
    [...guestKeys.user(projectId, userId), 'feedback', reservationId] as const,
};

/** The feedback page's data: the hotel's review page and the guest's answer so far. */
export function fetchFeedback(
  projectId: string,
  reservationId: string,
  signal?: AbortSignal,
): Promise<FeedbackInfo> {
  return apiRequest(
    `${integrationPath(projectId, 'feedback')}?reservation_id=${encodeURIComponent(reservationId)}`,
    { schema: FeedbackInfoSchema, ...(signal ? { signal } : {}) },
  );
}

export function postFeedback(
  projectId: string,
  body: { reservation_id: string; score: number; comment?: string; lang: string },
): Promise<FeedbackInfo> {
  return apiRequest(integrationPath(projectId, 'feedback'), { body, schema: FeedbackInfoSchema });
}
