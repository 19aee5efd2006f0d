import {
  ConversationMessageSchema,
  ConversationSchema,
  GuestRequestViewSchema,
  InappNotificationsSchema,
  InboxSchema,
  RequestReceiptSchema,
  UnseenCountSchema,
  type Conversation,
  type GuestRequestBody,
  type InappNotification,
  type Inbox,
} from '@hospes/domain';
import { z } from 'zod';
import { ANY_ANSWER, apiRequest } from '@hospes/api-client';
import { apiPath as path } from '../api/api-paths.ts';
import { guestKeys } from '../guest/use-guest.ts';

/**
 * The guest's line to the hotel (spec §7): inbox, conversation, unseen
 * count, requests and in-app notifications. Query keys live under the
 * guest's (`['guest', projectId, userId, …]`), so login and logout drop them.
 */
export const inboxKeys = {
  inbox: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'inbox'] as const,
  conversation: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'conversation'] as const,
  unseen: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'unseen-messages'] as const,
  notifications: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'inapp-notifications'] as const,
};

export function fetchInbox(
  projectId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<Inbox> {
  return apiRequest(path('/api/messages/inbox', projectId, userId), {
    signal,
    schema: InboxSchema,
  });
}

/** One page of the conversation: the newest `limit`, or those before a message id. */
export function fetchConversation(
  projectId: string,
  userId: string,
  options: { limit?: number; before?: string; signal?: AbortSignal } = {},
): Promise<Conversation> {
  const query = new URLSearchParams();
  if (options.limit) query.set('limit', String(options.limit));
  if (options.before) query.set('before', options.before);
  const q = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`${path('/api/messages/conversation', projectId, userId)}${q}`, {
    signal: options.signal,
    schema: ConversationSchema,
  });
}

export async function fetchUnseenCount(
  projectId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await apiRequest(path('/api/messages/unseen', projectId, userId), {
    signal,
    schema: UnseenCountSchema,
  });
  return answer.count;
}

export async function markMessagesSeen(projectId: string, userId: string): Promise<number> {
  const answer = await apiRequest(path('/api/messages/seen', projectId, userId), {
    body: {},
    schema: UnseenCountSchema,
  });
  return answer.count;
}

export function sendMessage(projectId: string, userId: string, content: string) {
  return apiRequest(path('/api/messages/send', projectId, userId), {
    body: { content },
    schema: ConversationMessageSchema,
  });
}

export function sendGuestRequest(projectId: string, userId: string, body: GuestRequestBody) {
  return apiRequest(path('/api/requests', projectId, userId), {
    body,
    schema: RequestReceiptSchema,
  });
}

export function cancelGuestRequest(projectId: string, userId: string, requestId: string) {
  return apiRequest(`${path('/api/requests', projectId, userId, requestId)}/cancel`, {
    method: 'POST',
    schema: GuestRequestViewSchema,
  });
}

export async function fetchUnseenNotifications(
  projectId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<InappNotification[]> {
  const answer = await apiRequest(path('/api/notifications/inapp/unseen', projectId, userId), {
    signal,
    schema: InappNotificationsSchema,
  });
  return answer.notifications;
}

export function markNotificationSeen(projectId: string, userId: string, rId: string) {
  return apiRequest(path('/api/notifications/inapp/seen', projectId, userId, rId), {
    method: 'POST',
    schema: ANY_ANSWER,
  });
}

const PushKeySchema = z.object({ publicKey: z.string() });

export async function fetchPushKey(): Promise<string> {
  return (await apiRequest('/api/notifications/push/key', { schema: PushKeySchema })).publicKey;
}
