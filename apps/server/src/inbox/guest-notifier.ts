// The auto-generated messages of spec §4 for the programme and the shop:
// written into the guest's conversation in their language, announced to the
// guest's open apps (realtime) and, for the staff's decisions, pushed.
import { localizedAutoMessage, type AutoMessageEvent, type RealtimeEvent } from '@hospes/domain';
import { asLang, type InboxDeps } from './inbox-context.ts';

export interface GuestNotice {
  projectId: string;
  userId: string;
  lang: string;
  /** null: no message, only the realtime event (e.g. a paid order moving on). */
  event: AutoMessageEvent | null;
  subject: string;
  /** The event of the guest's open apps that re-reads the changed list. */
  changed: RealtimeEvent;
  /** A staff decision: also pushed (when push is active). */
  byStaff: boolean;
  /** Where a push notification leads (hash route). */
  link: string;
}

export class GuestNotifier {
  constructor(
    private readonly deps: Omit<
      InboxDeps,
      'requests' | 'notifications' | 'audience' | 'rateLimits'
    >,
  ) {}

  async notify(notice: GuestNotice): Promise<void> {
    const { deps } = this;
    const lang = asLang(notice.lang, 'de');
    const message = notice.event ? localizedAutoMessage(lang, notice.event, notice.subject) : null;
    if (message) {
      await deps.messages.insert(
        [
          {
            projectId: notice.projectId,
            userId: notice.userId,
            sender: 'system',
            type: message.type,
            title: message.title,
            content: message.content,
            seenByGuest: !notice.byStaff,
          },
        ],
        new Date(deps.now()).toISOString(),
      );
    }
    await deps.hub.publish(notice.projectId, [notice.userId], notice.changed);
    if (message) await deps.hub.publish(notice.projectId, [notice.userId], 'messages-changed');
    if (message && notice.byStaff && deps.push) {
      const settings = await deps.settings.read(notice.projectId, lang);
      if (settings?.pushActive) {
        deps.push.dispatch(notice.projectId, [notice.userId], () => ({
          title: message.title,
          body: message.content,
          link: notice.link,
          linkType: 'INT',
        }));
      }
    }
  }
}
