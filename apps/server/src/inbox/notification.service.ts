// In-app and push notifications of the staff to guests (spec §3
// notification payload, §4 received notifications): stored per guest as
// "news", announced to their open apps, pushed to those who allowed it.
import type { InappNotification, StaffNotificationBody } from '@hospes/domain';
import type { InboxDeps } from './inbox-context.ts';
import { notFound } from '../http/app-error.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

export interface NotifyOutcome {
  recipients: number;
  inapp: number;
  /** Guests with a push subscription a push was started for (sent in the background). */
  push: number;
}

export class NotificationService {
  constructor(private readonly deps: InboxDeps) {}

  unseen(caller: GuestCaller): Promise<InappNotification[]> {
    return this.deps.notifications.unseen(caller.projectId, caller.userId);
  }

  list(caller: GuestCaller): Promise<InappNotification[]> {
    return this.deps.notifications.list(caller.projectId, caller.userId);
  }

  async markSeen(caller: GuestCaller, id: string): Promise<void> {
    const at = new Date(this.deps.now()).toISOString();
    const found = await this.deps.notifications.markSeen(caller.projectId, caller.userId, id, at);
    if (!found) throw notFound('notification');
  }

  async notify(projectId: string, body: StaffNotificationBody): Promise<NotifyOutcome> {
    const nowIso = new Date(this.deps.now()).toISOString();
    const recipients = body.userIds
      ? await this.deps.audience.known(projectId, body.userIds)
      : body.audience === 'in-house'
        ? await this.deps.audience.inHouse(projectId, nowIso)
        : await this.deps.audience.all(projectId, nowIso);
    const outcome: NotifyOutcome = { recipients: recipients.length, inapp: 0, push: 0 };
    if (recipients.length === 0) return outcome;
    let ids = new Map<string, string>();
    if (body.inapp) {
      ids = await this.deps.notifications.insert(
        projectId,
        recipients,
        {
          title: body.title,
          body: body.body,
          link: body.link,
          linkType: body.link ? body.linkType : undefined,
          linkTitle: body.linkTitle,
          omitPopup: body.omitPopup,
        },
        nowIso,
      );
      outcome.inapp = recipients.length;
      await this.deps.hub.publish(projectId, recipients, 'notifications-changed');
    }
    const settings = await this.deps.settings.read(projectId);
    if (body.push && this.deps.push && settings?.pushActive) {
      // Only guests who allowed push count: "2 by push" must mean two phones.
      const reachable = await this.deps.push.reachable(projectId, recipients);
      outcome.push = reachable.length;
      if (reachable.length > 0)
        this.deps.push.dispatch(projectId, reachable, (userId) => ({
          title: body.title,
          body: body.body,
          link: body.link,
          linkType: body.link ? body.linkType : undefined,
          rId: ids.get(userId),
        }));
    }
    return outcome;
  }
}
