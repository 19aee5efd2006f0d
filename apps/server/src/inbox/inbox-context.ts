// What the inbox services share: storage, the realtime hub, push, the
// project settings, the clock.
import { LANGUAGES, type Lang } from '@hospes/domain';
import type { PushDispatcher } from '../push/push-dispatcher.ts';
import type { RealtimeHub } from '../realtime/realtime-hub.ts';
import type { AudienceRepository } from './audience.repository.ts';
import type { InboxSettingsReader } from './inbox-settings-reader.ts';
import type { MessageRepository } from './message.repository.ts';
import type { NotificationRepository } from './notification.repository.ts';
import type { RequestRepository } from './request.repository.ts';

export interface InboxDeps {
  requests: RequestRepository;
  messages: MessageRepository;
  notifications: NotificationRepository;
  audience: AudienceRepository;
  hub: RealtimeHub;
  /** Undefined: push is not configured (tests without it). */
  push: PushDispatcher | undefined;
  settings: InboxSettingsReader;
  now: () => number;
}

/** The caller of a guest route: the session's project, user and reservation. */
export interface InboxCaller {
  projectId: string;
  userId: string;
  reservationId: string | null;
}

/**
 * What one guest may send in 10 minutes: 30 messages, 20 requests (abuse
 * protection; the spec names no limit). Counted in the tables, so the limit
 * holds across instances.
 */
export const GUEST_LIMITS = { windowMs: 10 * 60_000, messages: 30, requests: 20 } as const;

export function asLang(value: string | null | undefined, fallback: Lang): Lang {
  return value && (LANGUAGES as readonly string[]).includes(value) ? (value as Lang) : fallback;
}
