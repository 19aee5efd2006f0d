// The conversation between a guest and the hotel (spec §7 messages): the
// guest writes when messaging is active, the staff answers; every new
// message tells the guest's open apps (realtime) and a staff message pushes.
import {
  localizedAutoMessage,
  shortenText,
  type Conversation,
  type ConversationMessage,
} from '@hospes/domain';
import { admitGuestWrite } from './guest-write-limits.ts';
import { asLang, type InboxDeps } from './inbox-context.ts';
import { AppError, invalidField, notFound } from '../http/app-error.ts';
import type { ConversationSummary, StoredMessage } from './message.repository.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

interface ConversationCursor {
  lastAt: string;
  userId: string;
}

const writeCursor = (cursor: ConversationCursor) =>
  Buffer.from(JSON.stringify([cursor.lastAt, cursor.userId])).toString('base64url');

function readCursor(text: string): ConversationCursor {
  try {
    const [lastAt, userId] = JSON.parse(
      Buffer.from(text, 'base64url').toString('utf8'),
    ) as unknown[];
    if (typeof lastAt === 'string' && typeof userId === 'string') return { lastAt, userId };
  } catch {
    // not ours: below
  }
  throw invalidField('querystring/cursor', 'This is not a cursor of this list.');
}

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

  counts(caller: GuestCaller) {
    return this.deps.messages.counts(caller.projectId, caller.userId);
  }

  async last(caller: GuestCaller): Promise<ConversationMessage | null> {
    const page = await this.deps.messages.conversation(caller.projectId, caller.userId, 1);
    const last = page.messages[0];
    return last ? view(last) : null;
  }

  /** Marks messages seen; tells the guest's other apps (their badge) when any changed. */
  async markSeen(caller: GuestCaller, ids?: readonly string[]): Promise<number> {
    const at = new Date(this.deps.now()).toISOString();
    const changed = await this.deps.messages.markSeen(caller.projectId, caller.userId, at, ids);
    if (changed > 0) {
      await this.deps.hub.publish(caller.projectId, [caller.userId], 'messages-changed');
    }
    return changed;
  }

  /** A guest writes to the staff from the client `address` (limited per guest and per address). */
  async sendFromGuest(
    caller: GuestCaller,
    content: string,
    address: string,
  ): Promise<ConversationMessage> {
    const settings = await this.deps.settings.read(caller.projectId);
    if (!settings?.messagingActive) {
      throw new AppError('messaging_inactive', 'This project does not offer messaging.');
    }
    await admitGuestWrite(this.deps.rateLimits, caller, address, 'message');
    const now = this.deps.now();
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

  /**
   * A page of the staff's conversation list, latest first; `cursor` is the
   * `nextCursor` of the page before (opaque to the console). 400 for a
   * cursor this server did not write.
   */
  async conversationsForStaff(
    projectId: string,
    page: { limit: number; cursor?: string | undefined; unreadOnly?: boolean | undefined },
  ): Promise<{ conversations: ConversationSummary[]; nextCursor: string | null }> {
    const after = page.cursor === undefined ? undefined : readCursor(page.cursor);
    const found = await this.deps.messages.conversations(projectId, {
      limit: page.limit + 1,
      after,
      unreadOnly: page.unreadOnly,
    });
    const conversations = found.slice(0, page.limit);
    const last = conversations.at(-1);
    const nextCursor =
      found.length > page.limit && last
        ? writeCursor({ lastAt: last.lastAt, userId: last.userId })
        : null;
    return { conversations, nextCursor };
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
