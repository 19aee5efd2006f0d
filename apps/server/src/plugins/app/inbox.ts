// The guest's line to the hotel for the routes (`fastify.inbox`): requests,
// messages, notifications, the realtime hub (LISTEN/NOTIFY on PostgreSQL)
// and web push with VAPID keys from the environment or generated once and
// stored in the database (so that every instance signs alike).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createAudienceRepository } from '../../inbox/audience.repository.ts';
import type { InboxDeps } from '../../inbox/inbox-context.ts';
import { InboxSettingsReader } from '../../inbox/inbox-settings-reader.ts';
import { createMessageRepository } from '../../inbox/message.repository.ts';
import { MessageService } from '../../inbox/message.service.ts';
import { createNotificationRepository } from '../../inbox/notification.repository.ts';
import { NotificationService } from '../../inbox/notification.service.ts';
import { createRequestRepository } from '../../inbox/request.repository.ts';
import { RequestService } from '../../inbox/request.service.ts';
import { PushDispatcher } from '../../push/push-dispatcher.ts';
import {
  generateVapidKeys,
  PushSender,
  PUSH_SERVICE_HOSTS,
  type PushEndpointPolicy,
  type VapidKeys,
} from '../../push/push-sender.ts';
import { createRealtimeRepository } from '../../realtime/realtime.repository.ts';
import { RealtimeHub } from '../../realtime/realtime-hub.ts';
import { createServerSecretRepository } from '../../secrets/server-secret.repository.ts';

export interface Inbox {
  requests: RequestService;
  messages: MessageService;
  notifications: NotificationService;
  hub: RealtimeHub;
  push: PushDispatcher;
  settings: InboxSettingsReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    inbox: Inbox;
  }
}

export interface InboxPluginOptions {
  now?: (() => number) | undefined;
  /** The fetch that reaches the push services (tests: a local one). */
  fetch?: typeof fetch | undefined;
  /** Tests: the local push service's host, reached over http. */
  pushEndpoints?: PushEndpointPolicy | undefined;
}

/** Realtime events are kept a day: long enough for any stream to resume. */
const EVENT_RETENTION_MS = 24 * 60 * 60_000;

async function vapidKeys(app: Parameters<FastifyPluginAsync>[0]): Promise<VapidKeys> {
  const configured = app.config.push;
  const subject =
    configured?.subject ??
    (app.config.publicUrl?.startsWith('https://')
      ? app.config.publicUrl
      : 'mailto:push@hospes.invalid');
  if (configured?.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  }
  const stored = await createServerSecretRepository(app.database.db).getOrCreate(
    'vapid_keys',
    JSON.stringify(generateVapidKeys()),
  );
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}

const inbox: FastifyPluginAsync<InboxPluginOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const db = app.database.db;
  const realtime = createRealtimeRepository(db, now);
  const hub = new RealtimeHub({
    repository: realtime,
    postgresUrl: app.database.dialect === 'postgres' ? app.config.databaseUrl : undefined,
    log: app.log,
  });
  await hub.start();
  const audience = createAudienceRepository(db);
  const push = new PushDispatcher(
    new PushSender(
      await vapidKeys(app),
      options.fetch,
      options.pushEndpoints ?? {
        hosts: [...PUSH_SERVICE_HOSTS, ...(app.config.push?.extraHosts ?? [])],
        allowHttp: app.config.push?.allowHttp === true,
      },
    ),
    app.guests,
    app.log,
  );
  const settings = new InboxSettingsReader(app.projects);
  const deps: InboxDeps = {
    requests: createRequestRepository(db),
    messages: createMessageRepository(db),
    notifications: createNotificationRepository(db),
    audience,
    hub,
    push,
    settings,
    rateLimits: app.logins.rateLimits,
    now,
  };
  app.decorate('inbox', {
    requests: new RequestService(deps),
    messages: new MessageService(deps),
    notifications: new NotificationService(deps),
    hub,
    push,
    settings,
  });

  app.scheduler.every({
    name: 'delete old realtime events',
    everyMs: 60 * 60_000,
    run: () => realtime.deleteOlderThan(new Date(now() - EVENT_RETENTION_MS).toISOString()),
  });
  app.addHook('onClose', async () => {
    await push.idle();
    await hub.close();
  });
};

export default fp(inbox, {
  name: 'inbox',
  dependencies: ['database', 'scheduler', 'guests', 'projects', 'logins'],
});
