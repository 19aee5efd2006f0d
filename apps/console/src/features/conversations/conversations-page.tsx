// Conversations with guests: the list with unread counts (pages of 50,
// optionally only the unread ones), one guest's
// thread (opening it marks the guest's messages read), replies with quick
// replies. Guests get a reply at once in their app (realtime) and by push.
import {
  ConversationMessageSchema,
  MESSAGE_MAX_LENGTH,
  QuickRepliesSchema,
  StaffConversationSchema,
  StaffConversationsSchema,
  StaffMessageBodySchema,
} from '@hospes/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { WaitingSince } from '../../components/waiting/waiting-since.tsx';
import { GuestWho, languageName } from '../../components/guest/guest-who.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { isConsoleLanguage } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';

/**
 * Quick replies in the guest's language (else the console's): the project's
 * own when it has set them for that language, else the console's standard ones.
 */
function useQuickReplies(guestLang: string | null): { lang: string; replies: string[] } {
  const { i18n } = useTranslation();
  const { projectId } = useAccount();
  const lang = guestLang && isConsoleLanguage(guestLang) ? guestLang : i18n.language;
  const own = useQuery({
    queryKey: staffKeys.quickReplies(projectId, lang),
    queryFn: () => api(`/staff/${projectId}/quick-replies/${lang}`, QuickRepliesSchema),
    staleTime: 5 * 60_000,
  });
  if (own.data && own.data.replies.length > 0) return own.data;
  const standard = i18n.getFixedT(lang)('conversations.quick', { returnObjects: true });
  return { lang, replies: standard as string[] };
}

/** The guest's name; a guest who gave none by the end of the (long) user id. */
function useTitleOf() {
  const { t } = useTranslation();
  return (userId: string, name: string | null | undefined) =>
    name ?? t('conversations.guest', { id: userId.slice(-6) });
}

function ConversationList({ active }: { active: string | undefined }) {
  const { t } = useTranslation();
  const titleOf = useTitleOf();
  const { projectId } = useAccount();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useInfiniteQuery({
    queryKey: staffKeys.conversations.list(projectId, { unreadOnly }),
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (unreadOnly) query.set('unread', 'true');
      if (pageParam) query.set('cursor', pageParam);
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return api(`/staff/${projectId}/conversations${search}`, StaffConversationsSchema);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 10_000,
  });
  const conversations = list.data?.pages.flatMap((p) => p.conversations) ?? [];
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={unreadOnly}
          onChange={(e) => setUnreadOnly(e.target.checked)}
        />
        <span>{t('conversations.unreadOnly')}</span>
      </label>
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : conversations.length === 0 ? (
        <p className="empty">
          {t(unreadOnly ? 'conversations.noneUnread' : 'conversations.empty')}
        </p>
      ) : (
        <ul className="conversation-list">
          {conversations.map((c) => (
            <li key={c.userId}>
              <Link
                to={`/conversations/${encodeURIComponent(c.userId)}`}
                aria-current={c.userId === active ? 'page' : undefined}
                aria-label={t('conversations.open', { name: titleOf(c.userId, c.guest.name) })}
              >
                <strong>{titleOf(c.userId, c.guest.name)}</strong>
                <GuestWho guest={c.guest} named={false} plain />
                {c.unread > 0 && (
                  <span className="badge badge--sent">
                    {t('conversations.unread', { count: c.unread })}
                  </span>
                )}
                <span className="muted ellipsis">{c.last.content}</span>
                <span className="muted small">
                  {formatDateTime(c.lastAt)}
                  {c.waitingSince && (
                    <>
                      {' · '}
                      <WaitingSince since={c.waitingSince} />
                    </>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('conversations.more')}
        </button>
      )}
    </>
  );
}

// The server's schema of a staff message: a text of 1 to 2,000 characters.
const ReplySchema = StaffMessageBodySchema.pick({ content: true });
const REPLY_FIELDS = ['content'] as const;

function Thread({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const titleOf = useTitleOf();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const form = useStaffForm(ReplySchema, { content: '' });
  const summary = useFormSummary(form, REPLY_FIELDS, () => t('conversations.errors.content'));
  const path = `/staff/${projectId}/conversations/${encodeURIComponent(userId)}`;
  const thread = useQuery({
    queryKey: staffKeys.conversation.one(projectId, userId),
    queryFn: () => api(path, StaffConversationSchema),
    refetchInterval: 10_000,
  });
  const send = useMutation({
    mutationFn: (content: string) =>
      api(`/staff/${projectId}/messages/${encodeURIComponent(userId)}`, ConversationMessageSchema, {
        method: 'POST',
        body: { content },
      }),
    onSuccess: () => {
      form.reset({ content: '' });
      void client.invalidateQueries({ queryKey: staffKeys.conversation.one(projectId, userId) });
      void client.invalidateQueries({ queryKey: staffKeys.conversations.project(projectId) });
    },
  });
  const submit = form.handleSubmit(
    ({ content }) => send.mutate(content),
    () => {
      send.reset();
      summary.focusSummary();
    },
  );
  const quick = useQuickReplies(thread.data?.guest.lang ?? null);
  return (
    <div className="thread">
      <h2>{titleOf(userId, thread.data?.guest.name)}</h2>
      {thread.data && <GuestWho guest={thread.data.guest} named={false} />}
      {!thread.data ? (
        <QueryState error={thread.error} onRetry={() => void thread.refetch()} />
      ) : thread.data.messages.length === 0 ? (
        <p className="empty">{t('conversations.noMessages')}</p>
      ) : (
        <ol
          className="messages"
          // Scrolls when long: focusable, so the keyboard can scroll it.
          tabIndex={0}
          aria-live="polite"
          aria-label={t('conversations.thread')}
        >
          {[...thread.data.messages].reverse().map((m) => (
            <li key={m.id} className={`message message--${m.sender}`}>
              <span className="small muted">
                {t(`conversations.from.${m.sender}`)} · {formatDateTime(m.createdAt)}
              </span>
              {m.title && <strong>{m.title}</strong>}
              <p>{m.content}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="reply" onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
        <fieldset className="quick-replies">
          <legend>
            {t('conversations.quickReplies')}{' '}
            <span className="muted small">({languageName(quick.lang, i18n.language)})</span>
          </legend>
          {quick.replies.map((q) => (
            <button
              key={q}
              type="button"
              className="chip"
              onClick={() => {
                form.setValue('content', q);
                form.clearErrors('content');
              }}
            >
              {q}
            </button>
          ))}
        </fieldset>
        <TextField
          {...summary.fieldProps('content')}
          label={t('conversations.replyLabel')}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
        />
        {send.error && <Notice kind="error">{errorText(send.error, t)}</Notice>}
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {t('conversations.send')}
        </button>
      </form>
    </div>
  );
}

export function ConversationsPage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  return (
    <Page title={t('conversations.title')}>
      <div className={`split ${userId ? 'split--open' : ''}`}>
        <div className="split__list">
          <ConversationList active={userId} />
        </div>
        {userId && (
          <div className="split__detail">
            <Link className="back-link" to="/conversations">
              {t('conversations.back')}
            </Link>
            <Thread userId={userId} />
          </div>
        )}
      </div>
    </Page>
  );
}
