// What the inbox services share: storage, the realtime hub, push, the
// project settings, the clock.
import { LANGUAGES, type Lang } from '@hospes/domain';
import type { SharedRateLimiter } from '../limits/shared-rate-limit.ts';
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
  /** Counts guests' messages and requests (inbox/guest-write-limits.ts). */
  rateLimits: SharedRateLimiter;
  now: () => number;
}

/** The caller of a guest route: the session's project, user and reservation. */
export function asLang(value: string | null | undefined, fallback: Lang): Lang {
  return value && (LANGUAGES as readonly string[]).includes(value) ? (value as Lang) : fallback;
}
