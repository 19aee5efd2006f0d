// The conversation between a guest and the hotel (spec §7 messages): the
// guest writes when messaging is active, the staff answers; every new
// message tells the guest's open apps (realtime) and a staff message pushes.
import {
  localizedAutoMessage,
  shortenText,
  type Conversation,
  type ConversationMessage,
} from '@hospes/domain';
import { asLang, GUEST_LIMITS, type InboxCaller, type InboxDeps } from './inbox-context.ts';
import { InboxError, notFound } from './inbox-errors.ts';
import type { ConversationSummary, StoredMessage } from './message.repository.ts';

const view = ({ projectId: _p, userId: _u, staffSeen: _s, ...message }: StoredMessage) =>
  message satisfies ConversationMessage;

export class MessageService {
  constructor(private readonly deps: InboxDeps) {}

  async conversation(
    projectId: string,
    userId: string,
    limit: number,
    before?: string,
  ): Promise<Conversation> {
    const page = await this.deps.messages.conversation(projectId, userId, limit, before);
    return { messages: page.messages.map(view), hasMore: page.hasMore };
  }

  counts(caller: InboxCaller) {
    return this.deps.messages.counts(caller.projectId, caller.userId);
  }

  async last(caller: InboxCaller): Promise<ConversationMessage | null> {
    const page = await this.deps.messages.conversation(caller.projectId, caller.userId, 1);
    const last = page.messages[0];
    return last ? view(last) : null;
  }

  /** Marks messages seen; tells the guest's other apps (their badge) when any changed. */
  async markSeen(caller: InboxCaller, ids?: readonly string[]): Promise<number> {
    const at = new Date(this.deps.now()).toISOString();
    const changed = await this.deps.messages.markSeen(caller.projectId, caller.userId, at, ids);
    if (changed > 0) {
      await this.deps.hub.publish(caller.projectId, [caller.userId], 'messages-changed');
    }
    return changed;
  }

  async sendFromGuest(caller: InboxCaller, content: string): Promise<ConversationMessage> {
    const settings = await this.deps.settings.read(caller.projectId);
    if (!settings?.messagingActive) {
      throw new InboxError('messaging_inactive', 'This project does not offer messaging.');
    }
    const now = this.deps.now();
    const since = new Date(now - GUEST_LIMITS.windowMs).toISOString();
    const sent = await this.deps.messages.countGuestMessagesSince(
      caller.projectId,
      caller.userId,
      since,
    );
    if (sent >= GUEST_LIMITS.messages) {
      throw new InboxError('rate_limited', 'Too many messages. Please try again later.');
    }
    const [message] = await this.deps.messages.insert(
      [
        {
          projectId: caller.projectId,
          userId: caller.userId,
          sender: 'guest',
          type: 'generic',
          title: '',
          content,
        },
      ],
      new Date(now).toISOString(),
    );
    await this.deps.hub.publish(caller.projectId, [caller.userId], 'messages-changed');
    return view(message!);
  }

  /** A staff member writes to a guest of the project (404 for an unknown guest). */
  async sendFromStaff(
    projectId: string,
    userId: string,
    input: { title?: string | undefined; content: string },
  ): Promise<ConversationMessage> {
    const [known] = await this.deps.audience.known(projectId, [userId]);
    if (!known) throw notFound('guest');
    const languages = await this.deps.audience.languages(projectId, [userId]);
    const settings = await this.deps.settings.read(projectId, languages.get(userId));
    const lang = asLang(settings?.lang, 'de');
    // Without a title the app shows who wrote it; the push needs one, in the guest's language.
    const title = input.title ?? '';
    const pushTitle = title !== '' ? title : localizedAutoMessage(lang, 'message_new').title;
    const [message] = await this.deps.messages.insert(
      [{ projectId, userId, sender: 'staff', type: 'generic', title, content: input.content }],
      new Date(this.deps.now()).toISOString(),
    );
    await this.deps.hub.publish(projectId, [userId], 'messages-changed');
    if (this.deps.push && settings?.pushActive) {
      this.deps.push.dispatch(projectId, [userId], () => ({
        title: pushTitle,
        body: shortenText(input.content),
        link: '/registrations/messages',
        linkType: 'INT',
      }));
    }
    return view(message!);
  }

  async conversationsForStaff(projectId: string): Promise<ConversationSummary[]> {
    return this.deps.messages.conversations(projectId);
  }

  /** The staff opens a conversation: the guest's messages count as read by the staff. */
  async openForStaff(projectId: string, userId: string, limit: number, before?: string) {
    await this.deps.messages.markStaffSeen(
      projectId,
      userId,
      new Date(this.deps.now()).toISOString(),
    );
    return this.conversation(projectId, userId, limit, before);
  }
}
